import MosaicCore

extension PreparedLayout {
  /// Where a scroll released at `viewport.contentOffset` with `velocity` comes to rest, given the
  /// offset its deceleration proposes: UIKit's `targetContentOffset(forProposedContentOffset:
  /// withScrollingVelocity:)`, snapped by `snapping` along the scroll axis. Across it the
  /// proposed offset is kept. The result is clamped to the content, content insets included.
  ///
  /// - ``ScrollSnapping/paging``: the page after the current one when the velocity is positive,
  ///   the one before when negative, else the page nearest the proposal.
  /// - ``ScrollSnapping/items`` and ``ScrollSnapping/lines``: the nearest edge at or past the
  ///   proposal in the direction of the velocity (the nearest either way at zero velocity), found
  ///   among the cells within one viewport of the proposal; the proposal itself when there is
  ///   none there. In a right-to-left viewport a horizontal layout's leading edge is a cell's
  ///   right edge, brought to the visible rect's right edge.
  ///
  /// It reads the layout through a rect query only, so it works for any layout and modifier.
  /// A velocity or proposal that is not finite counts as zero or as the current offset.
  /// - Complexity: one rect query of twice the viewport's extent, plus O(k log k) for its k
  ///   cells; O(1) for paging.
  public func targetContentOffset(
    forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point,
    viewport: Viewport, snapping: ScrollSnapping
  ) -> Point {
    let axis = scrollDirection.scrollAxis
    let current = viewport.contentOffset.value(along: axis)
    var wanted = proposed.value(along: axis)
    if !wanted.isFinite { wanted = current }
    var speed = velocity.value(along: axis)
    if !speed.isFinite { speed = 0 }
    let extent = viewport.size.value(along: axis)
    let low = -viewport.contentInset.leading(along: axis)
    let high = max(
      low,
      contentSize.value(along: axis) + viewport.contentInset.trailing(along: axis) - extent)
    var target = wanted
    switch snapping {
    case .none: break
    case .paging:
      if extent > 0 {
        let page = current / extent
        let chosen =
          speed > 0
          ? page.rounded(.down) + 1
          : speed < 0 ? page.rounded(.up) - 1 : (wanted / extent).rounded()
        target = chosen * extent
      }
    case .items, .lines:
      // Right to left, a horizontal layout's leading edge is a cell's right one, brought to the
      // visible rect's right edge.
      let lines = snapping == .lines
      let edges =
        axis == .horizontal && viewport.layoutDirection == .rightToLeft
        ? snapEdges(
          near: wanted + extent, extent: extent, axis: axis, lines: lines, viewport: viewport,
          trailing: true
        ).map { $0 + viewport.contentInset.right - extent }
        : snapEdges(
          near: wanted, extent: extent, axis: axis, lines: lines, viewport: viewport,
          trailing: false
        ).map { $0 - viewport.contentInset.leading(along: axis) }
      target = Self.choose(from: edges, proposed: wanted, speed: speed) ?? wanted
    }
    target = min(max(target, low), high)
    return axis == .vertical
      ? Point(x: proposed.x.isFinite ? proposed.x : viewport.contentOffset.x, y: target)
      : Point(x: target, y: proposed.y.isFinite ? proposed.y : viewport.contentOffset.y)
  }

  /// The leading edges along `axis` of the cells (or of the runs of cells that overlap along it,
  /// for `lines`) that start within `extent` of `position`, sorted; with `trailing`, their far
  /// edges that end within `extent` of it. A run that starts inside the window is whole: a cell
  /// overlapping it along the axis ends inside the window, so the query finds it.
  func snapEdges(
    near position: Double, extent: Double, axis: Axis, lines: Bool, viewport: Viewport,
    trailing: Bool
  ) -> [Double] {
    // Across the axis: everything a valid layout can place, cells overflowing their content
    // included.
    let across = 4 * LayoutInput.maximumLength
    let window = Rect(
      axis: axis, along: position - extent, across: -across / 2, alongExtent: 2 * extent,
      acrossExtent: across)
    var found: [LayoutAttributes] = []
    elements(in: window, viewport: viewport, into: &found)
    // Trailing edges are the leading ones of the reversed axis: negate, find, negate back.
    let start = trailing ? -(position + extent) : position - extent
    var spans: [(low: Double, high: Double)] = []
    for attributes in found where attributes.id.category == .cell && !attributes.frame.isEmpty {
      let low = attributes.frame.minimum(along: axis)
      let high = low + attributes.frame.extent(along: axis)
      spans.append(trailing ? (-high, -low) : (low, high))
    }
    spans.sort { $0.low < $1.low }
    var edges: [Double] = []
    var runEnd = -Double.infinity
    for span in spans {
      if !lines || span.low >= runEnd {
        if span.low >= start { edges.append(span.low) }
        runEnd = span.high
      } else {
        runEnd = max(runEnd, span.high)
      }
    }
    return trailing ? edges.map { -$0 }.sorted() : edges
  }

  /// The edge a scroll moving at `speed` settles on: the first at or past `proposed` in its
  /// direction, else the nearest.
  static func choose(from edges: [Double], proposed: Double, speed: Double) -> Double? {
    let ahead: Double? =
      speed > 0
      ? edges.first { $0 >= proposed } : speed < 0 ? edges.last { $0 <= proposed } : nil
    return ahead ?? edges.min { abs($0 - proposed) < abs($1 - proposed) }
  }
}
