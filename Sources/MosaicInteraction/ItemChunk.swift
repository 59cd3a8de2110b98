/// A piece of an ``ItemList``, as its ``ChunkTable`` records it: explicit items (their labels,
/// and where the list keeps the items), or a run of numbered identities. Not generic, so that
/// counting, merging and labelling chunks never asks the runtime for an item type's metadata (a
/// third of a batch's instructions when the chunks were generic, callgrind).
enum ItemChunk: Sendable {
  /// Explicit items with their labels, one an item (``ItemLabels/none`` for an item that has
  /// none), held by the list as its payload number `payload` (its explicit chunks are numbered
  /// in order, so a run holds no payload and appending one touches no generic storage).
  case items(LabelRuns, payload: Int)
  /// The identities numbered `numbers`.
  case run(Range<Int>)

  /// The number of items.
  var count: Int {
    switch self {
    case .items(let labels, _): labels.count
    case .run(let numbers): numbers.count
    }
  }

  /// Whether this is a run.
  var isRun: Bool {
    if case .run = self { return true }
    return false
  }
}
