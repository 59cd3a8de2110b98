/// An immutable, prepared layout: the answer a strategy gives for one input, queried as often as
/// the view scrolls.
///
/// Queries take the viewport because some answers depend on the scroll position (pinned headers,
/// a carousel's recentring); a scroll never needs a new `prepare`. Ask ``needsPrepare(for:)`` when
/// the viewport changes in other ways.
///
/// Conformers must keep these invariants (`MosaicTestKit`'s `LayoutConformance` checks them on
/// generated inputs, with the others a layout keeps: finite frames, a content size that bounds the
/// cells, determinism, scrolling, empty data and invalid input):
/// - every element is reported exactly once by ``allElements(viewport:into:)``;
/// - ``elements(in:viewport:into:)`` returns exactly the elements whose frame strictly intersects
///   the rect (see ``Rect/intersects(_:)``), each once;
/// - ``indexPathForItem(at:viewport:)`` returns the cell with the highest zIndex whose frame contains
///   the point (half-open), ties to the cell drawn last; headers, footers and decorations are never hit;
/// - ``attributes(for:viewport:)`` agrees with the rect queries.
public protocol PreparedLayout: Sendable {
  /// The size of the whole content.
  var contentSize: Size { get }

  /// The scroll direction the layout was prepared for.
  var scrollDirection: ScrollDirection { get }

  /// The viewport the layout was prepared for.
  var preparedViewport: Viewport { get }

  /// The number of sections.
  var sectionCount: Int { get }

  /// The frame of a whole section (header, insets, lines and footer), or `nil` when `section` is
  /// out of range. Modifiers use it (pinned headers stop at the section's end).
  ///
  /// Layouts that stack sections along the scroll axis (flow, waterfall) keep both ends of
  /// successive sections in order and their headers and footers inside them, which lets modifiers
  /// binary-search sections instead of scanning them all.
  func sectionFrame(_ section: Int) -> Rect?

  /// The first section whose frame ends past `value` along the scroll axis (``sectionCount``
  /// when none, or for NaN), for a layout whose sections' ends never decrease along that axis
  /// (``stacksSectionsAlongScrollAxis``); a section without a frame counts as ending before
  /// everything. Where a modifier starts looking for the sections a rect or a range meets (pinned
  /// headers, a shelf's decorations). Default: a binary search over ``sectionFrame(_:)``; a paged
  /// layout finds the page at `value` instead, and a wrapper forwards its base's (one that moves
  /// sections along the scroll axis answers from its own frames).
  /// - Complexity: O(log sections) calls of ``sectionFrame(_:)`` by default; O(log pages + log
  ///   sections of a page) for a paged layout.
  func firstSection(endingAfter value: Double) -> Int

  /// The attributes of one element, or `nil` when the layout has no such element.
  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes?

  /// Appends the attributes of every element whose frame intersects `rect` (strictly: touching
  /// edges do not count) to `results`, in element order: cells, headers, footers, decorations.
  ///
  /// Appends to `results` without clearing it; reuse one buffer with
  /// `removeAll(keepingCapacity: true)` and the query allocates nothing.
  func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes])

  /// Appends the index paths of the cells whose frames intersect `rect` (strictly, as
  /// ``elements(in:viewport:into:)``) to `indexPaths`, in the order that query lists them, without
  /// making their attributes: what a prefetch or ``indexPathsForVisibleItems(in:)`` needs.
  ///
  /// `buffer` is scratch space for a layout that answers through
  /// ``elements(in:viewport:into:)`` (the default; it is cleared first and keeps its capacity):
  /// with both arrays reused, the query allocates nothing. A layout whose search can name the
  /// cells it finds without their attributes (flow's lines, a paged layout's pages) implements it
  /// over that search, and a wrapper that never moves a cell passes its base's on.
  /// - Complexity: ``elements(in:viewport:into:)``'s by default.
  func indexPathsForItems(
    in rect: Rect, viewport: Viewport, into indexPaths: inout [IndexPath],
    buffer: inout [LayoutAttributes])

  /// Appends the attributes of every element, including those of zero size, in element order.
  func allElements(viewport: Viewport, into results: inout [LayoutAttributes])

  /// Calls `body` with every element, in the order and with the attributes
  /// ``allElements(viewport:into:)`` gives, one at a time; stops at the first error `body` throws.
  ///
  /// What an export of millions of elements uses. The default gathers
  /// ``allElements(viewport:into:)`` in one array first, memory in proportion to the elements; a
  /// layout that can compute or read its elements one at a time (a frame store, pages, computed
  /// cells) implements it without that array, and a wrapper implements it over its base's, so
  /// the capability survives any stack.
  /// - Complexity: O(elements).
  func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure)

  /// The cell under `point` (half-open frames), the one with the highest zIndex when cells
  /// overlap; `nil` over a gap, a header, a footer or a decoration.
  func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath?

  /// True when answering for `viewport` needs a new `prepare`: the layout dimension, the scale or
  /// (for a layout that reads them) the safe area or margins changed. A change of
  /// `contentOffset` alone never needs one.
  func needsPrepare(for viewport: Viewport) -> Bool

  /// The number of elements the layout holds in memory, its base's included: what a modifier
  /// adds its own to when it checks ``LayoutInput/checkElementBudget(adding:to:at:)``.
  /// Default 0, right for layouts that compute every frame on demand (a carousel).
  var materializedElementCount: Int { get }

  /// A frame store whose cells are exactly this layout's cells, frames included, when there is
  /// one: modifiers then read cell frames from it directly instead of one look-up per cell.
  /// Default `nil`; a wrapper that never moves cells passes its base's on.
  var cellFrameStore: FrameStore? { get }

  /// True when the layout stacks its sections along the scroll axis by construction: every
  /// section has a frame, and neither end of a section comes before the previous section's
  /// (``sectionFrame(_:)``). Modifiers then binary-search sections without checking them first.
  /// Default false: a modifier that needs the order checks it, O(sections) (what pinned headers
  /// did on every update). Flow, waterfall and section layouts say true; a wrapper forwards its
  /// base's; a mirror of a horizontal layout says false.
  var stacksSectionsAlongScrollAxis: Bool { get }

  /// The number of items (cells) of `section`; 0 for a section out of range. What a modifier
  /// reads instead of the input, so that it sees the data the layout was prepared from.
  ///
  /// Default: found by asking ``attributes(for:viewport:)`` for cells at doubling item numbers,
  /// then by bisection: cells of a section are items `0..<n`, so the first one missing is `n`.
  /// A layout that knows its counts implements it; a wrapper forwards its base's
  /// (``ForwardingLayout``).
  /// - Complexity: O(1) for Mosaic's layouts; O(log n) look-ups by default.
  func itemCount(inSection section: Int) -> Int

  /// The number of item lines of `section`: rows of items (columns when scrolling horizontally)
  /// as the layout packed them; 0 for an empty section or one out of range. What line-based
  /// decorations (a bookshelf's planks) are drawn against.
  ///
  /// A line's frame spans, along the scroll axis, the line's whole thickness and, across it, the
  /// union of its items' extents; lines are numbered from 0 in each section, in the order they
  /// were laid out. Default: derived from the cells (``LineDerivation``); a layout that records its
  /// lines (flow, and a paged layout whose pages index their cells by lines) implements them, and a wrapper forwards its base's, so the
  /// capability survives any stack.
  /// - Complexity: O(1) for flow; O(items of the section) when derived, with no allocation.
  func lineCount(inSection section: Int) -> Int

  /// Appends the frames of `section`'s lines (see ``lineCount(inSection:)``), in line order, to
  /// `frames`; nothing when the section is out of range.
  /// - Complexity: O(lines of the section) for a grid section of flow; O(items of the section)
  ///   otherwise; allocation-free when `frames` has capacity.
  func appendLineFrames(inSection section: Int, into frames: inout [Rect])

  /// True when the layout keeps its lines, so that ``lineFrame(inSection:at:)`` and
  /// ``forEachLineFrame(inSection:crossing:_:)`` cost a search and the lines they give, not a
  /// derivation from the section's cells: a modifier may then draw over lines when asked rather
  /// than store one decoration per line (a shelf's planks). Default: false; flow keeps its lines,
  /// as does a paged layout whose pages index their cells by lines, and a wrapper forwards its
  /// base's.
  /// - Complexity: O(1).
  var keepsLines: Bool { get }

  /// The frame of line `line` of `section` (see ``lineCount(inSection:)``), `nil` out of range.
  /// - Complexity: O(segments of the section + log lines of a page) for flow; O(items of the
  ///   section) when derived.
  func lineFrame(inSection section: Int, at line: Int) -> Rect?

  /// Calls `body` with the index and frame of each line of `section` whose span along the scroll
  /// axis meets `range`, in line order. Lines just outside it may be given too (within rounding
  /// slack): a caller tests the frames it needs.
  /// - Complexity: O(log of the section's lines + segments + the lines given) for flow; O(items
  ///   of the section) when derived, with a buffer of its lines.
  func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void)

  /// Calls `body` with the frame of each cell of `section`, in item order, while it returns
  /// true; nothing for a section out of range. What lines are derived from
  /// (``LineDerivation``). Default: read from ``cellFrameStore`` when there is one, else one
  /// ``attributes(for:viewport:)`` look-up per item; a layout that stores its frames elsewhere
  /// (in pages) reads them in place.
  /// - Complexity: O(items of the section); no allocation.
  func forEachCellFrame(inSection section: Int, _ body: (Rect) -> Bool)

  /// The smallest rect holding every cell of `section` as ``attributes(for:viewport:)`` places
  /// it (``FrameBounds``: the least and greatest of their edges); `nil` for a section without
  /// cells or out of range. What a decoration covering a section's cells reads (a shelf's
  /// background, over cells that pixel rounding moved past the section's edges).
  ///
  /// Default: over ``forEachCellFrame(inSection:_:)``. A paged layout reads each page holding the
  /// section once, and of a page placed again many times in a row only its first and last places
  /// (placing is monotone along the scroll axis): a section of 10^9 items of one size costs a few
  /// pages. A wrapper forwards its base's (``ForwardingLayout``).
  /// - Complexity: O(items of the section) by default; for a paged layout O(pages of the
  ///   section + the cells of the pages it reads).
  func cellBounds(inSection section: Int) -> Rect?

  /// The first section that has a header (`category` `.header`) or a footer (`.footer`): the
  /// least `s` whose ``attributes(for:viewport:)`` gives an element for `.header(section: s)`
  /// (or `.footer(section: s)`); `nil` when none does, and for `.cell` and `.decoration`, which
  /// it does not survey. What pinned headers read when they are applied and on every update:
  /// whether anything pins at all.
  ///
  /// Default: one look-up a section, in order, until one is found. A layout that knows where its
  /// headers are answers without making any (flow from its sections' edges, a paged layout from
  /// what each block of pages noted when it was built); a wrapper forwards its base's
  /// (``ForwardingLayout``).
  /// - Complexity: O(sections) look-ups by default; O(blocks) for a paged layout; for flow
  ///   O(blocks + sections of the first block holding one), with no element made.
  func firstSection(withSupplementary category: ElementCategory) -> Int?
}

extension PreparedLayout {
  /// Default: none, every frame computed on demand.
  public var materializedElementCount: Int { 0 }

  /// Default: no store to read cells from.
  public var cellFrameStore: FrameStore? { nil }

  /// Default: not known, so a modifier checks the order itself.
  public var stacksSectionsAlongScrollAxis: Bool { false }

  /// Default: ``elements(in:viewport:into:)`` into `buffer`, then the cells' index paths.
  public func indexPathsForItems(
    in rect: Rect, viewport: Viewport, into indexPaths: inout [IndexPath],
    buffer: inout [LayoutAttributes]
  ) {
    buffer.removeAll(keepingCapacity: true)
    elements(in: rect, viewport: viewport, into: &buffer)
    for attributes in buffer where attributes.id.category == .cell {
      indexPaths.append(attributes.id.indexPath)
    }
  }

  /// Default: ``allElements(viewport:into:)`` into one array, then `body` on each.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    var elements: [LayoutAttributes] = []
    allElements(viewport: viewport, into: &elements)
    for attributes in elements { try body(attributes) }
  }

  /// Default: a new prepare when the size across the lines, the content insets, the scale, the
  /// reading direction, or the safe area's or layout margins' sides across the lines (left and
  /// right when scrolling vertically, what a ``SectionInsetReference`` reads) changed; scrolling,
  /// a change of the scroll-axis extent and of the safe area or margins along it do not.
  public func needsPrepare(for viewport: Viewport) -> Bool {
    let old = preparedViewport
    let lineAxis = scrollDirection.lineAxis
    return old.layoutDimension(for: scrollDirection)
      != viewport.layoutDimension(for: scrollDirection)
      || old.contentInset != viewport.contentInset || old.scale != viewport.scale
      || old.layoutDirection != viewport.layoutDirection
      || !old.safeAreaInsets.sidesEqual(viewport.safeAreaInsets, along: lineAxis)
      || !old.layoutMargins.sidesEqual(viewport.layoutMargins, along: lineAxis)
  }

  /// The elements intersecting `rect` at the prepared viewport, as a new array.
  /// - Complexity: ``elements(in:viewport:into:)``'s, plus the new array.
  public func elements(in rect: Rect) -> [LayoutAttributes] {
    var results: [LayoutAttributes] = []
    elements(in: rect, viewport: preparedViewport, into: &results)
    return results
  }

  /// Every element at the prepared viewport, as a new array.
  /// - Complexity: ``allElements(viewport:into:)``'s, plus the new array.
  public func allElements() -> [LayoutAttributes] {
    var results: [LayoutAttributes] = []
    allElements(viewport: preparedViewport, into: &results)
    return results
  }

  /// The cell under `point` at the prepared viewport.
  /// - Complexity: ``indexPathForItem(at:viewport:)``'s.
  public func indexPathForItem(at point: Point) -> IndexPath? {
    indexPathForItem(at: point, viewport: preparedViewport)
  }

  /// The attributes of one element at the prepared viewport.
  /// - Complexity: ``attributes(for:viewport:)``'s.
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    attributes(for: element, viewport: preparedViewport)
  }
}
