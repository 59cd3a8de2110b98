import MosaicCore

/// One page of a ``PagedLayout``: the elements of a run of consecutive sections, with frames
/// stored relative to the page's origin along the scroll axis, in its own
/// ``/MosaicCore/FrameStore`` (sections numbered from 0) and with its own index: a
/// ``BucketIndex``, or, when its cells were written in lines (``SectionWriter/endLine()``), runs of
/// lines found by their reach along the scroll axis.
///
/// A page usually holds whole sections. A section too large for one page is cut into pages of
/// consecutive items: each later page *continues* it (``firstItem`` above 0), holding the next
/// items as its local section 0, with no header; the footer is on the last. Its local section
/// frame spans, along the scroll axis, from the section's top (its first page) or the page's
/// origin (a later page) to the section's end (its last page) or the next page's origin.
///
/// A page does not know where it sits: the layout's directory gives its origin, its first
/// section and the global numbers of its first elements. So a page kept by an update is shared,
/// not copied, whatever moved before it.
///
/// An immutable class: a kept page is shared by reference. (Queries find elements through the
/// page's probe and read ``store`` in place; the counts and extent a directory is built from are
/// kept here as numbers, since copying ``store`` or ``index`` out of the class retains and
/// releases each of its arrays.)
public final class LayoutPage: Sendable {
  /// The frames, along the scroll axis relative to the page's origin; sections from 0.
  public let store: FrameStore
  /// The spatial index over ``store``'s relative frames; an empty one when the page is indexed by
  /// its lines (its cells were written in lines, ``SectionWriter/endLine()``).
  public let index: BucketIndex
  /// The index of a page whose cells were written in lines (``SectionWriter/endLine()``), used
  /// in place of ``index``; `nil` otherwise.
  let lines: LineIndex?
  /// What a query reads of ``store`` and ``index``: pointers into their arrays, which this page
  /// keeps alive and nothing mutates. Made once here, beside the index's O(elements) build, so a
  /// block gathering kept pages copies 144 plain bytes a page, no retain.
  let probe: PageProbe
  /// The page's extent along the scroll axis: where the next page starts, from this one's origin.
  public let length: Double
  /// The item number, within its section, of the first cell of the page's local section 0: 0
  /// when the page starts that section, above 0 when it continues a section begun on an earlier
  /// page. A continuing page may sit in a layout at several places, one after the other: a
  /// strategy appends it again where the next items lay out exactly as its own did (a waterfall
  /// section of items of one size), so a section of millions of such items holds a few pages.
  /// This is the first place's; ``PagedLayout/firstItem(ofPage:)`` gives each place's.
  public let firstItem: Int
  /// What the strategy that laid the page out needs to go on from its first item without laying
  /// out the items before it (a waterfall's column ends, relative to the page's origin); empty
  /// for a page that starts its sections.
  public let continuation: [Double]
  /// What the strategy returned as the state at its section's end, when the page ends a section
  /// cut into pages (``SectionCut/continuation``; usually empty): what an update asks
  /// ``SectionLayoutStrategy/endState(after:of:changing:options:)`` about before keeping the page.
  let ending: [Double]
  /// The number of sections on the page, a continued one included.
  public let sectionCount: Int
  /// The size of the page's store's content.
  package let contentSize: Size
  /// The page's content's extent across the scroll axis.
  package let crossExtent: Double
  /// The number of cells.
  package let cellCount: Int
  /// The number of elements, cells and supplementary ones.
  package let elementCount: Int
  /// Where the page's indexed elements start and end along the scroll axis, relative to its
  /// origin (``BucketIndex/alongMinimum`` and ``BucketIndex/alongMaximum``).
  package let alongMinimum: Double
  package let alongMaximum: Double
  /// The first of the page's sections with a header, and with a footer, read off the store
  /// once, when the page is made (a block made again by an update asks each of its pages).
  let firstSupplementary: FirstSupplementarySections
  /// A page of `store`, indexed along `axis`, followed by the next page `length` further on;
  /// `firstItem` above 0 when its local section 0 continues the previous page's last section,
  /// with `continuation` (see ``continuation``).
  /// - Complexity: O(elements): the index's build.
  public convenience init(
    store: FrameStore, axis: Axis, length: Double, firstItem: Int = 0,
    continuation: [Double] = []
  ) {
    self.init(
      store: store, axis: axis, length: length, firstItem: firstItem, continuation: continuation,
      lineStarts: [])
  }

  /// A page of `store` indexed along `axis` by its lines of cells, which begin at cells
  /// `lineStarts` (the first at 0; ``LineIndex``), or by buckets when `lineStarts` is empty.
  /// `ending` is the state the strategy returned at the section's end when the page ends a cut
  /// section (``ending``).
  /// - Complexity: O(elements + lines) with lines; O(elements) for the bucket index's build.
  convenience init(
    store: FrameStore, axis: Axis, length: Double, firstItem: Int = 0,
    continuation: [Double] = [], ending: [Double] = [], lineStarts: ContiguousArray<Int>
  ) {
    // A store kept in lines is indexed by them.
    guard !lineStarts.isEmpty || store.lines != nil else {
      self.init(
        store: store, index: BucketIndex(store: store, axis: axis), length: length,
        firstItem: firstItem, continuation: continuation, ending: ending)
      return
    }
    self.init(
      store: store, index: Self.emptyIndex(axis), length: length, firstItem: firstItem,
      continuation: continuation, ending: ending,
      lines: LineIndex(store: store, axis: axis, lineStarts: lineStarts))
  }

  /// An index of no elements along `axis`: what a page indexed by its lines keeps as ``index``.
  static func emptyIndex(_ axis: Axis) -> BucketIndex {
    axis == .vertical ? emptyIndexes.vertical : emptyIndexes.horizontal
  }
  private static let emptyIndexes = (
    vertical: BucketIndex(store: noFrames, axis: .vertical),
    horizontal: BucketIndex(store: noFrames, axis: .horizontal)
  )

  /// A store of no elements: what the empty index is built over, and what a page indexed by its
  /// lines hands its probe's (unused) bucket scan.
  static let noFrames: FrameStore = {
    var builder = FrameStoreBuilder(sectionCount: 0, cellCapacity: 0)
    return builder.build(contentSize: .zero)
  }()

  /// A page of `store` with `index`, which must have been built over `store` along the layout's
  /// scroll axis (tests give an index degenerated to a linear scan).
  init(
    store: FrameStore, index: BucketIndex, length: Double, firstItem: Int = 0,
    continuation: [Double] = [], ending: [Double] = [], lines: LineIndex? = nil
  ) {
    let axis = index.axis
    self.store = store
    self.index = index
    self.lines = lines
    probe = PageProbe(store: store, index: index, lines: lines)
    self.length = length
    sectionCount = store.sectionCount
    contentSize = store.contentSize
    crossExtent = store.contentSize.value(along: axis.other)
    cellCount = store.cellCount
    elementCount = store.count
    alongMinimum = lines?.alongMinimum ?? index.alongMinimum
    alongMaximum = lines?.alongMaximum ?? index.alongMaximum
    firstSupplementary = FirstSupplementarySections(of: store)
    self.firstItem = firstItem
    self.continuation = continuation
    self.ending = ending
  }
  /// The frame of the store's section `local`, read in place (``store`` read out of the page is
  /// a copy: a retain and a release of each of its arrays).
  func sectionFrame(_ local: Int) -> Rect? { store.sectionFrame(local) }

  /// The element range of the store's section `local`'s cells, read in place.
  func cellRange(ofSection local: Int) -> Range<Int> { store.cellRange(ofSection: local) }

  /// The store's element number of `id`, read in place.
  func index(of id: ElementID) -> Int? { store.index(of: id) }

  /// The index path, within the page's sections, of its cell `cell`, read in place.
  func indexPath(ofCell cell: Int) -> IndexPath { store.indexPath(ofCell: cell) }

  /// The store's frame, ID and z-index of element `element`, read in place.
  func frame(at element: Int) -> Rect { store.frame(at: element) }
  func elementID(at element: Int) -> ElementID { store.elementID(at: element) }
  func zIndex(at element: Int) -> Int { store.zIndex(at: element) }

  /// True when the page's local section 0 continues a section begun on an earlier page.
  public var continuesSection: Bool { firstItem > 0 }
  /// Heap bytes held by the page: frames, tables, index and continuation.
  package var byteCount: Int {
    store.byteCount + (lines?.byteCount ?? index.byteCount)
      + (continuation.capacity + ending.capacity) * MemoryLayout<Double>.stride
  }
}
