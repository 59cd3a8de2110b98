/// A direction focus moves in from a cell: on the screen (``up``, ``down``, ``left``, ``right``,
/// by the cells' frames) or through the data (``next``, ``previous``, by index path).
public enum FocusDirection: String, Sendable, CaseIterable, Codable {
  /// Towards smaller y.
  case up
  /// Towards larger y.
  case down
  /// Towards smaller x (on the screen, whatever the layout direction).
  case left
  /// Towards larger x.
  case right
  /// The next item in index-path order (the first of the next non-empty section after a
  /// section's last).
  case next
  /// The previous item in index-path order.
  case previous

  /// The axis a geometric direction moves along and whether it moves towards larger values;
  /// `nil` for ``next`` and ``previous``.
  public var geometry: (axis: Axis, forward: Bool)? {
    switch self {
    case .up: (.vertical, false)
    case .down: (.vertical, true)
    case .left: (.horizontal, false)
    case .right: (.horizontal, true)
    case .next, .previous: nil
    }
  }
}
