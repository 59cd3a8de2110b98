import MosaicCore

/// A prepared layout made of pages stacked along the scroll axis, each a ``LayoutPage`` holding
/// the elements of a run of consecutive sections (or the next items of a section too large for
/// one page) with frames relative to its origin and its own index (buckets, or its lines). Pages
/// are gathered in blocks (a few dozen pages of one run of sections, laid one after the other
/// from 0), and two directories, one of the blocks and one in each block of its pages, give each
/// block and page its origin, first section, the item its first cell continues from, and the
/// numbers of its first cell and first supplementary element.
///
/// An update that keeps a page shares it, and one that keeps every page of a block shares the
/// block: the new layout writes a directory of blocks and builds only the blocks it changed, so
/// nothing after a change is copied or moved, only re-offset, in O(blocks). A frame is
/// `block origin + page origin + stored` along the scroll axis (its minimum rounded to the pixel
/// grid of ``pixelScale`` when there is one, extents as stored); blocks are cut by one rule from
/// the pages alone (`PagedLayoutBuilder`), so a fresh prepare and an update make the same sums.
/// They are exact when every term is on ``/MosaicCore/AdvanceGrid`` (a strategy that keeps its
/// advances on it gets, from pages, the very frames a single store would hold).
///
/// Elements are numbered as ``/MosaicCore/FrameStore`` numbers them: every cell, section by section
/// (page by page), then the supplementary elements page by page, each page's in its store's order.
/// Rect queries and ``allElements(viewport:into:)`` report in that order, exactly as an
/// ``IndexedLayout`` over the same frames does, and every query answers as it would.
///
/// Queries: a point finds its block, then its page, by a bucket table over each directory's
/// reaches, then asks that page's index (two pages where they meet); a rect visits the pages it
/// overlaps. Pages need not be disjoint: each directory keeps, per entry, the furthest any
/// element of it or of an earlier one reaches and the nearest any element of it or of a later
/// one starts, so a query finds every page that can answer.
///
/// A final class, not a struct: queries go through `any PreparedLayout`, and a struct of this
/// many arrays was copied out of the existential box on every call, a retain and a release of
/// each array. Queries read the per-page arrays into locals first, for the same reason: an
/// element of a local array is lent in place, where one read through a class property was
/// copied. Measured at 10^6 waterfall items in 1,000 sections through the public API: a 390×844
/// viewport went from 1,603 to about 650 ns, a warm point query stayed at about 140 ns.
public final class PagedLayout: PreparedLayout, Sendable {
  /// The size of the whole content.
  public let contentSize: Size
  /// The scroll direction the layout was prepared for.
  public let scrollDirection: ScrollDirection
  /// The viewport the layout was prepared for.
  public let preparedViewport: Viewport
  /// True when the strategy that made the pages stacks its sections along the scroll axis.
  public let stacksSectionsAlongScrollAxis: Bool
  /// The screen scale whose pixel grid every element's minimum along the scroll axis is placed
  /// on (`(page origin + stored).roundedToPixel(scale:)`, extents as stored), or `nil` when
  /// elements are placed at `page origin + stored` exactly. Section frames are never rounded.
  public var pixelScale: Double? { grid?.scale }
  /// The pixel grid of ``pixelScale``.
  let grid: PixelGrid?

  /// The blocks of pages, in scroll order.
  package let blocks: ContiguousArray<PageBlock>
  /// Where the blocks sit.
  let directory: PageDirectory
  /// The number of each block's first page; one extra entry holds the page count.
  let firstPage: ContiguousArray<Int>
  /// The first page's store and index, held directly (an empty placeholder when there is no
  /// page): a single page's point query reads them in place, as ``IndexedLayout`` does, with no
  /// copy of either struct to the stack per query.
  let firstStore: FrameStore
  let firstIndex: BucketIndex
  /// True when the first page is indexed by buckets (``firstIndex``), not by its lines.
  let firstIsBucketed: Bool
  /// True when every page that holds cells is indexed by its lines, and some page is (a strategy
  /// that ends its lines, ``SectionWriter/endLine()``, or flow, which keeps its cells in lines):
  /// a section's lines are then read from its pages, not derived from its cells. False for a
  /// layout whose pages are indexed by buckets, and for one with no page of lines (it has no line
  /// to read, and derives none).
  /// - Complexity: O(1).
  public let keepsLines: Bool

  /// A layout of `pages`, the first starting at 0 along the scroll axis and each next one
  /// ``LayoutPage/length`` after the previous one's origin. A page that continues a section
  /// (``LayoutPage/continuesSection``) continues the previous page's last one. The content is
  /// as long as the pages, or `minimumLength`, and `crossExtent` across.
  /// `stacksSections` promises that the pages' sections follow each other along the scroll axis
  /// (``stacksSectionsAlongScrollAxis``), as waterfall's and a section layout's do. With a
  /// `pixelScale` in ``/MosaicCore/LayoutInput/scaleRange``, every element's minimum along the
  /// scroll axis is placed on that scale's pixel grid (``pixelScale``); `nil`, or any other
  /// value, places them exactly.
  /// - Complexity: O(pages): the directories; no frame is read or copied.
  public convenience init(
    pages: [LayoutPage], crossExtent: Double, minimumLength: Double = 0,
    scrollDirection: ScrollDirection, viewport: Viewport, stacksSections: Bool = false,
    pixelScale: Double? = nil
  ) {
    var builder = PagedLayoutBuilder()
    for page in pages { builder.append(page) }
    self.init(
      builder: &builder, crossExtent: crossExtent, minimumLength: minimumLength,
      scrollDirection: scrollDirection, viewport: viewport, stacksSections: stacksSections,
      pixelScale: pixelScale)
  }

  /// A layout of the pages `builder` gathered (see ``init(pages:crossExtent:minimumLength:scrollDirection:viewport:stacksSections:pixelScale:)``),
  /// its content ending `trailingSpace` before the pages do (the space a strategy leaves after
  /// every section, kept only between sections).
  /// - Complexity: O(blocks) plus the blocks it closes.
  package init(
    builder: inout PagedLayoutBuilder, crossExtent: Double, minimumLength: Double = 0,
    trailingSpace: Double = 0, scrollDirection: ScrollDirection, viewport: Viewport,
    stacksSections: Bool = false, pixelScale: Double? = nil
  ) {
    let (blocks, firstItems) = builder.finish()
    materializedElementCount = builder.storedElementCount
    let directory = PageDirectory(count: blocks.count) { index in
      var entry = blocks[index].entry
      entry.firstItem = firstItems[index]
      return entry
    }
    var firstPage = ContiguousArray<Int>()
    firstPage.reserveCapacity(blocks.count + 1)
    var pages = 0
    for block in blocks {
      firstPage.append(pages)
      pages += block.pageCount
    }
    firstPage.append(pages)
    self.blocks = blocks
    self.keepsLines =
      blocks.allSatisfy(\.lines.everyPageOfCells) && blocks.contains(where: \.lines.some)
    self.directory = directory
    self.firstPage = firstPage
    self.stacksSectionsAlongScrollAxis = stacksSections
    self.grid = PixelGrid(scale: pixelScale)
    self.scrollDirection = scrollDirection
    self.preparedViewport = viewport
    self.contentSize = Size(
      axis: scrollDirection.scrollAxis,
      along: Swift.max(directory.length - trailingSpace, minimumLength),
      across: crossExtent)
    if let first = blocks.first {
      self.firstStore = first.page(0).store
      self.firstIndex = first.page(0).index
      self.firstIsBucketed = first.page(0).lines == nil
    } else {
      var empty = FrameStoreBuilder(sectionCount: 0, cellCapacity: 0)
      let store = empty.build(contentSize: .zero)
      self.firstStore = store
      self.firstIndex = BucketIndex(store: store, axis: scrollDirection.scrollAxis)
      self.firstIsBucketed = true
    }
  }

  /// The number of pages.
  public var pageCount: Int { firstPage[firstPage.count - 1] }

  /// Every page, in scroll order.
  /// - Complexity: O(pages).
  public var pages: [LayoutPage] {
    blocks.flatMap { block in (0..<block.pageCount).map(block.page) }
  }

  /// Page `page`, which must be in `0..<pageCount`.
  /// - Complexity: O(log blocks).
  public func page(_ page: Int) -> LayoutPage {
    let (block, local) = location(ofPage: page)
    return blocks[block].page(local)
  }

  /// The page holding cell `item` of `section`, which must be in range: among the pages holding
  /// the section, the last whose first item is at or before `item`.
  /// - Complexity: O(log pages).
  package func page(ofItem item: Int, inSection section: Int) -> Int {
    let (block, local) = location(ofItem: item, inSection: section)
    return firstPage[block] + local
  }

  /// Where page `page` starts along the scroll axis.
  package func origin(ofPage page: Int) -> Double {
    let (block, local) = location(ofPage: page)
    return directory.origin(block) + blocks[block].directory.origin(local)
  }

  /// The first section of page `page`.
  public func firstSection(ofPage page: Int) -> Int {
    let (block, local) = location(ofPage: page)
    return directory.firstSection(block) + blocks[block].directory.firstSection(local)
  }

  /// The item a cell of page `page`'s local section 0 continues from (``LayoutPage/firstItem``).
  public func firstItem(ofPage page: Int) -> Int {
    let (block, local) = location(ofPage: page)
    return blocks[block].directory.firstItem(local, base: directory.firstItem(block))
  }

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
  public var sectionCount: Int { directory.sectionCount }

  /// The number of cells.
  public var cellCount: Int { directory.cellCount }

  /// The number of cells of `section`, over every page holding it; 0 out of range.
  /// - Complexity: O(log pages): the section's last page.
  public func itemCount(inSection section: Int) -> Int {
    guard section >= 0, section < sectionCount else { return 0 }
    return itemCount(inSection: section, onPages: pages(holding: section))
  }

  /// The number of cells of `section`, in range, whose pages are `pages`
  /// (``pageRange(ofSection:)``): for a caller that has them already.
  /// - Complexity: O(log blocks).
  package func itemCount(inSection section: Int, onPages pages: Range<Int>) -> Int {
    let (block, local) = location(ofPage: pages.upperBound - 1)
    let first = directory.firstSection(block) + blocks[block].directory.firstSection(local)
    // The last page's local section of `section`, and the items before that page.
    return
      (section == first
      ? blocks[block].directory.firstItem(local, base: directory.firstItem(block)) : 0)
      + blocks[block].page(local).store.itemCount(inSection: section - first)
  }

  /// The elements the pages hold in memory: every element of every page, but a page placed again
  /// down its section (the next rows of a grid) counted once for all its places in a row. (A
  /// block or page shared elsewhere, by sections sized alike, counts at each place: the count
  /// reads the blocks, not which objects they share. An update that cuts a section into other
  /// pages than a fresh prepare may count otherwise; neither counts more than its elements.)
  /// - Complexity: O(1).
  public let materializedElementCount: Int

  /// The one page's store when there is a single page (its origin is 0, its sections the
  /// layout's, so its frames are the layout's) placed exactly (no ``pixelScale``); `nil`
  /// otherwise, and a modifier reading cells (a shelf's backgrounds) looks them up one by one,
  /// O(log pages) each.
  public var cellFrameStore: FrameStore? { pageCount == 1 && grid == nil ? firstStore : nil }

  /// Heap bytes held by the blocks and the directories: a block shared by the blocks after it
  /// (``PageBlock/holds(_:firstItems:leadingChain:)``) counted once.
  package var byteCount: Int {
    var bytes = blocks.capacity * 8 + directory.byteCount + firstPage.capacity * 8
    for (index, block) in blocks.enumerated() where index == 0 || blocks[index - 1] !== block {
      bytes += block.byteCount
    }
    return bytes
  }
}
