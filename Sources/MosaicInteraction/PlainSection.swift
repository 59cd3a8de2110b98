import MosaicCore

/// What an edit reads of a section items leave — its chunk table, its explicit chunks' parts and
/// its sizes — as plain values, taken from the section once a batch.
///
/// In this module's unspecialised code, reading `model.sections[i]` copies the whole section and
/// asks the runtime for the section's, its list's and the model's type metadata: about 1,200
/// instructions, and a batch read a source section up to five times an edit (reading it once
/// took a batch of 1,000 on explicit items from 17.9 to 16.6 M instructions, callgrind). Read
/// through this, an item's label, run number, value or size costs a search of the chunk table
/// and no look-up.
struct PlainSection {
  /// The section's chunks, labels and runs.
  let table: ChunkTable
  /// Its explicit chunks' items, by payload number.
  let payloads: [ItemPart]
  /// Its sizes, one per item, when it has them.
  let itemSizes: SizeList?
  /// Its one size, when it has one.
  let itemSize: Size?

  /// The plain values of `section`.
  init<Item>(_ section: CollectionModel<Item>.Section) {
    table = section.items.table
    payloads = section.items.payloads
    itemSizes = section.itemSizes
    itemSize = section.itemSize
  }

  /// The explicit item at `position` (in range), or `nil` when a run holds it. `Item` must be the
  /// section's item type.
  /// - Complexity: O(log chunks).
  func item<Item>(at position: Int, as _: Item.Type) -> Item? {
    let (index, start) = table.ends.piece(holding: position)
    guard case .items(_, let payload) = table.chunks[index] else { return nil }
    return payloads[payload].items(Item.self)[position - start]
  }

  /// The size of the item at `index` (in range) of this section, by the model's one rule
  /// (``size(ofItem:itemSizes:itemSize:estimate:standard:)``).
  /// - Complexity: O(log size pieces).
  func size(ofItem index: Int, estimate: Size?, standard: Size) -> Size {
    Self.size(
      ofItem: index, itemSizes: itemSizes, itemSize: itemSize, estimate: estimate,
      standard: standard)
  }

  /// The size of item `index` (in range) of a section whose per-item sizes are `itemSizes` and
  /// one size `itemSize`: its own, else the section's, else the model's `estimate` (when
  /// estimates are on), else `standard` (the strategy's default) — the model's one rule.
  /// - Complexity: O(log size pieces).
  static func size(
    ofItem index: Int, itemSizes: SizeList?, itemSize: Size?, estimate: Size?, standard: Size
  ) -> Size {
    itemSizes?[index] ?? itemSize ?? estimate ?? standard
  }
}
