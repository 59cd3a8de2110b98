/// The cell that holds the content still across an update: it survives the update and, before it,
/// had the smallest origin along the scroll axis among the cells intersecting the visible rect.
public struct ScrollAnchor: Hashable, Sendable {
  /// The anchor's index path before the update.
  public var oldIndexPath: IndexPath
  /// The anchor's index path after the update.
  public var newIndexPath: IndexPath
  /// The anchor's origin along the scroll axis before the update.
  public var oldOrigin: Double

  /// An anchor from its parts.
  public init(oldIndexPath: IndexPath, newIndexPath: IndexPath, oldOrigin: Double) {
    self.oldIndexPath = oldIndexPath
    self.newIndexPath = newIndexPath
    self.oldOrigin = oldOrigin
  }
}
