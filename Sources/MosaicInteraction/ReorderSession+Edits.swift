import MosaicCore

extension ReorderSession {
  /// Commits `edit`, made from the current model (``CollectionModel/tapMove(_:toSection:at:)``,
  /// ``CollectionModel/tapDelete(_:)``, a snapshot's apply): the layout is updated by the edit's
  /// change, not prepared again, and any drag ends uncommitted.
  /// - Throws: ``LayoutError`` as ``replaceModel(_:change:)`` does; nothing changes then.
  public mutating func apply(_ edit: CollectionEdit<Item>) throws(LayoutError) {
    try replaceModel(edit.model, change: edit.change)
  }
}
