import CBaselines
import MosaicCore
import MosaicHitTest
import MosaicWaterfall

/// Waterfall `prepare` (shortest-column placement plus the hit-test index, as `Waterfall.prepare`
/// returns it in a `PagedLayout`) against `mc_waterfall_prepare`, which does the same in C.
///
/// - `masonry3`: one vertical section in a 390×844 viewport, 3 columns with spacing 10, section
///   insets of 10 left and right (so columns of (370 − 20) / 3 ≈ 116.7 pt), interitem spacing 10,
///   no header, footer or pixel flooring; seeded per-item sizes of 60…180 × 60…200, each scaled
///   to the column width keeping its aspect ratio (so heights are not whole numbers).
enum WaterfallSuite: BenchSuite {
  static let name = "waterfall"
  static let workloads = ["masonry3"]
  static let defaultCounts = [1_000, 10_000, 100_000, 1_000_000]

  static func run(_ bench: Bench) {
    guard bench.wants("waterfall/masonry3") else { return }
    for count in bench.counts(defaultCounts) { masonry(count: count, bench: bench) }
  }

  static func masonry(count: Int, bench: Bench) {
    let sizes = Bench.perItemSizes(count: count, seed: 0x7761_7465_7266_616C)
    let cSizes = sizes.map { mc_size(width: $0.width, height: $0.height) }
    let waterfall = Waterfall(
      options: WaterfallOptions(
        columnCount: 3, minimumColumnSpacing: 10, minimumInteritemSpacing: 10,
        sectionInset: EdgeInsets(left: 10, right: 10)))
    let input = LayoutInput(
      sections: [SectionData(itemSizes: sizes)], viewport: Viewport(width: 390, height: 844))
    var parameters = mc_waterfall_params(
      dimension: 390, column_count: 3, column_spacing: 10, interitem_spacing: 10, inset_top: 0,
      inset_left: 10, inset_bottom: 0, inset_right: 10, scale: 0)
    Comparisons.measurePrepare(
      suite: name, workload: "masonry3", count: count, bench: bench,
      swift: { prepare(waterfall, input) },
      c: { layout in
        cSizes.withUnsafeBufferPointer { sizes in
          mc_waterfall_prepare(&parameters, sizes.baseAddress, count, &layout)
        }
      })
  }

  static func prepare(_ waterfall: Waterfall, _ input: LayoutInput) -> OnePage {
    OnePage(layout: Bench.accepted { () throws(LayoutError) in try waterfall.prepare(input) })
  }
}

/// A waterfall of one section, as `Waterfall.prepare` returns it (pages of consecutive items),
/// with its frames gathered into one store and indexed as one, what the C baseline (which keeps a
/// single store) is checked against. The store is gathered when asked, outside every clock.
struct OnePage: IndexedPrepared {
  let layout: PagedLayout
  var comparedStore: FrameStore {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: layout.cellCount)
    layout.forEachElement(viewport: layout.preparedViewport) { element in
      builder.appendCell(element.frame)
    }
    builder.endSection(frame: layout.sectionFrame(0) ?? Rect(x: 0, y: 0, width: 0, height: 0))
    return builder.build(contentSize: layout.contentSize)
  }
  var comparedIndex: BucketIndex? { BucketIndex(store: comparedStore, axis: .vertical) }
  var contentSize: Size { layout.contentSize }
}
