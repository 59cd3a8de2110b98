/// A piece of an ``ItemList``, as its ``ChunkTable`` records it: explicit items (how many, and
/// the payload number under which the list keeps their items and the table their labels), or a
/// run of numbered identities. Not generic, so that counting, merging and labelling chunks never
/// asks the runtime for an item type's metadata (a third of a batch's instructions when the
/// chunks were generic, callgrind); and plain values, so a section's chunks copy as one block
/// (when a chunk held its labels, copying it went through the runtime: half of a one-item delete
/// on a model 50 batches had aged, whose sections hold about a thousand chunks, callgrind).
enum ItemChunk: Sendable {
  /// `count` explicit items, held by the list as its payload number `payload`, their labels by
  /// the table as its label runs number `payload` (its explicit chunks are numbered in order, so
  /// a run holds no payload and appending one touches no generic storage).
  case items(count: Int, payload: Int)
  /// The identities numbered `numbers`.
  case run(Range<Int>)

  /// The number of items.
  var count: Int {
    switch self {
    case .items(let count, _): count
    case .run(let numbers): numbers.count
    }
  }

  /// Whether this is a run.
  var isRun: Bool {
    if case .run = self { return true }
    return false
  }
}
