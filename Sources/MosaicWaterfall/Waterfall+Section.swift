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
    var cursor = layOutHead(data, metrics: metrics, top: top, writer: &writer)
    if data.itemCount > 0 {
      columns.reset(
        count: metrics.usedColumnCount(data), top: cursor,
        shortestFirst: options.itemRenderDirection == .shortestFirst)
      placeItems(
        0..<data.itemCount, of: data, metrics: metrics, columns: &columns, writer: &writer)
      cursor = columnsEnd(metrics: metrics, columns: columns, otherwise: cursor)
    }
    return layOutTail(data, metrics: metrics, top: top, cursor: cursor, writer: &writer)
  }

  /// The part of a section before its items, from `top`, stacked as ``SectionStack`` stacks
  /// it: header inset, header and the section inset's leading side. Returns where the columns
  /// start.
  func layOutHead(
    _ data: SectionData, metrics: WaterfallSectionMetrics, top: Double,
    writer: inout WaterfallFrameWriter
  ) -> Double {
    let scrollAxis = writer.lineAxis.other
    let headerExtent = metrics.headerExtent(data, along: scrollAxis)
    let head = metrics.stack(along: scrollAxis).head(from: top, headerExtent: headerExtent)
    if let header = head.header {
      writer.setHeader(inset: metrics.headerInset, along: header, alongExtent: headerExtent)
    }
    return head.items
  }

  /// Places items `items` of `data` in `columns`, which hold where each column ends after the
  /// items before them: one cell each, in item order.
  /// - Complexity: O(items) for up to 8 columns, O(items · log columns) beyond; no allocation.
  func placeItems(
    _ items: Range<Int>, of data: SectionData, metrics: WaterfallSectionMetrics,
    columns: inout WaterfallColumns, writer: inout WaterfallFrameWriter
  ) {
    let lineAxis = writer.lineAxis
    let inset = metrics.sectionInset
    let columnCount = metrics.columnCount
    let spacing = metrics.columnSpacing
    let room =
      writer.dimension - inset.leading(along: lineAxis) - inset.trailing(along: lineAxis)
    // No room (insets and spacings wider than the viewport) makes zero-width columns, not
    // negative ones.
    let itemWidth = max(0, (room - Double(columnCount - 1) * spacing) / Double(columnCount))
      .roundedToPixel(scale: writer.scale, rule: .down)
    let placement = WaterfallPlacement(
      lineAxis: lineAxis, direction: options.itemRenderDirection, columnCount: columnCount,
      start: inset.leading(along: lineAxis), itemWidth: itemWidth, pitch: itemWidth + spacing,
      interitemSpacing: AdvanceGrid.roundedUp(metrics.interitemSpacing), scale: writer.scale)
    writer.builder.appendCells(upTo: items.count) { cells in
      switch data.itemSizes {
      case .uniform(let size):
        placement.place(
          repeatElement(size ?? unsizedItemSize, count: items.count), firstItem: items.lowerBound,
          columns: &columns, cells: &cells)
      case .perItem(let sizes):
        // One explicit piece is read directly, with no search per size.
        if let array = sizes.contiguousSizes {
          placement.place(
            array[items], firstItem: items.lowerBound, columns: &columns, cells: &cells)
        } else {
          placement.place(
            sizes[items], firstItem: items.lowerBound, columns: &columns, cells: &cells)
        }
      }
    }
  }

  /// Where a section's columns end: the tallest, less the spacing its last item left behind;
  /// `cursor` when there are no columns.
  func columnsEnd(
    metrics: WaterfallSectionMetrics, columns: WaterfallColumns, otherwise cursor: Double
  ) -> Double {
    guard let tallest = columns.tallest else { return cursor }
    return tallest - AdvanceGrid.roundedUp(metrics.interitemSpacing)
  }

  /// The part of a section after its items, from `cursor`, where its columns end: the section
  /// inset's trailing side, footer inset and footer; closes the section, which started at `top`.
  /// Returns the section's end.
  func layOutTail(
    _ data: SectionData, metrics: WaterfallSectionMetrics, top: Double, cursor: Double,
    writer: inout WaterfallFrameWriter
  ) -> Double {
    let scrollAxis = writer.lineAxis.other
    let footerExtent = metrics.footerExtent(data, along: scrollAxis)
    let tail = metrics.stack(along: scrollAxis).tail(from: cursor, footerExtent: footerExtent)
    if let footer = tail.footer {
      writer.setFooter(inset: metrics.footerInset, along: footer, alongExtent: footerExtent)
    }
    writer.endSection(along: top, alongExtent: tail.end - top)
    return tail.end
  }
}
