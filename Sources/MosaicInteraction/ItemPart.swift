/// Items `start..<start + count` of a block: an explicit chunk's items, kept by a list.
struct ItemPart: Sendable {
  /// The block that holds them.
  var block: ItemBlock
  /// The first one's position in the block.
  var start: Int
  /// How many.
  var count: Int

  /// The first item's address (`Item` must be the block's item type).
  @inline(__always)
  func items<Item>(_: Item.Type) -> UnsafeMutablePointer<Item> {
    block.items(Item.self) + start
  }

  /// Whether an item may be written in place at the end: the block is this part's alone, ends
  /// where the part does and has room.
  @inline(__always)
  mutating func canGrowInPlace() -> Bool {
    isKnownUniquelyReferenced(&block) && block.count == start + count
      && block.count < block.capacity
  }
}
