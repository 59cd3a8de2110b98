import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// Random stores, random queries: the index must answer exactly as the linear reference scan.
@Suite struct BucketIndexPropertyTests {
  /// 16 batches of 80 seeded stores: 1,280 stores, run in parallel batches.
  static let storesPerBatch = 80

  /// `IndexedLayout`'s hit-test and rect query equal `LinearScan` over `allElements()`: same
  /// elements, same order.
  @Test(arguments: 0..<16)
  func indexedLayoutEqualsLinearScan(batch: Int) {
    var storesChecked = 0
    var queriesChecked = 0
    var failures: [String] = []
    for offset in 0..<Self.storesPerBatch {
      let seed = UInt64(batch * Self.storesPerBatch + offset)
      var generator = SeededGenerator(seed: seed)
      let random = RandomFrameStore(using: &generator)
      let layout = IndexedLayout(
        store: random.store, scrollDirection: random.scrollDirection,
        viewport: Viewport(width: 390, height: 844))
      let all = layout.allElements()
      let frames = all.map(\.frame)
      for _ in 0..<60 {
        let point = RandomQueries.point(
          in: random.bounds, frames: frames, unit: random.unit, using: &generator)
        let expected = LinearScan.indexPathForItem(at: point, in: all)
        let actual = layout.indexPathForItem(at: point)
        if actual != expected {
          failures.append(
            "seed \(seed) point \(point): \(String(describing: actual)) ≠ \(String(describing: expected))"
          )
        }
      }
      var reused: [LayoutAttributes] = []
      for query in 0..<60 {
        let rect = RandomQueries.rect(
          in: random.bounds, frames: frames, unit: random.unit, using: &generator)
        let expected = LinearScan.elements(in: rect, of: all)
        // Alternate a fresh array and a reused one holding a prefix, which must survive.
        let actual: [LayoutAttributes]
        if query % 2 == 0 {
          actual = layout.elements(in: rect)
        } else {
          reused.removeAll(keepingCapacity: true)
          let sentinel = LayoutAttributes(id: .header(section: 99), frame: .zero, zIndex: 7)
          reused.append(sentinel)
          layout.elements(in: rect, viewport: layout.preparedViewport, into: &reused)
          if reused.first != sentinel { failures.append("seed \(seed): prefix overwritten") }
          actual = Array(reused.dropFirst())
        }
        if actual != expected {
          failures.append(
            "seed \(seed) rect \(rect): \(actual.map(\.id)) ≠ \(expected.map(\.id))")
        }
      }
      storesChecked += 1
      queriesChecked += 120
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    #expect(storesChecked == Self.storesPerBatch)
    #expect(queriesChecked == Self.storesPerBatch * 120)
  }

  /// The index's own API with forced bucket extents (many buckets per element, many large
  /// elements, a single bucket) agrees with a scan over the frames.
  @Test(arguments: 0..<8)
  func bucketIndexWithForcedExtentsEqualsScan(batch: Int) {
    var failures: [String] = []
    var largeSeen = 0
    for offset in 0..<40 {
      let seed = 1_000_000 + UInt64(batch * 40 + offset)
      var generator = SeededGenerator(seed: seed)
      let random = RandomFrameStore(using: &generator)
      let store = random.store
      let frames = (0..<store.count).map { store.frame(at: $0) }
      let extent = [random.unit, 7, 50, 1e9, -1, .nan].randomElement(using: &generator) ?? 1
      let axis = Bool.random(using: &generator) ? Axis.vertical : .horizontal
      let index = BucketIndex(store: store, axis: axis, bucketExtent: extent)
      largeSeen += index.largeElementCount
      var indices: [Int32] = [-5]
      // Starts small, so the queries also exercise its growth.
      var buffer = ElementBuffer(minimumCapacity: 2)
      for _ in 0..<40 {
        let rect = RandomQueries.rect(
          in: random.bounds, frames: frames, unit: random.unit, using: &generator)
        let expected = frames.indices.filter { frames[$0].intersects(rect) }
        var visited: [Int] = []
        index.forEachElement(in: rect, store: store) { visited.append($0) }
        indices.removeSubrange(1...)
        index.appendElements(in: rect, store: store, into: &indices)
        let appended = indices.dropFirst().map(Int.init)
        index.elements(in: rect, store: store, into: &buffer)
        let overwritten = buffer.map(Int.init)
        if visited != expected || appended != expected || overwritten != expected
          || indices.first != -5
        {
          failures.append(
            "seed \(seed) extent \(extent) rect \(rect): \(visited) / \(appended) / \(overwritten) ≠ \(expected)"
          )
        }
        let point = RandomQueries.point(
          in: random.bounds, frames: frames, unit: random.unit, using: &generator)
        let hit = (0..<store.cellCount).last { frames[$0].contains(point) }
        let actual = index.cell(at: point, store: store)
        if actual != hit {
          failures.append(
            "seed \(seed) extent \(extent) point \(point): \(String(describing: actual)) ≠ \(String(describing: hit))"
          )
        }
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    // The forced small extents must actually exercise the large-element list.
    #expect(largeSeen > 0)
  }
}
