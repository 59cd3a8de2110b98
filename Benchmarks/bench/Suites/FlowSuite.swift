import CBaselines
import Foundation
import MosaicCore
import MosaicFlow
import MosaicHitTest

/// Flow `prepare` (layout plus the hit-test index, as `Flow.prepare` returns it in a `FlowLayout`)
/// against `mc_flow_grid_prepare` / `mc_flow_lines_prepare`, which do the same work in C.
///
/// One vertical section in a 390×844 viewport, spacing 10, section insets 20 left and right, no
/// header, footer or pixel rounding:
/// - `uniform`: 80×120 items, so 4 columns at x = 20 + 90·c (the hit-test anchors' grid);
/// - `per-item`: seeded sizes, widths 60…180 and heights 60…200, so 2–4 items per justified line.
enum FlowSuite: BenchSuite {
  static let name = "flow"
  static let workloads = ["uniform", "per-item"]
  static let defaultCounts = [1_000, 10_000, 100_000, 1_000_000, 4_000_000]

  static func run(_ bench: Bench) {
    for count in bench.counts(defaultCounts) {
      if bench.wants("flow/uniform") { uniform(count: count, bench: bench) }
      if bench.wants("flow/per-item") { perItem(count: count, bench: bench) }
    }
  }

  static func flow() -> Flow {
    Flow(
      options: FlowOptions(
        itemSize: Size(width: 80, height: 120), minimumLineSpacing: 10,
        minimumInteritemSpacing: 10, sectionInset: EdgeInsets(left: 20, right: 20)))
  }

  static func cParameters() -> mc_flow_params {
    mc_flow_params(
      dimension: 390, interitem_spacing: 10, line_spacing: 10, inset_top: 0, inset_left: 20,
      inset_bottom: 0, inset_right: 20)
  }

  static let viewport = Viewport(width: 390, height: 844)

  static func uniform(count: Int, bench: Bench) {
    let flow = flow()
    let input = LayoutInput(sections: [SectionData(itemCount: count)], viewport: viewport)
    var parameters = cParameters()
    measurePrepare(
      workload: "uniform", count: count, bench: bench, swift: { prepare(flow, input) },
      c: { layout in
        mc_flow_grid_prepare(&parameters, mc_size(width: 80, height: 120), count, &layout)
      })
  }

  static func perItem(count: Int, bench: Bench) {
    let sizes = Bench.perItemSizes(count: count)
    let cSizes = sizes.map { mc_size(width: $0.width, height: $0.height) }
    let flow = flow()
    let input = LayoutInput(sections: [SectionData(itemSizes: sizes)], viewport: viewport)
    var parameters = cParameters()
    measurePrepare(
      workload: "per-item", count: count, bench: bench, swift: { prepare(flow, input) },
      c: { layout in
        cSizes.withUnsafeBufferPointer { sizes in
          mc_flow_lines_prepare(&parameters, sizes.baseAddress, count, &layout)
        }
      })
  }

  /// The layout `prepare` makes: a grid keeps its numbers (O(1)), per-item sizes are packed into
  /// pages; its frames are written out for the check against C's.
  static func prepare(_ flow: Flow, _ input: LayoutInput) -> FlowLayout {
    Bench.accepted { () throws(LayoutError) in try flow.prepare(input) }
  }

  static func measurePrepare(
    workload: String, count: Int, bench: Bench, swift: () -> FlowLayout,
    c: (inout mc_layout) -> Int32
  ) {
    Comparisons.measurePrepare(
      suite: name, workload: workload, count: count, bench: bench, swift: swift, c: c)
  }
}
