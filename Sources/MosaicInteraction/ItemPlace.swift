/// Where a model's identity index finds an explicit item: its section's key (stable while the
/// section exists, whatever sections are inserted, deleted or moved around it) and its label in
/// that section (``ItemLabels``).
struct ItemPlace: Hashable, Sendable {
  /// The key of the item's section (``CollectionModel``'s section keys).
  var section: Int
  /// The item's label in its section.
  var label: Int64
}
