/// How a drag near an edge scrolls the content (LXReorderableCollectionViewFlowLayout's
/// `scrollingTriggerEdgeInsets` and `scrollingSpeed`, with a speed that grows with depth).
public struct AutoScrollOptions: Hashable, Sendable {
  /// How deep the edge zones are, in points, at both ends of the visible rect along the scroll
  /// axis. Default 50 (LX's trigger inset).
  public var edgeInset: Double = 50
  /// The speed at the very edge, in points a second; at depth `d` into the zone the speed is
  /// `maximumSpeed · d / edgeInset`. Default 600 (LX scrolls at a constant 300).
  public var maximumSpeed: Double = 600
  /// Display frames a second: one ``ReorderSession/tick(count:)`` is one frame. Default 60.
  public var framesPerSecond: Double = 60

  /// The defaults.
  public init() {}

  /// The whole points one frame scrolls at `depth` into a zone (0 outside it): rounded so the
  /// cell never slips under the finger (docs/reference-facts.md, "Auto-scroll steps are whole
  /// points"), at least 1 anywhere inside the zone.
  public func step(depth: Double) -> Double {
    guard depth > 0, edgeInset > 0, framesPerSecond > 0 else { return 0 }
    let fraction = min(1, depth / edgeInset)
    return max(1, (maximumSpeed * fraction / framesPerSecond).rounded())
  }
}
