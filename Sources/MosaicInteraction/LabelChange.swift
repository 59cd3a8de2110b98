/// A label an explicit item was given or moved to (``ItemLabels``), as the identity index needs
/// it: the item's hash value, not the item, so a batch's list of changes is a plain array that
/// generic code does not look up type metadata for.
struct LabelChange: Sendable, Equatable {
  /// The item's position in its list (as a list's ``ChunkTable`` reports it).
  var position: Int
  /// The item's hash value (0 until the list, which holds the items, fills it in).
  var hash: Int = 0
  /// Its label before (``ItemLabels/none`` for an item that had none).
  var old: Int64
  /// Its label now.
  var new: Int64
  /// Where an item that moved in from elsewhere was (its label there was `old` is
  /// ``ItemLabels/none``): the index moves its entry rather than forgetting and adding it.
  var origin: ItemPlace? = nil
}
