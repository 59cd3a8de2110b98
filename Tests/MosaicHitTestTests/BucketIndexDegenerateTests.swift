import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// One store per degenerate case, with the exact answers written out.
@Suite struct BucketIndexDegenerateTests {
  /// A store of cells only, in one section.
  static func store(_ cells: [Rect], contentSize: Size = Size(width: 390, height: 1_000))
    -> FrameStore
  {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: cells.count)
    for cell in cells { builder.appendCell(cell) }
    builder.endSection(frame: Rect(origin: .zero, size: contentSize))
    return builder.build(contentSize: contentSize)
  }

  /// The element indices `index` reports for `rect`, through both ordered entry points.
  static func hits(_ index: BucketIndex, _ rect: Rect, _ store: FrameStore) -> [Int] {
    var visited: [Int] = []
    index.forEachElement(in: rect, store: store) { visited.append($0) }
    var appended: [Int32] = []
    index.appendElements(in: rect, store: store, into: &appended)
    #expect(appended.map(Int.init) == visited)
    var buffer = ElementBuffer(minimumCapacity: 0)
    index.elements(in: rect, store: store, into: &buffer)
    #expect(buffer.map(Int.init) == visited)
    return visited
  }

  /// The element indices a plain scan reports for `rect`.
  static func scan(_ rect: Rect, _ store: FrameStore) -> [Int] {
    (0..<store.count).filter { store.frame(at: $0).intersects(rect) }
  }

  @Test func noElements() {
    var emptyBuilder = FrameStoreBuilder(sectionCount: 0, cellCapacity: 0)
    let empty = emptyBuilder.build(contentSize: .zero)
    let index = BucketIndex(store: empty, axis: .vertical)
    #expect(index.bucketCount == 1)
    #expect(index.entryCount == 0)
    #expect(index.bucketExtent == 0)
    #expect(index.cell(at: .zero, store: empty) == nil)
    #expect(Self.hits(index, Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), empty).isEmpty)

    // Sections without items, with zero-height headers.
    var builder = FrameStoreBuilder(sectionCount: 3, cellCapacity: 0)
    for _ in 0..<3 {
      builder.setHeader(Rect(x: 0, y: 0, width: 390, height: 0))
      builder.endSection(frame: .zero)
    }
    let layout = IndexedLayout(
      store: builder.build(contentSize: Size(width: 390, height: 0)), scrollDirection: .vertical,
      viewport: Viewport(width: 390, height: 844))
    #expect(layout.allElements().count == 3)
    #expect(layout.elements(in: Rect(x: -10, y: -10, width: 500, height: 500)).isEmpty)
    #expect(layout.indexPathForItem(at: .zero) == nil)
  }

  @Test func allElementsOfZeroExtent() {
    let cells = (0..<200).map { item in
      item.isMultiple(of: 2)
        ? Rect(x: 0, y: Double(item) * 10, width: 100, height: 0)
        : Rect(x: Double(item), y: Double(item) * 10, width: 0, height: 50)
    }
    let store = Self.store(cells)
    for axis in Axis.allCases {
      let index = BucketIndex(store: store, axis: axis)
      #expect(index.entryCount == 0)
      #expect(index.largeElementCount == 0)
      #expect(index.bucketCount == 1)
      #expect(index.cell(at: Point(x: 0, y: 0), store: store) == nil)
      #expect(index.cell(at: Point(x: 1, y: 10), store: store) == nil)
      #expect(Self.hits(index, Rect(x: -1, y: -1, width: 5_000, height: 5_000), store).isEmpty)
    }
  }

  @Test func negativeCoordinates() {
    // A column of ten 100-pt cells from y = -1000 to 0, and its transpose.
    let vertical = Self.store(
      (0..<10).map { Rect(x: -50, y: -1_000 + Double($0) * 100, width: 100, height: 100) })
    let horizontal = Self.store(
      (0..<10).map { Rect(x: -1_000 + Double($0) * 100, y: -50, width: 100, height: 100) })
    for (store, axis) in [(vertical, Axis.vertical), (horizontal, .horizontal)] {
      let index = BucketIndex(store: store, axis: axis)
      func point(_ along: Double, _ across: Double) -> Point {
        axis == .vertical ? Point(x: across, y: along) : Point(x: along, y: across)
      }
      func rect(_ along: Double, _ length: Double) -> Rect {
        axis == .vertical
          ? Rect(x: -10, y: along, width: 20, height: length)
          : Rect(x: along, y: -10, width: length, height: 20)
      }
      #expect(index.cell(at: point(-1_000, -50), store: store) == 0)
      #expect(index.cell(at: point(-900.5, 0), store: store) == 0)
      #expect(index.cell(at: point(-900, 0), store: store) == 1)
      #expect(index.cell(at: point(-0.5, 49.5), store: store) == 9)
      #expect(index.cell(at: point(0, 0), store: store) == nil)
      #expect(index.cell(at: point(-1_000.5, 0), store: store) == nil)
      #expect(index.cell(at: point(-500, 50), store: store) == nil)
      #expect(Self.hits(index, rect(-950, 100), store) == [0, 1])
      #expect(Self.hits(index, rect(-900, 100), store) == [1])
      #expect(Self.hits(index, rect(-2_000, 1_000), store) == [])
      #expect(Self.hits(index, rect(-2_000, 1_001), store) == [0])
      #expect(Self.hits(index, rect(-50, 5_000), store) == [9])
    }
  }

  @Test func elementsBeyondTheContent() {
    let cells = [
      Rect(x: 0, y: 0, width: 100, height: 100),
      Rect(x: 0, y: 5_000, width: 100, height: 100),
      Rect(x: 500, y: 10_000, width: 100, height: 100),
    ]
    let store = Self.store(cells, contentSize: Size(width: 100, height: 100))
    let index = BucketIndex(store: store, axis: .vertical)
    #expect(index.cell(at: Point(x: 50, y: 5_050), store: store) == 1)
    #expect(index.cell(at: Point(x: 550, y: 10_099), store: store) == 2)
    #expect(index.cell(at: Point(x: 550, y: 10_100), store: store) == nil)
    #expect(Self.hits(index, Rect(x: 0, y: 50, width: 1_000, height: 1e5), store) == [0, 1, 2])
  }

  @Test func hugeContentWithTinyElements() {
    // 1,000 one-point cells near 0 and one far away: the bucket count is capped by elements + 1.
    var cells = (0..<1_000).map { Rect(x: 0, y: Double($0), width: 1, height: 1) }
    cells.append(Rect(x: 0, y: 1e12, width: 1, height: 1))
    let store = Self.store(cells)
    let index = BucketIndex(store: store, axis: .vertical)
    #expect(index.bucketCount <= store.count + 1)
    #expect(index.bucketCount > 1)
    #expect(index.cell(at: Point(x: 0.5, y: 500.5), store: store) == 500)
    #expect(index.cell(at: Point(x: 0.5, y: 1e12 + 0.5), store: store) == 1_000)
    #expect(index.cell(at: Point(x: 0.5, y: 1e12 + 1), store: store) == nil)
    #expect(
      Self.hits(index, Rect(x: 0, y: 998.5, width: 1, height: 1e12), store) == [998, 999, 1_000])

    // A span that overflows a Double collapses to one bucket and stays correct.
    let extreme = Self.store([
      Rect(x: 0, y: -1.7e308, width: 1, height: 1e300),
      Rect(x: 0, y: 0, width: 1, height: 1),
      Rect(x: 0, y: 1.7e308, width: 1, height: 1e300),
    ])
    let collapsed = BucketIndex(store: extreme, axis: .vertical)
    #expect(collapsed.bucketCount == 1)
    #expect(collapsed.cell(at: Point(x: 0, y: 1.7e308), store: extreme) == 2)
    #expect(collapsed.cell(at: Point(x: 0, y: 0), store: extreme) == 1)
    #expect(Self.hits(collapsed, Rect(x: 0, y: -1e308, width: 1, height: 1.5e308), extreme) == [1])
  }

  @Test func elementsSpanningManyBuckets() {
    // A 100,000-cell grid, a header on top, and a section background under all of it.
    let count = 100_000
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: count, supplementaryCapacity: 2)
    for item in 0..<count { builder.appendCell(GridFrameStore.frame(of: item)) }
    let height = Double(count / 4) * 130
    builder.addSupplementary(
      ElementID(category: .decoration, kind: "background", section: 0, item: 0),
      frame: Rect(x: 0, y: 0, width: 390, height: height), zIndex: -1)
    builder.setHeader(Rect(x: 0, y: 0, width: 390, height: 50))
    builder.endSection(frame: Rect(x: 0, y: 0, width: 390, height: height))
    let store = builder.build(contentSize: Size(width: 390, height: height))
    let index = BucketIndex(store: store, axis: .vertical)
    #expect(index.largeElementCount == 1)
    #expect(index.bucketExtent == 240)
    #expect(index.entryCount < count * 8 / 5)
    #expect(index.byteCount < count * 8)
    // A gap between columns is covered only by the background: no cell.
    #expect(index.cell(at: Point(x: 105, y: 1_000_000), store: store) == nil)
    #expect(index.cell(at: Point(x: 115, y: 1_000_000), store: store) == (1_000_000 / 130) * 4 + 1)
    // Viewport at y = 650,000: rows 5,000 ... 5,006, then the background last.
    let viewport = Rect(x: 0, y: 650_000, width: 390, height: 844)
    let expected = Array(20_000..<20_028) + [count]
    #expect(Self.hits(index, viewport, store) == expected)
    // The header (element count + 1) overlaps cells near the top and comes after them.
    #expect(
      Self.hits(index, Rect(x: 0, y: 0, width: 30, height: 10), store) == [0, count, count + 1])

    // A cell spanning every bucket is found under gaps, and loses to the cells drawn over it.
    var cells = (0..<2_000).map { GridFrameStore.frame(of: $0) }
    cells.insert(Rect(x: 0, y: 0, width: 390, height: 65_000), at: 0)
    let bigFirst = Self.store(cells)
    let bigFirstIndex = BucketIndex(store: bigFirst, axis: .vertical)
    #expect(bigFirstIndex.largeElementCount == 1)
    #expect(bigFirstIndex.cell(at: Point(x: 105, y: 30_000), store: bigFirst) == 0)
    #expect(bigFirstIndex.cell(at: Point(x: 25, y: 130), store: bigFirst) == 5)
    cells.append(cells.removeFirst())
    let bigLast = Self.store(cells)
    let bigLastIndex = BucketIndex(store: bigLast, axis: .vertical)
    #expect(bigLastIndex.cell(at: Point(x: 25, y: 130), store: bigLast) == 2_000)
    #expect(bigLastIndex.cell(at: Point(x: 25, y: 65_000), store: bigLast) == nil)
  }

  @Test func nonFiniteFrames() {
    let cells = [
      Rect(x: 0, y: 0, width: 100, height: 100),  // 0
      Rect(x: .nan, y: 0, width: 100, height: 100),  // 1: nothing
      Rect(x: 0, y: 200, width: 100, height: .infinity),  // 2: everything below 200
      Rect(x: 0, y: -.infinity, width: 100, height: 1e9),  // 3: nothing
      Rect(x: 0, y: .infinity, width: 100, height: 100),  // 4: nothing
      Rect(x: 0, y: 0, width: .nan, height: 100),  // 5: nothing
      Rect(x: 0, y: -.infinity, width: 100, height: .infinity),  // 6: nothing (maximum is NaN)
      Rect(x: -.infinity, y: 50, width: .infinity, height: 10),  // 7: nothing
      Rect(x: 50, y: 300, width: .infinity, height: 10),  // 8: x ≥ 50 at y 300 ..< 310
      Rect(x: 0, y: 0, width: 100, height: -.infinity),  // 9: nothing
    ]
    let store = Self.store(cells)
    for axis in Axis.allCases {
      for extent: Double? in [nil, 1, 1e6] {
        let index = BucketIndex(store: store, axis: axis, bucketExtent: extent)
        #expect(index.cell(at: Point(x: 50, y: 50), store: store) == 0)
        #expect(index.cell(at: Point(x: 50, y: 1e300), store: store) == 2)
        #expect(index.cell(at: Point(x: 50, y: 305), store: store) == 8)
        #expect(index.cell(at: Point(x: 1e300, y: 305), store: store) == 8)
        #expect(index.cell(at: Point(x: 49, y: 305), store: store) == 2)
        #expect(index.cell(at: Point(x: 50, y: 150), store: store) == nil)
        #expect(index.cell(at: Point(x: 50, y: .infinity), store: store) == nil)
        #expect(index.cell(at: Point(x: .nan, y: 50), store: store) == nil)
        #expect(index.cell(at: Point(x: -.infinity, y: 55), store: store) == nil)
        let everything = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        #expect(Self.hits(index, everything, store) == [0, 2, 8])
        #expect(Self.hits(index, everything, store) == Self.scan(everything, store))
        #expect(
          Self.hits(index, Rect(x: 0, y: 0, width: .infinity, height: .infinity), store) == [
            0, 2, 8,
          ])
        #expect(Self.hits(index, Rect(x: .nan, y: 0, width: 10, height: 10), store) == [])
        #expect(Self.hits(index, Rect(x: 0, y: 0, width: 10, height: .nan), store) == [])
        #expect(
          Self.hits(index, Rect(x: -.infinity, y: 0, width: .infinity, height: 10), store) == [])
      }
    }
  }

  @Test func exactEdgesOfAGridWithoutGaps() {
    // 4 × 4 cells of 100 × 100 touching each other.
    let store = Self.store(
      (0..<16).map {
        Rect(x: Double($0 % 4) * 100, y: Double($0 / 4) * 100, width: 100, height: 100)
      })
    for extent: Double? in [nil, 100, 50, 33] {
      let index = BucketIndex(store: store, axis: .vertical, bucketExtent: extent)
      #expect(index.cell(at: Point(x: 100, y: 0), store: store) == 1)
      #expect(index.cell(at: Point(x: 0, y: 100), store: store) == 4)
      #expect(index.cell(at: Point(x: 99.999, y: 99.999), store: store) == 0)
      #expect(index.cell(at: Point(x: 400, y: 0), store: store) == nil)
      #expect(index.cell(at: Point(x: 0, y: 400), store: store) == nil)
      #expect(index.cell(at: Point(x: 399.5, y: 399.5), store: store) == 15)
      #expect(Self.hits(index, Rect(x: 100, y: 100, width: 100, height: 100), store) == [5])
      #expect(Self.hits(index, Rect(x: 100, y: 100, width: 0, height: 100), store) == [])
      #expect(Self.hits(index, Rect(x: 100, y: 100, width: -100, height: 100), store) == [])
      #expect(Self.hits(index, Rect(x: 400, y: 0, width: 100, height: 400), store) == [])
      #expect(Self.hits(index, Rect(x: 99, y: 199, width: 2, height: 2), store) == [4, 5, 8, 9])
    }
  }

  @Test func nonFiniteAndExtremeQueries() {
    let store = Self.store((0..<100).map { Rect(x: 0, y: Double($0) * 10, width: 10, height: 10) })
    let index = BucketIndex(store: store, axis: .vertical)
    #expect(index.cell(at: Point(x: .nan, y: .nan), store: store) == nil)
    #expect(index.cell(at: Point(x: 5, y: .infinity), store: store) == nil)
    #expect(index.cell(at: Point(x: 5, y: -.infinity), store: store) == nil)
    #expect(index.cell(at: Point(x: 5, y: -1e300), store: store) == nil)
    #expect(index.cell(at: Point(x: 5, y: 1e300), store: store) == nil)
    #expect(Self.hits(index, Rect(x: .nan, y: .nan, width: .nan, height: .nan), store) == [])
    #expect(Self.hits(index, Rect(x: 0, y: -1e10, width: 10, height: 1e10 + 15), store) == [0, 1])
    // -1e300 + (1e300 + 15) rounds to 0: the rect ends where cell 0 starts, as Rect computes it.
    #expect(Self.hits(index, Rect(x: 0, y: -1e300, width: 10, height: 1e300 + 15), store) == [])
    #expect(Self.hits(index, Rect(x: 0, y: 985, width: 1, height: 1e300), store) == [98, 99])
  }

  @Test func supplementaryOrderIsElementOrder() {
    // Footer before header, a decoration in between, all overlapping the cells.
    var builder = FrameStoreBuilder(sectionCount: 2, cellCapacity: 6)
    builder.setFooter(Rect(x: 0, y: 250, width: 390, height: 20))
    for item in 0..<3 {
      builder.appendCell(Rect(x: 0, y: Double(item) * 100, width: 390, height: 100))
    }
    builder.addSupplementary(
      ElementID(category: .decoration, kind: "shelf", section: 0, item: 0),
      frame: Rect(x: 0, y: 0, width: 390, height: 300), zIndex: -1)
    builder.setHeader(Rect(x: 0, y: 0, width: 390, height: 40))
    builder.endSection(frame: Rect(x: 0, y: 0, width: 390, height: 300))
    for item in 0..<3 {
      builder.appendCell(Rect(x: 0, y: 300 + Double(item) * 100, width: 390, height: 100))
    }
    builder.setHeader(Rect(x: 0, y: 300, width: 390, height: 40))
    builder.endSection(frame: Rect(x: 0, y: 300, width: 390, height: 300))
    let layout = IndexedLayout(
      store: builder.build(contentSize: Size(width: 390, height: 600)), scrollDirection: .vertical,
      viewport: Viewport(width: 390, height: 844))
    let ids = layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 600)).map(\.id)
    #expect(
      ids == [
        .cell(section: 0, item: 0), .cell(section: 0, item: 1), .cell(section: 0, item: 2),
        .cell(section: 1, item: 0), .cell(section: 1, item: 1), .cell(section: 1, item: 2),
        .footer(section: 0), ElementID(category: .decoration, kind: "shelf", section: 0, item: 0),
        .header(section: 0), .header(section: 1),
      ])
    let zIndexes = layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 600)).map(\.zIndex)
    #expect(zIndexes == [0, 0, 0, 0, 0, 0, 10, -1, 10, 10])
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 10)) == IndexPath(section: 0, item: 0))
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 300)) == IndexPath(section: 1, item: 0))
  }

  @Test func layoutInReverseAxisOrder() {
    // Cells laid out bottom to top (a chat transcript): every query's hits arrive in reverse.
    let count = 3_000
    let store = Self.store(
      (0..<count).map { Rect(x: 0, y: Double(count - 1 - $0) * 10, width: 10, height: 10) })
    let layout = IndexedLayout(
      store: store, scrollDirection: .vertical, viewport: Viewport(width: 390, height: 844))
    let all = layout.allElements()
    let everything = Rect(x: -1, y: -1, width: 100, height: 1e6)
    #expect(layout.elements(in: everything) == all)
    let window = Rect(x: 0, y: 10_000, width: 10, height: 844)
    #expect(layout.elements(in: window) == LinearScan.elements(in: window, of: all))
    #expect(layout.elements(in: window).count == 85)
    #expect(
      layout.indexPathForItem(at: Point(x: 5, y: 5)) == IndexPath(section: 0, item: count - 1))
  }

  @Test func linearFallback() {
    var generator = SeededGenerator(seed: 42)
    var random = RandomFrameStore(using: &generator)
    while random.store.count < 20 { random = RandomFrameStore(using: &generator) }
    let store = random.store
    let frames = (0..<store.count).map { store.frame(at: $0) }
    let overEntries = BucketIndex(
      store: store, axis: .vertical, requestedExtent: nil, elementLimit: .max, entryLimit: 0)
    let overElements = BucketIndex(
      store: store, axis: .horizontal, requestedExtent: nil, elementLimit: 1, entryLimit: .max)
    for index in [overEntries, overElements] {
      #expect(index.isLinear)
      #expect(index.bucketCount == 1)
      for _ in 0..<200 {
        let rect = RandomQueries.rect(
          in: random.bounds, frames: frames, unit: random.unit, using: &generator)
        #expect(Self.hits(index, rect, store) == Self.scan(rect, store))
        let point = RandomQueries.point(
          in: random.bounds, frames: frames, unit: random.unit, using: &generator)
        #expect(
          index.cell(at: point, store: store)
            == (0..<store.cellCount).last { frames[$0].contains(point) })
      }
    }
  }

  @Test func aDifferentStoreIsScannedLinearly() {
    let small = Self.store([Rect(x: 0, y: 0, width: 10, height: 10)])
    let large = Self.store((0..<50).map { Rect(x: 0, y: Double($0) * 10, width: 10, height: 10) })
    let index = BucketIndex(store: small, axis: .vertical)
    #expect(index.cell(at: Point(x: 5, y: 495), store: large) == 49)
    #expect(Self.hits(index, Rect(x: 0, y: 95, width: 10, height: 20), large) == [9, 10, 11])
  }

  @Test func bucketExtentIsTwiceTheMeanCellExtent() {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 400, supplementaryCapacity: 1)
    for item in 0..<400 { builder.appendCell(GridFrameStore.frame(of: item)) }
    builder.setHeader(Rect(x: 0, y: 0, width: 390, height: 13_000))  // not part of the mean
    builder.endSection(frame: Rect(x: 0, y: 0, width: 390, height: 13_000))
    let store = builder.build(contentSize: Size(width: 390, height: 13_000))
    let vertical = BucketIndex(store: store, axis: .vertical)
    #expect(vertical.bucketExtent == 240)
    #expect(vertical.bucketCount == 55)  // ceil(12,990 / 240)
    let horizontal = BucketIndex(store: store, axis: .horizontal)
    #expect(horizontal.bucketExtent == 160)
    #expect(horizontal.bucketCount == 3)  // ceil(370 / 160)
    let forced = BucketIndex(store: store, axis: .vertical, bucketExtent: 1_000)
    #expect(forced.bucketExtent == 1_000)
    #expect(forced.bucketCount == 13)
  }

  @Test func appendElementsOnBothSidesOfTheStackLimit() {
    // 3,000 cells in reverse axis order: small queries gather on the stack, large ones append
    // one by one and sort in place; both keep what the buffer already held.
    let count = 3_000
    let store = Self.store(
      (0..<count).map { Rect(x: 0, y: Double(count - 1 - $0) * 10, width: 10, height: 10) })
    let index = BucketIndex(store: store, axis: .vertical)
    for height in [5.0, 100, 2_000, 2_600, 40_000] {
      let rect = Rect(x: 0, y: 3_000, width: 10, height: height)
      let bound = index.candidateBound(for: rect)
      #expect(
        height < 2_000
          ? bound <= BucketIndex.stackCandidateLimit : bound > BucketIndex.stackCandidateLimit)
      var indices: [Int32] = [42, -1]
      index.appendElements(in: rect, store: store, into: &indices)
      #expect(Array(indices.prefix(2)) == [42, -1])
      #expect(indices.dropFirst(2).map(Int.init) == Self.scan(rect, store))
      #expect(indices.count - 2 == Swift.min(count - 1 - 300 + 1, Int((height / 10).rounded(.up))))
    }
  }

  @Test func elementBufferIsOverwrittenAndGrowsOnlyWhenNeeded() {
    let store = Self.store((0..<100).map { Rect(x: 0, y: Double($0) * 10, width: 10, height: 10) })
    let index = BucketIndex(store: store, axis: .vertical)
    var buffer = ElementBuffer(minimumCapacity: 4)
    #expect(buffer.isEmpty && buffer.capacity == 4)
    index.elements(in: Rect(x: 0, y: 15, width: 10, height: 20), store: store, into: &buffer)
    #expect(Array(buffer) == [1, 2, 3])
    // A query with more candidates than room grows it; the next smaller one overwrites.
    index.elements(in: Rect(x: 0, y: 0, width: 10, height: 500), store: store, into: &buffer)
    #expect(buffer.map(Int.init) == Array(0..<50))
    let grown = buffer.capacity
    #expect(grown >= 50)
    index.elements(in: Rect(x: 0, y: 995, width: 10, height: 100), store: store, into: &buffer)
    #expect(Array(buffer) == [99])
    #expect(buffer.capacity == grown)
    // An empty rect, or one past the content, empties it.
    index.elements(in: Rect(x: 0, y: 0, width: 0, height: 500), store: store, into: &buffer)
    #expect(buffer.isEmpty)
    index.elements(in: Rect(x: 0, y: 5_000, width: 10, height: 10), store: store, into: &buffer)
    #expect(buffer.isEmpty)
    buffer.removeAll()
    #expect(buffer.count == 0 && buffer.capacity == grown)
  }
}
