/// How a ``CollectionModel`` finds an explicit item's position from its identity in O(log n),
/// whatever edits shifted it: every explicit item carries a label, an `Int64` that increases
/// along its section and stays with the item while it stays (edits elsewhere shift positions,
/// not labels). The identity index maps an item's hash value to its section's key and its label;
/// the section's ``LabelDirectory`` and a binary search of the chunk find the position.
///
/// A model labels a section's items `0, s, 2s, …` (`s` is ``spacing`` for any realistic
/// count) when it is built or given whole; an item that arrives takes a label between its
/// neighbours', and when two neighbours have no room between them the labels of a window
/// around them are spread again, the window doubling until it is sparse enough (an
/// order-maintenance scheme: amortised O(log n) relabels an arrival). 32 arrivals at one spot fit
/// between two labels of a fresh section before any relabel.
enum ItemLabels {
  /// The label of an explicit item that has none yet (an arrival being placed, or a list built
  /// outside a model).
  static let none = Int64.min
  /// The gap between neighbouring labels of a freshly labelled section.
  static let spacing: Int64 = 1 << 32
  /// Labels stay within `-limit...limit`, so that the difference of two never overflows.
  static let limit: Int64 = 1 << 61
  /// The least gap a relabelled window leaves between neighbours: room for 10 more arrivals
  /// at one spot.
  static let roomyStep: Int64 = 1 << 10

  /// The gap for a section of `count` explicit items labelled afresh: ``spacing``, or less when
  /// that many gaps would pass ``limit``.
  static func spacing(forCount count: Int) -> Int64 {
    Swift.min(spacing, limit / Int64(Swift.max(1, count)))
  }
}
