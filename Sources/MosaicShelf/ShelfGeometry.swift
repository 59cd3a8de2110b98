import MosaicCore

/// Where a ``Shelf``'s decorations go, in axis-relative terms: "across" on the line axis (x when
/// scrolling vertically), "along" on the scroll axis.
struct ShelfGeometry: Equatable {
  /// The axis items flow along inside a line.
  let lineAxis: Axis
  /// The line dimension `D` (the viewport's width less its horizontal content insets when
  /// scrolling vertically, never negative): every decoration spans `0..<D` along `lineAxis`.
  let dimension: Double
  /// Screen scale for rounding origins to the nearest pixel, as flow does; `nil` leaves them as
  /// computed.
  let scale: Double?
  /// A shelf's thickness along the scroll axis.
  let height: Double
  /// A shelf's distance from its line's far edge along the scroll axis.
  let offset: Double

  init(base: any PreparedLayout, options: ShelfOptions) {
    let direction = base.scrollDirection
    lineAxis = direction.lineAxis
    dimension = max(0, base.preparedViewport.layoutDimension(for: direction))
    scale = base.preparedViewport.scale
    height = options.height
    offset = options.offset
  }

  /// The background of `section`: the section frame less its header and footer along the
  /// scroll axis (``backgroundEdges(ofSection:in:)``), widened to cover `cells` (the union of the
  /// section's cell frames, `nil` for none) when pixel rounding moved a cell past those edges, and
  /// the whole line dimension across; `nil` when the base has no such section.
  /// - Complexity: O(1): two attribute lookups on the base.
  func background(ofSection section: Int, in base: any PreparedLayout, covering cells: Rect?)
    -> Rect?
  {
    backgroundEdges(ofSection: section, in: base).map { background(between: $0, covering: cells) }
  }

  /// The background between `edges` (``backgroundEdges(ofSection:in:)``), rounded, widened to
  /// cover `cells`, across the whole line dimension.
  /// - Complexity: O(1).
  func background(between edges: (start: Double, end: Double), covering cells: Rect?) -> Rect {
    let (start, end) = edges
    let scrollAxis = lineAxis.other
    var low = start.roundedToPixel(scale: scale)
    var high = max(low, end.roundedToPixel(scale: scale))
    if let cells {
      let cellsLow = cells.minimum(along: scrollAxis)
      low = min(low, cellsLow)
      high = max(high, cellsLow + cells.extent(along: scrollAxis))
    }
    return Rect(
      axis: lineAxis.other, along: low, across: 0, alongExtent: high - low, acrossExtent: dimension)
  }

  /// Where `section`'s background starts and ends along the scroll axis before rounding: its
  /// section frame less its header and footer; `nil` when the base has no such section.
  /// Headers and footers are read where they were laid out: at ``wholeContent(of:)``, where a
  /// modifier that moves them with the scroll position (`sticky`) leaves them in place, so a
  /// shelf over sticky draws what a shelf under it draws.
  /// - Complexity: O(1): two attribute lookups on the base.
  func backgroundEdges(ofSection section: Int, in base: any PreparedLayout) -> (
    start: Double, end: Double
  )? {
    guard let frame = base.sectionFrame(section) else { return nil }
    let scrollAxis = lineAxis.other
    let viewport = Self.wholeContent(of: base)
    let sectionStart = frame.minimum(along: scrollAxis)
    let sectionEnd = sectionStart + frame.extent(along: scrollAxis)
    var start = sectionStart
    var end = sectionEnd
    if let header = base.attributes(for: .header(section: section), viewport: viewport)?.frame {
      start = min(
        max(start, header.minimum(along: scrollAxis) + header.extent(along: scrollAxis)), end)
    }
    if let footer = base.attributes(for: .footer(section: section), viewport: viewport)?.frame {
      end = max(min(end, footer.minimum(along: scrollAxis)), start)
    }
    return (start, end)
  }

  /// The shelf of a line whose frame is `line`: `height` thick, starting `offset` past the
  /// line's far edge along the scroll axis, across the whole line dimension.
  /// - Complexity: O(1).
  func shelf(under line: Rect) -> Rect {
    let scrollAxis = lineAxis.other
    let edge = line.minimum(along: scrollAxis) + line.extent(along: scrollAxis)
    return Rect(
      axis: lineAxis.other, along: (edge + offset).roundedToPixel(scale: scale), across: 0,
      alongExtent: height, acrossExtent: dimension)
  }

  /// `base`'s prepared viewport scrolled to the content's start and as long as the content along
  /// the scroll axis: the whole content is visible, so nothing is pinned or otherwise moved by the
  /// scroll position.
  static func wholeContent(of base: any PreparedLayout) -> Viewport {
    var viewport = base.preparedViewport
    let insets = viewport.contentInset
    let length = max(0, base.contentSize.value(along: base.scrollDirection.scrollAxis))
    if base.scrollDirection == .vertical {
      viewport.contentOffset.y = -insets.top
      viewport.size.height = length + insets.top + insets.bottom
    } else {
      viewport.contentOffset.x = -insets.left
      viewport.size.width = length + insets.left + insets.right
    }
    return viewport
  }
}
