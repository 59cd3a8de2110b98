import MosaicCore

/// A prepared layout made of pages stacked along the scroll axis, each a ``LayoutPage`` holding
/// the elements of a run of consecutive sections (or the next items of a section too large for
/// one page) with frames relative to its origin and its own bucket index; a flat directory gives
/// each page's origin, first section, the item its first cell continues from, and the global
/// numbers of its first cell and first supplementary element.
///
/// An update that keeps a page shares it and writes a new directory: nothing after a change is
/// copied or moved, only re-offset. A frame is `origin + stored` along the scroll axis, which is
/// exact when both are on ``/MosaicCore/AdvanceGrid`` (a strategy that keeps its advances on it
/// gets, from pages, the very frames a single store would hold).
///
/// Elements are numbered as ``/MosaicCore/FrameStore`` numbers them: every cell, section by section
/// (page by page), then the supplementary elements page by page, each page's in its store's order.
/// Rect queries and ``allElements(viewport:into:)`` report in that order, exactly as an
/// ``IndexedLayout`` over the same frames does, and every query answers as it would.
///
/// Queries: a point finds its page by binary search in the directory, then asks that page's
/// buckets (two pages where they meet); a rect visits the pages it overlaps. Pages need not be
/// disjoint: the directory keeps, per page, the furthest any element of it or of an earlier page
/// reaches and the nearest any element of it or of a later page starts, so a query finds every
/// page that can answer.
///
/// A final class, not a struct: queries go through `any PreparedLayout`, and a struct of this
/// many arrays was copied out of the existential box on every call, a retain and a release of
/// each array. Queries read the per-page arrays into locals first, for the same reason: an
/// element of a local array is lent in place, where one read through a class property was
/// copied. Measured at 10^6 waterfall items in 1,000 sections through the public API: a 390×844
/// viewport went from 1,603 to about 650 ns, a warm point query stayed at about 140 ns.
public final class PagedLayout: PreparedLayout, Sendable {
  /// The pages, in scroll order.
  public let pages: [LayoutPage]
  /// The size of the whole content.
  public let contentSize: Size
  /// The scroll direction the layout was prepared for.
  public let scrollDirection: ScrollDirection
  /// The viewport the layout was prepared for.
  public let preparedViewport: Viewport
  /// True when the strategy that made the pages stacks its sections along the scroll axis.
  public let stacksSectionsAlongScrollAxis: Bool

  /// Each page's store and index, side by side: queries read these arrays into locals, which lend
  /// an element in place, where reading a struct out of a class (a page object) or an unsafe
  /// buffer copies it, a retain and a release of each of its arrays.
  let stores: ContiguousArray<FrameStore>
  let indexes: ContiguousArray<BucketIndex>
  /// The first page's store and index, held directly (an empty placeholder when there is no
  /// page): a single page's point query reads them in place, as ``IndexedLayout`` does, with no
  /// copy of either struct to the stack per query.
  let firstStore: FrameStore
  let firstIndex: BucketIndex
  /// Where each page starts along the scroll axis.
  let origins: ContiguousArray<Double>
  /// Each page's first section; one extra entry holds the section count.
  let firstSection: ContiguousArray<Int>
  /// Each page's first section plus its section count: the first section after the page.
  /// Non-decreasing, so the pages holding a section are found by binary search.
  let sectionEnd: ContiguousArray<Int>
  /// Each page's ``LayoutPage/firstItem``: what a cell of its local section 0 adds to its item.
  let firstItems: ContiguousArray<Int>
  /// The global element number of each page's first cell; one extra entry holds the cell count.
  let firstCell: ContiguousArray<Int>
  /// Each page's first supplementary element, counted among supplementary elements; one extra
  /// entry holds their count.
  let firstSupplementary: ContiguousArray<Int>
  /// The furthest along the axis any indexable element of this page or an earlier one reaches
  /// (widened by the rounding slack): non-decreasing, so binary-searchable.
  let reachThrough: ContiguousArray<Double>
  /// The nearest along the axis any indexable element of this page or a later one starts
  /// (widened by the rounding slack): non-decreasing.
  let startFrom: ContiguousArray<Double>
  /// The pages' reaches in a ``PositionLookup``, two buckets a page: where a search for the
  /// pages reaching a point starts, in O(1).
  let lookup: PositionLookup

  /// A layout of `pages`, the first starting at 0 along the scroll axis and each next one
  /// ``LayoutPage/length`` after the previous one's origin. A page that continues a section
  /// (``LayoutPage/continuesSection``) continues the previous page's last one.
  /// `stacksSections` promises that the pages' sections follow each other along the scroll axis
  /// (``stacksSectionsAlongScrollAxis``), as waterfall's and a section layout's do.
  /// - Complexity: O(pages): the directory; no frame is read or copied.
  public init(
    pages: [LayoutPage], contentSize: Size, scrollDirection: ScrollDirection, viewport: Viewport,
    stacksSections: Bool = false
  ) {
    self.stacksSectionsAlongScrollAxis = stacksSections
    self.pages = pages
    self.contentSize = contentSize
    self.scrollDirection = scrollDirection
    self.preparedViewport = viewport
    let count = pages.count
    var origins = ContiguousArray<Double>()
    var firstSection = ContiguousArray<Int>()
    var firstCell = ContiguousArray<Int>()
    var firstSupplementary = ContiguousArray<Int>()
    var sectionEnd = ContiguousArray<Int>()
    var firstItems = ContiguousArray<Int>()
    var reach = ContiguousArray<Double>()
    var start = ContiguousArray<Double>(repeating: .infinity, count: count)
    origins.reserveCapacity(count)
    firstSection.reserveCapacity(count + 1)
    firstCell.reserveCapacity(count + 1)
    firstSupplementary.reserveCapacity(count + 1)
    sectionEnd.reserveCapacity(count)
    firstItems.reserveCapacity(count)
    reach.reserveCapacity(count)
    var origin = 0.0
    var sections = 0
    var cells = 0
    var supplementaries = 0
    var furthest = -Double.infinity
    for page in pages {
      // A continued section is the previous page's last, counted once.
      if page.continuesSection && sections > 0 { sections -= 1 }
      origins.append(origin)
      firstSection.append(sections)
      firstItems.append(page.firstItem)
      firstCell.append(cells)
      firstSupplementary.append(supplementaries)
      furthest = Swift.max(furthest, Self.span(of: page, at: origin).high)
      reach.append(furthest)
      origin += page.length
      sections += page.sectionCount
      sectionEnd.append(sections)
      cells += page.cellCount
      supplementaries += page.elementCount - page.cellCount
    }
    firstSection.append(sections)
    firstCell.append(cells)
    firstSupplementary.append(supplementaries)
    var nearest = Double.infinity
    for page in stride(from: count - 1, through: 0, by: -1) {
      nearest = Swift.min(nearest, Self.span(of: pages[page], at: origins[page]).low)
      start[page] = nearest
    }
    if let first = pages.first {
      self.firstStore = first.store
      self.firstIndex = first.index
    } else {
      var empty = FrameStoreBuilder(sectionCount: 0, cellCapacity: 0)
      let store = empty.build(contentSize: .zero)
      self.firstStore = store
      self.firstIndex = BucketIndex(store: store, axis: scrollDirection.scrollAxis)
    }
    self.stores = ContiguousArray(pages.map(\.store))
    self.indexes = ContiguousArray(pages.map(\.index))
    self.origins = origins
    self.firstSection = firstSection
    self.sectionEnd = sectionEnd
    self.firstItems = firstItems
    self.firstCell = firstCell
    self.firstSupplementary = firstSupplementary
    self.lookup = PositionLookup(reach, bucketsPerPosition: 2)
    self.reachThrough = reach
    self.startFrom = start
  }

  /// The number of pages.
  public var pageCount: Int { pages.count }

  /// Where page `page` starts along the scroll axis.
  package func origin(ofPage page: Int) -> Double { origins[page] }

  /// The first section of page `page`.
  public func firstSection(ofPage page: Int) -> Int { firstSection[page] }

  /// The first page holding `section` (the one that starts it), or `nil` when it is out of
  /// range.
  /// - Complexity: O(log pages).
  public func pageIndex(ofSection section: Int) -> Int? {
    section >= 0 && section < sectionCount ? pages(holding: section).lowerBound : nil
  }
  /// The pages holding `section`: one, or several when the section is cut into pages of
  /// consecutive items; empty when it is out of range.
  /// - Complexity: O(log pages).
  public func pageRange(ofSection section: Int) -> Range<Int> {
    section >= 0 && section < sectionCount ? pages(holding: section) : 0..<0
  }

  /// The number of sections.
  public var sectionCount: Int { firstSection[pages.count] }
  /// The item a cell of page `page`'s local section 0 continues from (``LayoutPage/firstItem``).
  public func firstItem(ofPage page: Int) -> Int { firstItems[page] }

  /// The number of cells.
  public var cellCount: Int { firstCell[pages.count] }

  /// The number of cells of `section`, over every page holding it; 0 out of range.
  /// - Complexity: O(log pages): the section's first and last pages.
  public func itemCount(inSection section: Int) -> Int {
    guard section >= 0, section < sectionCount else { return 0 }
    let last = pages(holding: section).upperBound - 1
    // The last page's local section of `section`, and the items before that page.
    return (section == firstSection[last] ? firstItems[last] : 0)
      + stores[last].itemCount(inSection: section - firstSection[last])
  }

  /// Every element of every page.
  public var materializedElementCount: Int {
    firstCell[pages.count] + firstSupplementary[pages.count]
  }

  /// The one page's store when there is a single page (its origin is 0, its sections the
  /// layout's, so its frames are the layout's); `nil` otherwise, and a modifier reading cells
  /// (a shelf's backgrounds) looks them up one by one, O(log pages) each.
  public var cellFrameStore: FrameStore? { pages.count == 1 ? stores[0] : nil }

  /// Heap bytes held by the pages and the directory.
  package var byteCount: Int {
    pages.reduce(0) { $0 + $1.byteCount } + pages.capacity * MemoryLayout<LayoutPage>.stride
      + stores.capacity * MemoryLayout<FrameStore>.stride
      + indexes.capacity * MemoryLayout<BucketIndex>.stride
      + (origins.capacity + reachThrough.capacity + startFrom.capacity) * 8 + lookup.byteCount
      + (firstSection.capacity + firstCell.capacity + firstSupplementary.capacity) * 8
      + (sectionEnd.capacity + firstItems.capacity) * 8
  }

  /// The span along the axis of `page`'s indexable elements placed at `origin`, widened by the
  /// rounding slack; `(+∞, −∞)` when it has none.
  static func span(of page: LayoutPage, at origin: Double) -> (low: Double, high: Double) {
    guard page.alongMinimum <= page.alongMaximum else { return (.infinity, -.infinity) }
    let low = origin + page.alongMinimum
    let high = origin + page.alongMaximum
    return (
      low - BucketIndex.slack(origin: origin, relative: low),
      high + BucketIndex.slack(origin: origin, relative: high)
    )
  }
}
