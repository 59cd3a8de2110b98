import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// A million cells: memory stays within a few bytes per element and answers stay exact.
@Suite struct BucketIndexScaleTests {
  @Test func aMillionGridCells() {
    let count = 1_000_000
    let store = GridFrameStore.make(count: count)
    let layout = IndexedLayout(
      store: store, scrollDirection: .vertical, viewport: Viewport(width: 390, height: 844))
    let index = layout.index
    // 2 × 120 pt buckets over 250,000 rows of 130 pt.
    #expect(index.bucketExtent == 240)
    #expect(index.bucketCount == 135_417)
    #expect(index.largeElementCount == 0)
    // Each 120-pt cell crosses a 240-pt bucket boundary half the time: ~1.5 entries per cell.
    #expect(index.entryCount > count * 3 / 2 - 20_000 && index.entryCount < count * 3 / 2 + 20_000)
    let bytesPerElement = Double(index.byteCount) / Double(count)
    #expect(bytesPerElement < 12)
    #expect(bytesPerElement > 4)

    var generator = SeededGenerator(seed: 2026)
    for _ in 0..<2_000 {
      let item = Int.random(in: 0..<count, using: &generator)
      let frame = GridFrameStore.frame(of: item)
      let path = IndexPath(section: 0, item: item)
      #expect(layout.indexPathForItem(at: Point(x: frame.midX, y: frame.midY)) == path)
      #expect(layout.indexPathForItem(at: frame.origin) == path)
      #expect(
        layout.indexPathForItem(at: Point(x: frame.maxX.nextDown, y: frame.maxY.nextDown)) == path)
      // The spacing to the right and below is a gap.
      #expect(layout.indexPathForItem(at: Point(x: frame.maxX, y: frame.minY)) == nil)
      #expect(layout.indexPathForItem(at: Point(x: frame.minX, y: frame.maxY)) == nil)
    }

    // Random viewports: the rows overlapping [y, y + 844), four cells each.
    var results: [LayoutAttributes] = []
    results.reserveCapacity(64)
    for _ in 0..<500 {
      let y = Double.random(in: -1_000...(Double(count / 4) * 130), using: &generator).rounded()
      let viewport = Rect(x: 0, y: y, width: 390, height: 844)
      let firstRow = Swift.max(0, Int(((y - 120) / 130).rounded(.down)) + 1)
      let lastRow = Swift.min(count / 4 - 1, Int(((y + 844) / 130).rounded(.up)) - 1)
      let expected = firstRow <= lastRow ? Array(firstRow * 4..<(lastRow + 1) * 4) : []
      var hits: [Int] = []
      index.forEachElement(in: viewport, store: store) { hits.append($0) }
      #expect(hits == expected.filter { GridFrameStore.frame(of: $0).intersects(viewport) })
      #expect(hits.count >= 24 && hits.count <= 32 || y > Double(count / 4) * 130 - 844 || y < 0)
      results.removeAll(keepingCapacity: true)
      layout.elements(in: viewport, viewport: layout.preparedViewport, into: &results)
      #expect(results.map(\.id.item) == hits)
    }
  }
}
