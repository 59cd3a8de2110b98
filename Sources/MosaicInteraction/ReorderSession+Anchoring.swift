import MosaicCore

extension ReorderSession {
  /// ``replaceModel(_:change:)``, then the content offset set by `policy` (the anchor of the
  /// update holds still on screen, or the offset only clamps) and the transition from the layout
  /// shown before to the new one, which `mapping` relates (what
  /// ``CollectionModel/applying(_:expectedItemCounts:)`` returns; the model's
  /// ``CollectionModel/identityMapping`` for measured sizes).
  ///
  /// The anchor is taken in the committed layout: a drag under way ends uncommitted, as
  /// ``replaceModel(_:change:)`` ends it.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``replaceModel(_:change:)`` does; nothing changes
  ///   then.
  /// - Complexity: the update's, plus a rect query of the visible rect and O(log changes) per
  ///   visible cell for the anchor.
  @discardableResult
  public mutating func replaceModel(
    _ newModel: CollectionModel<Item>, change: LayoutChange, mapping: ItemMapping,
    anchoring policy: AnchoringPolicy
  ) throws(LayoutError) -> LayoutTransition {
    let oldLive = committedLive
    let oldLayout = committedLayout
    let oldViewport = viewport
    try replaceModel(newModel, change: change)
    let offset = Scrolling.contentOffset(
      from: oldLayout, to: committedLayout, viewport: oldViewport, mapping: mapping,
      policy: policy)
    scroll(toContentOffset: offset)
    return LayoutTransition(
      from: oldLive, in: oldViewport, to: committedLive, in: viewport, mapping: mapping)
  }

  /// The content offset that shows `item` at `position` in the committed layout, clamped (see
  /// ``/MosaicCore/Scrolling/contentOffset(showing:at:in:viewport:)``), scrolled to.
  /// - Throws: ``/MosaicCore/LayoutError`` at `position` for a position on the axis the layout does
  ///   not scroll along, at `item` when there is no such cell; nothing changes then.
  public mutating func scroll(toItem item: IndexPath, at position: ScrollPosition)
    throws(LayoutError)
  {
    let offset = try Scrolling.contentOffset(
      showing: item, at: position, in: committedLayout, viewport: viewport)
    scroll(toContentOffset: offset)
  }
}
