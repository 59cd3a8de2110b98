import MosaicCore

extension ReorderSession {
  /// Commits `edit`, made from the current model (``CollectionModel/tapMove(_:toSection:at:)``,
  /// ``CollectionModel/tapDelete(_:)``, a snapshot's apply): the layout is updated by the edit's
  /// change, not prepared again, any drag ends uncommitted, and the content offset follows
  /// `policy` (by default the first visible cell stays where it was on screen). Returns the
  /// transition to animate.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``replaceModel(_:change:)`` does; nothing changes
  ///   then.
  @discardableResult
  public mutating func apply(
    _ edit: CollectionEdit<Item>, anchoring policy: AnchoringPolicy = .firstVisibleCell
  ) throws(LayoutError) -> LayoutTransition {
    try replaceModel(edit.model, change: edit.change, mapping: edit.mapping, anchoring: policy)
  }
}
