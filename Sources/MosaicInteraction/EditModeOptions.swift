import MosaicCore

/// How cells jiggle in edit mode (XWDragCellCollectionView's shake): each cell is rotated by
/// ±``jiggleAngle``, the sign flipping every ``jigglePeriod`` display frames and alternating from
/// one item to the next. There is no timer: the transform is computed at query time from the
/// session's frame count, which ``ReorderSession/tick(count:)`` advances.
public struct EditModeOptions: Hashable, Sendable {
  /// The rotation, in radians, either way. Default π/90 (2°). A value that is not finite jiggles
  /// nothing.
  public var jiggleAngle: Double = .pi / 90
  /// Display frames between two flips of the rotation. Default 6 (a tenth of a second at 60 Hz);
  /// values below 1 count as 1.
  public var jigglePeriod: Int = 6

  /// The defaults.
  public init() {}

  /// Options with the given angle and period.
  public init(jiggleAngle: Double, jigglePeriod: Int) {
    self.jiggleAngle = jiggleAngle
    self.jigglePeriod = jigglePeriod
  }

  /// The transform of item `item` at display frame `frame`: `+jiggleAngle` when
  /// `frame / jigglePeriod + item` is even, else `-jiggleAngle`.
  /// - Complexity: O(1).
  public func transform(item: Int, frame: UInt64) -> Transform {
    let period = UInt64(max(1, jigglePeriod))
    let phase = (frame / period) % 2
    let even = (phase + UInt64(item.magnitude % 2)) % 2 == 0
    return .rotation(even ? jiggleAngle : -jiggleAngle)
  }
}
