import MosaicCore

/// What a picture shows of a drag in progress.
public struct DragOverlay: Sendable {
  /// The moving item (drawn on top, highlighted).
  public var moving: ElementID
  /// The slot the item would drop into (outlined).
  public var targetSlot: Rect
  /// The edge zones that auto-scroll, in content coordinates (shaded).
  public var autoScrollZones: [Rect]
  /// How many items the drag lifted: above 1, a badge on the moving item says so.
  public var itemCount: Int

  /// Creates an overlay.
  public init(
    moving: ElementID, targetSlot: Rect, autoScrollZones: [Rect], itemCount: Int = 1
  ) {
    self.moving = moving
    self.targetSlot = targetSlot
    self.autoScrollZones = autoScrollZones
    self.itemCount = itemCount
  }
}
