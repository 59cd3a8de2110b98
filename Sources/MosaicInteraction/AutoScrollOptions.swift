/// How a drag near an edge scrolls the content (LXReorderableCollectionViewFlowLayout's
/// `scrollingTriggerEdgeInsets` and `scrollingSpeed`, with a speed that grows with depth), in
/// absolute units: a zone some points deep and a speed in points a second, the same on a short
/// list and a long page.
public struct AutoScrollOptions: Hashable, Sendable {
  /// How deep the edge zones are, in points, at both ends of the visible rect along the scroll
  /// axis. Default 50 (LX's trigger inset).
  public var edgeInset: Double = 50
  /// The speed at the very edge, in points a second (``speed(depth:)``). Default 600 (LX
  /// scrolls at a constant 300).
  public var maximumSpeed: Double = 600
  /// How the speed grows from the zone's inner edge to the outer one. Default
  /// ``AutoScrollCurve/linear``.
  public var curve = AutoScrollCurve.linear
  /// Display frames a second: one ``ReorderSession/tick(count:)`` is one frame. Default 60.
  public var framesPerSecond: Double = 60

  /// The defaults.
  public init() {}

  /// Options with these values; each left out keeps its default.
  public init(
    edgeInset: Double = 50, maximumSpeed: Double = 600, curve: AutoScrollCurve = .linear,
    framesPerSecond: Double = 60
  ) {
    self.edgeInset = edgeInset
    self.maximumSpeed = maximumSpeed
    self.curve = curve
    self.framesPerSecond = framesPerSecond
  }

  /// The speed in points a second at `depth` points into a zone: `maximumSpeed` times the
  /// curve's fraction of `depth / edgeInset` (capped at 1); 0 outside the zone (depth ≤ 0) or
  /// when a value is not positive and finite.
  public func speed(depth: Double) -> Double {
    guard depth > 0, edgeInset > 0, edgeInset.isFinite, maximumSpeed > 0, maximumSpeed.isFinite
    else { return 0 }
    return maximumSpeed * curve.speedFraction(atDepthFraction: min(1, depth / edgeInset))
  }

  /// The whole points one frame scrolls at `depth` into a zone (0 outside it): the speed over
  /// the frame rate, rounded so the cell never slips under the finger
  /// (docs/reference-facts.md, "Auto-scroll steps are whole points"), at least 1 anywhere inside
  /// the zone.
  public func step(depth: Double) -> Double {
    let speed = speed(depth: depth)
    guard speed > 0, framesPerSecond > 0, framesPerSecond.isFinite else { return 0 }
    return max(1, (speed / framesPerSecond).rounded())
  }
}
