/// How edge auto-scroll's speed grows with depth into the edge zone, as a fraction of the
/// maximum speed (``AutoScrollOptions/speed(depth:)``).
public enum AutoScrollCurve: String, Hashable, Sendable, CaseIterable, Codable {
  /// In proportion to depth: half the maximum halfway in. The default.
  case linear
  /// In proportion to depth squared: a quarter of the maximum halfway in, so the first part of
  /// the zone scrolls slowly enough to aim and the edge itself is as fast as linear's.
  case quadratic

  /// The fraction of the maximum speed at `fraction` (0–1) of the zone's depth.
  public func speedFraction(atDepthFraction fraction: Double) -> Double {
    switch self {
    case .linear: fraction
    case .quadratic: fraction * fraction
    }
  }
}
