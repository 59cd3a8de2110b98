import CBaselines
import Foundation
import MosaicCore
import MosaicFlow
import MosaicHitTest

/// Checks shared by the suites: Swift's results must equal the C baseline's bit for bit before
/// either is timed, so the two sides provably do the same work.
enum Comparisons {
  /// True when `store`'s frames equal `frames` exactly.
  static func sameFrames(_ store: FrameStore, _ frames: mc_frames) -> Bool {
    guard store.count == frames.count else { return false }
    let count = store.count
    func same(_ swift: ContiguousArray<Double>, _ c: UnsafeMutablePointer<Double>?) -> Bool {
      guard let c else { return count == 0 }
      return swift.withUnsafeBufferPointer { swift in
        for index in 0..<count where swift[index] != c[index] { return false }
        return true
      }
    }
    return same(store.minX, frames.min_x) && same(store.minY, frames.min_y)
      && same(store.width, frames.width) && same(store.height, frames.height)
  }

  /// True when the two indexes have the same shape (bucket count and extent, entries, large list).
  static func sameIndex(_ index: BucketIndex, _ c: mc_index) -> Bool {
    index.bucketCount == c.bucket_count && index.bucketExtent == c.bucket_extent
      && index.entryCount == c.entry_count && index.largeElementCount == c.large_count
  }

  /// A `FrameStore` of one section holding `frames` as cells (how the hit-test suite indexes
  /// frames that a C baseline produced).
  static func store(from frames: mc_frames, contentSize: Size) -> FrameStore {
    let count = frames.count
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: count)
    if let minX = frames.min_x, let minY = frames.min_y, let width = frames.width,
      let height = frames.height
    {
      builder.appendCells(upTo: count) { cells in
        for index in 0..<count {
          cells.append(
            Rect(x: minX[index], y: minY[index], width: width[index], height: height[index]))
        }
      }
    }
    builder.endSection(frame: Rect(origin: Point(x: 0, y: 0), size: contentSize))
    return builder.build(contentSize: contentSize)
  }

  /// Checks a Swift prepare against its C baseline (frames, content size, index shape), then
  /// times both interleaved and records what each retains and how many allocations it makes.
  static func measurePrepare<Layout: IndexedPrepared>(
    suite: String, workload: String, count: Int, bench: Bench, swift: () -> Layout,
    c: (inout mc_layout) -> Int32
  ) {
    let started = now()
    // Agreement: frames, content size and index shape.
    do {
      let layout = swift()
      var baseline = mc_layout()
      bench.check(c(&baseline) == 0, "\(suite)/\(workload) n=\(count): the C baseline failed")
      bench.check(
        sameFrames(layout.comparedStore, baseline.frames)
          && layout.contentSize
            == Size(width: baseline.content_width, height: baseline.content_height)
          && (layout.comparedIndex.map { sameIndex($0, baseline.index) } ?? true),
        "\(suite)/\(workload) n=\(count): Swift and C frames or index differ")
      mc_layout_free(&baseline)
    }

    bench.measurePair(
      suite: suite, workload: workload, metric: "prepare", count: count, kind: .run,
      swift: {
        let start = now()
        let layout = swift()
        let end = now()
        blackHole(layout.contentSize)
        return end - start
      },
      c: {
        var layout = mc_layout()
        let start = now()
        let status = c(&layout)
        let end = now()
        blackHole(status)
        mc_layout_free(&layout)
        return end - start
      })

    let swiftUsage = Allocator.measure { swift() }.usage
    var (cUsage, cLayout) = Allocator.measure { () -> mc_layout in
      var layout = mc_layout()
      _ = c(&layout)
      return layout
    }
    mc_layout_free(&cLayout)
    bench.recordUsage(
      suite: suite, workload: workload, metric: "prepare", count: count, swift: swiftUsage,
      c: cUsage)
    bench.progress(
      "\(suite)/\(workload) n=\(Output.countLabel(count)): "
        + Output.elapsed(since: started))
  }
}

/// A prepared layout whose frames and index the C baselines can be checked against.
protocol IndexedPrepared {
  /// Every frame, in element order.
  var comparedStore: FrameStore { get }
  /// The bucket index over them, when the layout has one.
  var comparedIndex: BucketIndex? { get }
  var contentSize: Size { get }
}

/// A flow layout computes its cells from pages and grids, without a bucket index: its frames are
/// written out for the comparison.
extension FlowLayout: IndexedPrepared {
  var comparedStore: FrameStore { frameStore() }
  var comparedIndex: BucketIndex? { nil }
}

extension IndexedLayout: IndexedPrepared {
  var comparedStore: FrameStore { store }
  var comparedIndex: BucketIndex? { index }
}
