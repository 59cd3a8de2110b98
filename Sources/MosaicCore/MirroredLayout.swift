/// A layout mirrored across its content's width: what a right-to-left viewport shows of a layout
/// computed left to right (UIKit's `flipsHorizontallyInOppositeLayoutDirection`). One mechanism
/// for every strategy and modifier: ``LiveLayout`` wraps the top of its stack in it, so lines
/// fill from the right, a waterfall's columns mirror and a horizontal layout runs from the right.
///
/// Every x is mirrored around the content's width `W`: a frame at `x` of width `w` is reported at
/// `W − x − w`; queries mirror their rect, point and viewport (its scroll position and the left
/// and right sides of its content inset, safe area and layout margins) into the base's coordinates, and the base's answers back. Rect queries and
/// hit-tests filter the mirrored frames themselves, so they agree with the frames reported
/// exactly, rounding included.
public struct MirroredLayout: ForwardingLayout {
  /// The layout as computed, left to right.
  public let base: any PreparedLayout

  /// `base`, mirrored.
  public init(base: any PreparedLayout) {
    self.base = base
  }

  /// `layout`, mirrored when `viewport` reads right to left and `flips`; else `layout` itself.
  public static func wrapping(
    _ layout: any PreparedLayout, for viewport: Viewport, flips: Bool
  ) -> any PreparedLayout {
    viewport.layoutDirection == .rightToLeft && flips ? MirroredLayout(base: layout) : layout
  }

  /// The width mirrored around.
  var width: Double { base.contentSize.width }

  /// The viewport prepared for, as the caller gave it: the base's, insets swapped back.
  public var preparedViewport: Viewport { Self.swappingInsets(base.preparedViewport) }
  /// The base's section frame, mirrored.
  public func sectionFrame(_ section: Int) -> Rect? { base.sectionFrame(section).map(mirrored) }

  /// Searched over the mirrored section frames: mirroring across a horizontal scroll axis moves
  /// the sections along it.
  /// - Complexity: O(log sections) calls of ``sectionFrame(_:)``.
  public func firstSection(endingAfter value: Double) -> Int {
    sectionsSearched(endingAfter: value)
  }

  /// The bounds of the mirrored cells, from their own frames (mirroring the base's bounds
  /// could round an edge differently).
  /// - Complexity: O(items of the section).
  public func cellBounds(inSection section: Int) -> Rect? {
    boundsOfCellFrames(inSection: section)
  }

  /// The base's order along a vertical scroll axis, which mirroring across x keeps; false when
  /// scrolling horizontally, where mirroring reverses the sections' order.
  public var stacksSectionsAlongScrollAxis: Bool {
    scrollDirection == .vertical && base.stacksSectionsAlongScrollAxis
  }

  /// The base's line frames, mirrored.
  /// - Complexity: the base's.
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    let first = frames.count
    base.appendLineFrames(inSection: section, into: &frames)
    for index in first..<frames.count { frames[index] = mirrored(frames[index]) }
  }

  /// Whether the base keeps its lines.
  public var keepsLines: Bool { base.keepsLines }

  /// The base's line frame, mirrored.
  /// - Complexity: the base's.
  public func lineFrame(inSection section: Int, at line: Int) -> Rect? {
    base.lineFrame(inSection: section, at: line).map(mirrored)
  }

  /// The base's line frames meeting `range`, mirrored: the range is mirrored first when the
  /// scroll axis is the one mirrored (scrolling horizontally).
  /// - Complexity: the base's.
  public func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void
  ) {
    var baseRange = range
    if scrollDirection == .horizontal {
      // Widened by a few units in the last place: a frame mirrored there and back may move by
      // one (a line of no extent would be missed).
      let slack =
        (Swift.abs(width) + Swift.abs(range.lowerBound) + Swift.abs(range.upperBound)) * 0x1p-50
      let (low, high) = (width - range.upperBound - slack, width - range.lowerBound + slack)
      // Also false for NaN: nothing meets such a range.
      guard low <= high else { return }
      baseRange = low...high
    }
    base.forEachLineFrame(inSection: section, crossing: baseRange) { line, frame in
      body(line, mirrored(frame))
    }
  }

  /// True when the base needs a new prepare, or the reading direction changed.
  public func needsPrepare(for viewport: Viewport) -> Bool {
    viewport.layoutDirection != preparedViewport.layoutDirection
      || base.needsPrepare(for: baseViewport(viewport))
  }

  /// The viewport a stack's layers are prepared with: `viewport` with its left and right insets
  /// swapped when it reads right to left and the strategy `flips` (the base's coordinates),
  /// else `viewport` itself.
  public static func layerViewport(_ viewport: Viewport, flips: Bool) -> Viewport {
    viewport.layoutDirection == .rightToLeft && flips ? swappingInsets(viewport) : viewport
  }

  /// `viewport` with its left and right insets swapped: the content inset's, the safe area's and
  /// the layout margins'.
  static func swappingInsets(_ viewport: Viewport) -> Viewport {
    var result = viewport
    result.contentInset.left = viewport.contentInset.right
    result.contentInset.right = viewport.contentInset.left
    result.safeAreaInsets.left = viewport.safeAreaInsets.right
    result.safeAreaInsets.right = viewport.safeAreaInsets.left
    result.layoutMargins.left = viewport.layoutMargins.right
    result.layoutMargins.right = viewport.layoutMargins.left
    return result
  }

  /// `rect` mirrored: the same across the other axis.
  func mirrored(_ rect: Rect) -> Rect {
    Rect(x: width - (rect.x + rect.width), y: rect.y, width: rect.width, height: rect.height)
  }

  /// The viewport in the base's coordinates: its bounds mirrored, its left and right insets
  /// swapped.
  public func baseViewport(_ viewport: Viewport) -> Viewport {
    var result = Self.swappingInsets(viewport)
    result.contentOffset.x = width - (viewport.contentOffset.x + viewport.size.width)
    return result
  }

  /// The base's attributes mirrored: the frame, and the transform conjugated by the mirror (a
  /// rotation turns the other way).
  public func mirrored(_ attributes: LayoutAttributes) -> LayoutAttributes {
    var result = attributes
    result.frame = mirrored(attributes.frame)
    if !attributes.transform.isIdentity {
      let t = attributes.transform
      result.transform = Transform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
    }
    return result
  }
}
