/// Memory holding explicit items of one type, shared by the parts of it that item lists keep
/// (``ItemPart``).
///
/// Not generic, so a list of parts and the code that cuts and gathers them are specialised
/// inside this module whatever the item type: when the parts were `ArraySlice<Item>`, every call
/// that appended one, or copied items between arrays, asked the runtime for the array types'
/// metadata and conformances (about 8,000 look-ups in a batch of 1,000 on a model of 10^6
/// explicit items), and copied the items one value-witness call at a time: with blocks, that
/// batch takes 17.9 M instructions instead of 22.3 M (callgrind). Items are moved with typed
/// pointers, which need only the item type's own metadata, and copied as one block.
///
/// Items `0..<count` are initialised. A block is written only while uniquely referenced (the
/// builder's pending block, or a list's last part being appended to), as an array's storage is,
/// which is what makes sharing it between threads sound.
class ItemBlock: @unchecked Sendable {
  /// The first item's address.
  let base: UnsafeMutableRawPointer
  /// The most items it holds.
  let capacity: Int
  /// The number of initialised items, from the first.
  var count = 0

  /// An empty block with room for `capacity` items of `stride` bytes aligned to `alignment`.
  init(capacity: Int, stride: Int, alignment: Int) {
    self.capacity = capacity
    base = UnsafeMutableRawPointer.allocate(
      byteCount: Swift.max(1, capacity * stride), alignment: alignment)
  }

  deinit { base.deallocate() }

  /// The items, typed (`Item` must be the type the block was made for).
  @inline(__always)
  final func items<Item>(_: Item.Type) -> UnsafeMutablePointer<Item> {
    base.assumingMemoryBound(to: Item.self)
  }
}
