import MosaicCore

extension Waterfall {
  /// Lays out one section starting at `top` along the scroll axis: header inset and header,
  /// section inset, columns, section inset, footer inset and footer. Returns the section's end,
  /// where the next one starts.
  ///
  /// Every advance along the scroll axis (insets, header and footer extents, an item's extent and
  /// the spacing after it in its column) is rounded to ``AdvanceGrid`` first, so every position
  /// is an exact sum and a section laid out at another `top` moves by exactly the difference.
  /// - Complexity: O(items) for up to 8 columns, O(items · log columns) beyond.
  func layOutSection(
    _ data: SectionData, metrics: WaterfallSectionMetrics, top: Double,
    columns: inout WaterfallColumns, writer: inout WaterfallFrameWriter
  ) -> Double {
    let acrossAxis = writer.acrossAxis
    let alongAxis = acrossAxis.other
    let advance = AdvanceGrid.roundedUp
    var cursor = top

    // CHT adds the header inset's leading side whether or not there is a header, its trailing
    // side only below one; the same goes for the footer.
    cursor += advance(metrics.headerInset.leading(along: alongAxis))
    let headerExtent = metrics.headerExtent(data, along: alongAxis)
    if headerExtent > 0 {
      writer.setHeader(inset: metrics.headerInset, along: cursor, alongExtent: headerExtent)
      cursor += advance(headerExtent) + advance(metrics.headerInset.trailing(along: alongAxis))
    }

    let inset = metrics.sectionInset
    cursor += advance(inset.leading(along: alongAxis))
    if data.itemCount > 0 {
      let columnCount = metrics.columnCount
      let spacing = metrics.columnSpacing
      let room =
        writer.dimension - inset.leading(along: acrossAxis) - inset.trailing(along: acrossAxis)
      // No room (insets and spacings wider than the viewport) makes zero-width columns, not
      // negative ones.
      let itemWidth = WaterfallFrameWriter.floored(
        max(0, (room - Double(columnCount - 1) * spacing) / Double(columnCount)),
        scale: writer.scale)
      let placement = WaterfallPlacement(
        acrossAxis: acrossAxis, direction: options.itemRenderDirection, columnCount: columnCount,
        start: inset.leading(along: acrossAxis), itemWidth: itemWidth, pitch: itemWidth + spacing,
        interitemSpacing: advance(metrics.interitemSpacing), scale: writer.scale)
      columns.reset(
        count: metrics.usedColumnCount(data), top: cursor,
        shortestFirst: options.itemRenderDirection == .shortestFirst)
      let count = data.itemCount
      writer.builder.appendCells(upTo: count) { cells in
        switch data.itemSizes {
        case .uniform(let size):
          placement.place(
            repeatElement(size ?? unsizedItemSize, count: count), columns: &columns,
            cells: &cells)
        case .perItem(let sizes):
          placement.place(sizes, columns: &columns, cells: &cells)
        }
      }
      // The tallest column, less the spacing its last item left behind.
      cursor = (columns.tallest ?? cursor) - advance(metrics.interitemSpacing)
    }
    cursor += advance(inset.trailing(along: alongAxis))

    cursor += advance(metrics.footerInset.leading(along: alongAxis))
    let footerExtent = metrics.footerExtent(data, along: alongAxis)
    if footerExtent > 0 {
      writer.setFooter(inset: metrics.footerInset, along: cursor, alongExtent: footerExtent)
      cursor += advance(footerExtent) + advance(metrics.footerInset.trailing(along: alongAxis))
    }
    writer.endSection(along: top, alongExtent: cursor - top)
    return cursor
  }
}
