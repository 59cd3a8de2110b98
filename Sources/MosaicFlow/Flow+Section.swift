import MosaicCore

extension Flow {
  /// Lays out one section starting at `top` along the scroll axis: header, top inset, lines,
  /// bottom inset, footer, recording its lines in `lines`. Returns the section's end, where the
  /// next one starts.
  /// - Complexity: O(items).
  static func layOutSection(
    _ data: SectionData, metrics: FlowSectionMetrics, defaultItemSize: Size, top: Double,
    writer: inout FlowFrameWriter, lines: inout FlowLineTable
  ) -> Double {
    let mainAxis = writer.mainAxis
    let scrollAxis = mainAxis.other
    let inset = metrics.sectionInset
    var cursor = top

    // The header ignores the section inset: it spans the whole line dimension.
    let headerExtent = metrics.headerExtent(data, along: scrollAxis)
    if headerExtent > 0 {
      writer.setHeader(cross: cursor, crossExtent: headerExtent)
      cursor += headerExtent
    }
    cursor += inset.leading(along: scrollAxis)

    var grid: FlowGridLines?
    if data.itemCount > 0 {
      let space = FlowLineSpace(metrics: metrics, dimension: writer.dimension, mainAxis: mainAxis)
      switch data.itemSizes {
      case .uniform(let size):
        let size = size ?? defaultItemSize
        if metrics.keepsGridPitch {
          (cursor, grid) = layOutGrid(
            count: data.itemCount, size: size, in: space, top: cursor, writer: &writer)
        } else {
          cursor = layOutLines(
            repeatElement(size, count: data.itemCount), metrics: metrics, in: space, top: cursor,
            writer: &writer, lines: &lines)
        }
      case .perItem(let sizes):
        // Equal per-item sizes make a grid too, as UIKit's fixed-item-size path does.
        if metrics.keepsGridPitch, let size = data.uniformSize(default: defaultItemSize) {
          (cursor, grid) = layOutGrid(
            count: sizes.count, size: size, in: space, top: cursor, writer: &writer)
        } else {
          cursor = layOutLines(
            sizes, metrics: metrics, in: space, top: cursor, writer: &writer, lines: &lines)
        }
      }
    }

    // Where the lines end, exactly: a moved item's re-packing must end here to leave the rest as is.
    let linesEnd = cursor
    cursor += inset.trailing(along: scrollAxis)
    let footerExtent = metrics.footerExtent(data, along: scrollAxis)
    if footerExtent > 0 {
      writer.setFooter(cross: cursor, crossExtent: footerExtent)
      cursor += footerExtent
    }
    writer.endSection(cross: top, crossExtent: cursor - top)
    lines.endSection(grid: grid, linesEnd: linesEnd)
    return cursor
  }
}
