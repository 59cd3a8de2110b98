import MosaicCore

/// A prepared layout whose frames live in a ``/MosaicCore/FrameStore`` and whose queries go through
/// a ``BucketIndex``: what a strategy that stores every frame in one store returns, so that it
/// gets fast hit-tests and rect queries for free.
public struct IndexedLayout: PreparedLayout {
  /// The frames.
  public let store: FrameStore
  /// The spatial index over the frames.
  public let index: BucketIndex
  /// The scroll direction the layout was prepared for.
  public let scrollDirection: ScrollDirection
  /// The viewport the layout was prepared for.
  public let preparedViewport: Viewport

  /// Indexes `store` along `scrollDirection`'s scroll axis.
  /// - Complexity: O(elements): two linear passes, no sort.
  public init(store: FrameStore, scrollDirection: ScrollDirection, viewport: Viewport) {
    self.store = store
    self.index = BucketIndex(store: store, axis: scrollDirection.scrollAxis)
    self.scrollDirection = scrollDirection
    self.preparedViewport = viewport
  }

  /// The size of the whole content.
  public var contentSize: Size { store.contentSize }

  /// The number of sections.
  public var sectionCount: Int { store.sectionCount }

  /// Every element of the store.
  public var materializedElementCount: Int { store.count }

  /// The store: its cells are the layout's.
  public var cellFrameStore: FrameStore? { store }

  /// The number of cells of `section`; 0 out of range.
  /// - Complexity: O(1).
  public func itemCount(inSection section: Int) -> Int {
    section >= 0 && section < store.sectionCount ? store.itemCount(inSection: section) : 0
  }

  /// The frame of a whole section.
  public func sectionFrame(_ section: Int) -> Rect? { store.sectionFrame(section) }

  /// Read from the store's header (or footer) table, no element made.
  /// - Complexity: O(sections) table reads when none is found.
  public func firstSection(withSupplementary category: ElementCategory) -> Int? {
    store.firstSection(withSupplementary: category)
  }

  /// The attributes of one element.
  /// - Complexity: O(1) for cells, headers and footers.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    store.index(of: element).map { store.attributes(at: $0) }
  }

  /// Appends the elements strictly intersecting `rect`, in element order.
  ///
  /// The index reports hits bucket by bucket, nearly but not exactly in element order, so the
  /// hits are appended as they come and the appended segment of `results` is then sorted in
  /// place: `results` itself is the scratch space. While sorting, each new attributes' `zIndex`
  /// temporarily holds its element index (the sort key, O(1) to read for every category, where
  /// deriving it from the identity costs a search for decorations); a last pass writes the real
  /// zIndex back. (Gathering and sorting indices on the stack first, as
  /// ``BucketIndex/appendElements(in:store:into:)`` does, measured no faster here: making and
  /// releasing the attributes dominates.)
  /// - Complexity: O(buckets touched + candidates + inversions); allocation-free when `results`
  ///   has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let store = store
    let start = results.count
    var previous = -1
    var ascending = true
    index.visitIntersecting(rect, store: store) { element in
      if element < previous { ascending = false }
      previous = element
      results.append(
        LayoutAttributes(
          id: store.elementID(at: element), frame: store.frame(at: element), zIndex: element))
    }
    guard results.count > start else { return }
    results.withUnsafeMutableBufferPointer { all in
      let appended = UnsafeMutableBufferPointer(rebasing: all[start...])
      if !ascending { NearlySortedSort.sort(appended) { $0.zIndex } }
      for slot in appended.indices {
        appended[slot].zIndex = store.zIndex(at: appended[slot].zIndex)
      }
    }
  }

  /// Appends every element in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    results.reserveCapacity(results.count + store.count)
    for element in 0..<store.count { results.append(store.attributes(at: element)) }
  }

  /// Every element, read from the store one at a time.
  /// - Complexity: O(elements).
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    for element in 0..<store.count { try body(store.attributes(at: element)) }
  }

  /// The topmost cell containing `point`.
  /// - Complexity: O(1) expected: one bucket's candidates.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    index.cell(at: point, store: store).map { store.indexPath(ofCell: $0) }
  }
}
