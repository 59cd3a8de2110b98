/// An ``ItemBlock`` of `Item`s: made through ``ItemBlock/Maker``, it deinitialises its items.
final class TypedItemBlock<Item>: ItemBlock, @unchecked Sendable {
  /// An empty block with room for `capacity` items.
  required init(capacity: Int) {
    super.init(
      capacity: capacity, stride: MemoryLayout<Item>.stride,
      alignment: MemoryLayout<Item>.alignment)
  }

  deinit { items(Item.self).deinitialize(count: count) }
}
