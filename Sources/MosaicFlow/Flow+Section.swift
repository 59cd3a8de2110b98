import MosaicCore

extension Flow {
  /// The cells of one section whose first line starts at `linesTop`: a grid when its items share
  /// one size under alignments that keep the grid's pitch; one size under other alignments, an
  /// arithmetic page of its complete lines and its last line stored; else lines packed into pages.
  /// - Complexity: O(1) for a section given by a count (O(items of a line) without the grid's
  ///   alignments), O(items) for explicit sizes, O(items of a line) for each run of one size.
  static func layOutCells(
    _ data: SectionData, metrics: FlowSectionMetrics, defaultItemSize: Size, linesTop: Double,
    lineAxis: Axis, dimension: Double, scale: Double?
  ) -> FlowSectionCells {
    guard data.itemCount > 0 else { return .empty(at: linesTop) }
    let space = FlowLineSpace(metrics: metrics, dimension: dimension, lineAxis: lineAxis)
    // Equal per-item sizes make a grid too, as UIKit's fixed-item-size path does.
    if metrics.keepsGridPitch, let size = data.uniformSize(default: defaultItemSize) {
      let grid = layOutGrid(
        count: data.itemCount, size: size, in: space, top: linesTop, lineAxis: lineAxis)
      return FlowSectionCells(
        linesTop: linesTop, linesLength: grid.length, itemCount: grid.count,
        lineCount: grid.lineCount, grid: grid, segments: [])
    }
    var builder = FlowPageBuilder(lineAxis: lineAxis, scale: scale)
    let length: Double
    switch data.itemSizes {
    case .uniform(let size):
      // One size under other alignments: complete lines as one arithmetic page, O(1).
      length = packUniformLines(
        count: data.itemCount, size: size ?? defaultItemSize, top: 0, metrics: metrics, in: space,
        builder: &builder)
    case .perItem(let sizes):
      if let array = sizes.contiguousSizes {
        length = packLines(array, metrics: metrics, in: space, builder: &builder)
      } else {
        length = packLines(sizes, runs: sizes, metrics: metrics, in: space, builder: &builder)
      }
    }
    return FlowSectionCells(
      linesTop: linesTop, linesLength: length, itemCount: builder.itemCount,
      lineCount: builder.lineCount, grid: nil, segments: builder.finish())
  }
}
