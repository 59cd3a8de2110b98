/// Two prepared layouts of the same items seen `progress` of the way from one to the other
/// (UIKit's `UICollectionViewTransitionLayout`): frames, alpha and transform interpolated per
/// element, matched by identity.
public struct LayoutInterpolation: Sendable {
  /// The layout at progress 0.
  public let from: any PreparedLayout
  /// The layout at progress 1.
  public let to: any PreparedLayout
  /// The viewport `from` is queried in.
  public let fromViewport: Viewport
  /// The viewport `to` is queried in.
  public let toViewport: Viewport

  /// An interpolation from `from` in `fromViewport` to `to` in `toViewport`.
  public init(
    from: any PreparedLayout, in fromViewport: Viewport, to: any PreparedLayout,
    in toViewport: Viewport
  ) {
    self.from = from
    self.to = to
    self.fromViewport = fromViewport
    self.toViewport = toViewport
  }

  /// Element `id` at `progress` (0...1): interpolated when both layouts have it; an element of
  /// only one layout keeps its frame and fades (out towards `to`, in from `from`). `nil` when
  /// neither has it.
  /// - Complexity: one `attributes(for:)` in each layout.
  public func attributes(for id: ElementID, progress: Double) -> LayoutAttributes? {
    let start = from.attributes(for: id, viewport: fromViewport)
    let end = to.attributes(for: id, viewport: toViewport)
    switch (start, end) {
    case (let start?, let end?): return start.interpolated(to: end, progress: progress)
    case (let start?, nil):
      return start.interpolated(to: LayoutTransition.fadedOut(start), progress: progress)
    case (nil, let end?):
      return LayoutTransition.fadedOut(end).interpolated(to: end, progress: progress)
    case (nil, nil): return nil
    }
  }

  /// Every element intersecting `fromRect` in `from` or `toRect` in `to`, at `progress`, each
  /// once, in `to`'s order then `from`'s.
  /// - Complexity: a rect query in each layout plus two look-ups per element.
  public func elements(shownIn fromRect: Rect, or toRect: Rect, progress: Double)
    -> [LayoutAttributes]
  {
    var found: [LayoutAttributes] = []
    to.elements(in: toRect, viewport: toViewport, into: &found)
    from.elements(in: fromRect, viewport: fromViewport, into: &found)
    var seen = Set<ElementID>()
    var result: [LayoutAttributes] = []
    for element in found where seen.insert(element.id).inserted {
      if let attributes = attributes(for: element.id, progress: progress) {
        result.append(attributes)
      }
    }
    return result
  }
}
