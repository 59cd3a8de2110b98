/// A layout that wraps another and keeps its geometry: a modifier's layout, a drag's, edit mode's,
/// a mirror's. The content size, scroll direction, prepared viewport, sections, section frames,
/// element budget, prepare rule, item counts, item lines and cell bounds are the base's by
/// construction; a wrapper implements the
/// queries it changes and overrides any of these it changes (a mirror's section frames).
///
/// ``PreparedLayout/cellFrameStore`` keeps the protocol's default, `nil`, and
/// ``PreparedLayout/indexPathsForItems(in:viewport:into:buffer:)`` its default, the wrapper's own
/// rect query: only a wrapper that never moves or changes a cell passes its base's on, and says
/// so.
public protocol ForwardingLayout: PreparedLayout {
  /// The layout wrapped.
  var base: any PreparedLayout { get }
}

extension ForwardingLayout {
  /// The base's content size.
  /// - Complexity: the base's.
  public var contentSize: Size { base.contentSize }

  /// The base's scroll direction.
  /// - Complexity: the base's.
  public var scrollDirection: ScrollDirection { base.scrollDirection }

  /// The viewport the base was prepared for.
  /// - Complexity: the base's.
  public var preparedViewport: Viewport { base.preparedViewport }

  /// The base's section count.
  /// - Complexity: the base's.
  public var sectionCount: Int { base.sectionCount }

  /// The base's section frame.
  /// - Complexity: the base's.
  public func sectionFrame(_ section: Int) -> Rect? { base.sectionFrame(section) }

  /// The base's: its section frames are the wrapper's. A wrapper that moves sections along the
  /// scroll axis answers ``PreparedLayout/sectionsSearched(endingAfter:)`` instead.
  /// - Complexity: the base's.
  public func firstSection(endingAfter value: Double) -> Int {
    base.firstSection(endingAfter: value)
  }

  /// The base's answer: a wrapper's own state never needs a new prepare.
  /// - Complexity: the base's.
  public func needsPrepare(for viewport: Viewport) -> Bool { base.needsPrepare(for: viewport) }

  /// The base's elements: a wrapper that stores elements of its own adds them.
  /// - Complexity: the base's.
  public var materializedElementCount: Int { base.materializedElementCount }

  /// The base's: a wrapper keeps its base's section frames.
  /// - Complexity: the base's.
  public var stacksSectionsAlongScrollAxis: Bool { base.stacksSectionsAlongScrollAxis }

  /// The base's item count: a wrapper shows the base's data.
  /// - Complexity: the base's.
  public func itemCount(inSection section: Int) -> Int { base.itemCount(inSection: section) }

  /// The base's: a wrapper that moves cells answers from its own
  /// (``PreparedLayout/boundsOfCellFrames(inSection:)``).
  /// - Complexity: the base's.
  public func cellBounds(inSection section: Int) -> Rect? { base.cellBounds(inSection: section) }

  /// The base's: a wrapper moves headers and footers, it neither adds nor removes them.
  public func firstSection(withSupplementary category: ElementCategory) -> Int? {
    base.firstSection(withSupplementary: category)
  }

  /// The base's line count: lines are what the base packed.
  /// - Complexity: the base's.
  public func lineCount(inSection section: Int) -> Int { base.lineCount(inSection: section) }

  /// The base's line frames.
  /// - Complexity: the base's.
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    base.appendLineFrames(inSection: section, into: &frames)
  }

  /// Whether the base keeps its lines.
  /// - Complexity: the base's.
  public var keepsLines: Bool { base.keepsLines }

  /// The base's line frame.
  /// - Complexity: the base's.
  public func lineFrame(inSection section: Int, at line: Int) -> Rect? {
    base.lineFrame(inSection: section, at: line)
  }

  /// The base's line frames meeting `range`.
  /// - Complexity: the base's.
  public func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void
  ) {
    base.forEachLineFrame(inSection: section, crossing: range, body)
  }
}
