import MosaicCore

extension CollectionModel {
  /// Applies `snapshot` to this model, whose sections `currentSections` names (one identifier per
  /// section): the batch ``DiffableSnapshot/batchUpdate(from:)`` finds against the model's own
  /// snapshot, validated and applied like any other, with its ``/MosaicCore/LayoutChange``. The new
  /// model's sections and items are the snapshot's, in its order; moved items keep their sizes.
  /// - Throws: ``/MosaicCore/LayoutError`` at `snapshot.sectionIdentifiers` when `currentSections`
  ///   does not name every section once.
  /// - Complexity: O(sections + items) for the snapshots, plus the diff and the batch.
  public func applying<SectionID: Hashable & Sendable>(
    _ snapshot: DiffableSnapshot<SectionID, Item>, currentSections: [SectionID]
  ) throws(LayoutError) -> CollectionEdit<Item> {
    let current = try DiffableSnapshot(model: self, sectionIdentifiers: currentSections)
    return try applying(snapshot.batchUpdate(from: current))
  }
}
