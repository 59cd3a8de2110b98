/// A piece of an ``ItemList``, as its ``ChunkTable`` records it: explicit items (where the table
/// keeps their labels, how many, and where the list keeps the items), or a run of numbered
/// identities. Plain integers, not generic and holding no reference, so counting, merging and
/// labelling chunks never asks the runtime for an item type's metadata, and copying a list's
/// chunks for an edit is a copy of memory (a third of a batch's instructions when the chunks
/// were generic; an aged section's chunks copied one by one, each with its own label array,
/// cost 250 instructions a chunk, callgrind).
enum ItemChunk: Sendable {
  /// `count` explicit items whose label runs are `labels` of the table's runs (``ItemLabels``;
  /// ``ItemLabels/none`` for an item that has none), held by the list as its payload number
  /// `payload` (explicit chunks are numbered in order, so a run holds no payload).
  case items(labels: Range<Int>, count: Int, payload: Int)
  /// The identities numbered `numbers`.
  case run(Range<Int>)

  /// The number of items.
  var count: Int {
    switch self {
    case .items(_, let count, _): count
    case .run(let numbers): numbers.count
    }
  }

  /// Whether this is a run.
  var isRun: Bool {
    if case .run = self { return true }
    return false
  }
}
