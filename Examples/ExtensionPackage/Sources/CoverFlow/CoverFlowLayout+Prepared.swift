import MosaicCore
import MosaicHitTest

extension CoverFlowLayout {
  /// A prepared cover flow: frames from the bucket-indexed store, appearance from the viewport
  /// each query passes.
  public struct Prepared: PreparedLayout {
    /// The frames, indexed.
    public let frames: IndexedLayout
    /// The options the strip was prepared with.
    public let options: CoverFlowOptions

    /// The size of the whole strip.
    public var contentSize: Size { frames.contentSize }
    /// The scroll direction.
    public var scrollDirection: ScrollDirection { frames.scrollDirection }
    /// The viewport the strip was prepared for.
    public var preparedViewport: Viewport { frames.preparedViewport }
    /// The number of sections.
    public var sectionCount: Int { frames.sectionCount }

    /// A section's span of the strip.
    public func sectionFrame(_ section: Int) -> Rect? { frames.sectionFrame(section) }

    /// The scale, alpha and zIndex of a cell at `viewport`.
    /// - Complexity: O(1).
    public func appearance(of frame: Rect, at viewport: Viewport) -> (
      scale: Double, alpha: Double, zIndex: Int
    ) {
      let axis = scrollDirection.scrollAxis
      let visible = viewport.visibleRect
      let centre = visible.minimum(along: axis) + visible.extent(along: axis) / 2
      let distance = abs(frame.minimum(along: axis) + frame.extent(along: axis) / 2 - centre)
      let t = min(1, distance / options.falloff)
      return (
        scale: 1 - t * (1 - options.minimumScale), alpha: 1 - t * (1 - options.minimumAlpha),
        zIndex: -Int(min(distance, 1e15).rounded())
      )
    }

    func adjust(_ attributes: inout LayoutAttributes, at viewport: Viewport) {
      guard attributes.id.category == .cell else { return }
      let look = appearance(of: attributes.frame, at: viewport)
      attributes.transform = .scale(look.scale, look.scale)
      attributes.alpha = look.alpha
      attributes.zIndex = look.zIndex
    }

    /// A cell's attributes at `viewport`.
    /// - Complexity: O(1).
    public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
      guard var attributes = frames.attributes(for: element, viewport: viewport) else { return nil }
      adjust(&attributes, at: viewport)
      return attributes
    }

    /// The cells whose frames strictly intersect `rect`, in element order, at `viewport`.
    /// - Complexity: the bucket index's query plus O(results); allocation-free with capacity.
    public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes])
    {
      let start = results.count
      frames.elements(in: rect, viewport: viewport, into: &results)
      for index in start..<results.count { adjust(&results[index], at: viewport) }
    }

    /// Every cell at `viewport`.
    /// - Complexity: O(items).
    public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
      let start = results.count
      frames.allElements(viewport: viewport, into: &results)
      for index in start..<results.count { adjust(&results[index], at: viewport) }
    }

    /// The cell whose frame holds `point`. Frames never overlap (spacing is not negative), so the
    /// answer does not depend on the zIndexes the viewport gives.
    /// - Complexity: O(1) expected.
    public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
      frames.indexPathForItem(at: point, viewport: viewport)
    }

    /// True when the viewport's size, content insets or scale changed: the room before and after
    /// the strip depends on the extent along the axis too. Scrolling never needs a new prepare.
    public func needsPrepare(for viewport: Viewport) -> Bool {
      let old = preparedViewport
      return old.size != viewport.size || old.contentInset != viewport.contentInset
        || old.scale != viewport.scale
    }

    /// Where a scroll that would stop at `proposed` should rest so that the item nearest the
    /// centre is centred: UIKit's `targetContentOffset(forProposedContentOffset:)` for a cover flow.
    /// Only the scroll-axis coordinate changes; it stays within the content.
    /// - Complexity: O(log items) expected: a rect query around the centre.
    public func restingOffset(forProposed proposed: Point, viewport: Viewport) -> Point {
      let axis = scrollDirection.scrollAxis
      let insets = viewport.contentInset
      let lower = -(axis == .horizontal ? insets.left : insets.top)
      let upper = max(
        lower,
        contentSize.value(along: axis) - viewport.size.value(along: axis)
          + (axis == .horizontal ? insets.right : insets.bottom))
      func clamped(_ value: Double) -> Double { min(max(value, lower), upper) }
      func along(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }
      func moved(to value: Double) -> Point {
        axis == .horizontal ? Point(x: value, y: proposed.y) : Point(x: proposed.x, y: value)
      }
      let start = moved(to: clamped(along(proposed)))
      let visible = viewport.scrolled(to: start).visibleRect
      let centre = visible.minimum(along: axis) + visible.extent(along: axis) / 2
      func distance(_ cell: LayoutAttributes) -> Double {
        abs(cell.frame.minimum(along: axis) + cell.frame.extent(along: axis) / 2 - centre)
      }
      // The nearest cell is usually among those meeting the visible rect widened by one falloff;
      // past a gap wider than that, look along the whole strip.
      let reach = max(options.falloff, visible.extent(along: axis))
      var cells: [LayoutAttributes] = []
      for probe in [(centre - reach, 2 * reach), (-1e300, 2e300)] where cells.isEmpty {
        frames.elements(
          in: Rect(
            axis: axis, along: probe.0, across: -1e300, alongExtent: probe.1, acrossExtent: 2e300),
          viewport: viewport, into: &cells)
      }
      guard let nearest = cells.min(by: { distance($0) < distance($1) }) else { return start }
      let shift =
        nearest.frame.minimum(along: axis) + nearest.frame.extent(along: axis) / 2 - centre
      return moved(to: clamped(along(start) + shift))
    }
  }
}
