import MosaicCore

extension ReorderSession {
  /// What the screen shows now: the committed layout, or the live one during a drag; in edit mode
  /// every cell but the lifted one carries the jiggle's rotation (``EditModeOptions``) for the
  /// current display frame. Frames, hit-tests and rect queries are the same either way.
  public internal(set) var layout: any PreparedLayout {
    get {
      guard isEditing else { return shownLayout }
      return JiggleLayout(
        base: shownLayout, options: editMode, frame: editFrame, still: target.map { .cell($0) }
      )
    }
    set { shownLayout = newValue }
  }

  /// The display frame the jiggle is at: frames ticked since edit mode was entered.
  public var editModeFrame: UInt64 { editFrame }

  /// Enters or leaves edit mode (UIKit's `setEditing(_:animated:)`). Entering starts the jiggle
  /// at frame 0; leaving restores every cell's identity transform. A drag under way goes on.
  public mutating func setEditing(_ editing: Bool) {
    guard editing != isEditing else { return }
    isEditing = editing
    editFrame = 0
  }

  /// A finger touches `point` (viewport coordinates). In edit mode a drag begins at once on the
  /// cell under it (XWDragCellCollectionView's edit mode: no long press); outside it, nothing
  /// begins and false is returned, since a drag then waits for a long press, whose recognition
  /// is ``begin(atViewportPoint:)``.
  public mutating func touchDown(atViewportPoint point: Point) -> Bool {
    guard isEditing else { return false }
    return begin(atViewportPoint: point)
  }
}
