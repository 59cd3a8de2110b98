extension ItemBlock {
  /// Makes blocks of one item type. Holding the block type's metatype, it asks the runtime for
  /// the generic class's metadata once, where the builder that makes many blocks starts, not
  /// once a block.
  struct Maker<Item> {
    private let type: TypedItemBlock<Item>.Type

    init() { type = TypedItemBlock<Item>.self }

    /// An empty block with room for `capacity` items.
    @inline(__always)
    func make(capacity: Int) -> ItemBlock { type.init(capacity: capacity) }
  }
}
