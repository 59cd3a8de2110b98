import MosaicCore
import MosaicHitTest

extension Waterfall {
  /// Lays out one whole section from 0 along the scroll axis: header inset and header, section
  /// inset, columns, section inset, footer inset and footer. Returns the section's length.
  /// - Throws: ``/MosaicCore/LayoutError`` when the section's extent overflows.
  /// - Complexity: O(items) for up to 8 columns, O(items · log columns) beyond.
  public func layOutSection(
    _ data: SectionData, options overrides: WaterfallSectionOptions?,
    into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    try layOutItems(
      0..<data.itemCount, of: data, options: overrides, continuing: [], into: &writer
    ).length
  }

  /// Lays out items `items` of `data` from 0 along the scroll axis: the header part first when
  /// `items` starts the section, the footer part last when it ends it. A page that does not end
  /// the section ends where its shortest column ends, and the next one goes on from the columns'
  /// ends measured from there: `continuation` holds them, one per column the section uses, and,
  /// for the directions that go round the columns by item number, the column the next item takes
  /// (so two continuations are equal only when the next items land alike).
  ///
  /// Every advance along the scroll axis (insets, header and footer extents, an item's extent and
  /// the spacing after it in its column) is rounded to ``/MosaicCore/AdvanceGrid`` first, so
  /// every position is an exact sum and the frames do not depend on where pages are cut.
  /// - Throws: ``/MosaicCore/LayoutError`` when the section's extent overflows (an item far taller
  ///   than wide, scaled to the column).
  /// - Complexity: O(items) for up to 8 columns, O(items · log columns) beyond; no allocation but
  ///   the continuation.
  public func layOutItems(
    _ items: Range<Int>, of data: SectionData, options overrides: WaterfallSectionOptions?,
    continuing continuation: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut {
    let metrics = metrics(overriddenBy: overrides, in: writer.viewport)
    let used = metrics.usedColumnCount(data)
    let shortestFirst = options.itemRenderDirection == .shortestFirst
    // Spans and tolerance need the columns in order, not in a heap (validation keeps both to
    // shortestFirst).
    let byRule = shortestFirst && metrics.placesByRule(data)
    // The continuation's last number: the next slot of the directions that go round the columns,
    // the placement cursor under a tolerance.
    let carriesCursor = !shortestFirst || metrics.placementTolerance != nil
    var columns = WaterfallColumns(storage: writer.takeScratch())
    var cursor = 0.0
    var placementCursor = 0
    if items.lowerBound == 0 {
      cursor = layOutHead(data, metrics: metrics, writer: &writer)
      columns.reset(count: used, top: cursor, shortestFirst: shortestFirst && !byRule)
    } else {
      let ends = carriesCursor ? continuation.dropLast() : continuation[...]
      columns.restore(ends, count: used, shortestFirst: shortestFirst && !byRule)
      if shortestFirst, carriesCursor, let last = continuation.last, last >= 0, last <= Double(used)
      {
        placementCursor = Int(last)
      }
    }
    if byRule {
      placeItemsByRule(
        items, of: data, metrics: metrics, cursor: &placementCursor, columns: &columns,
        writer: &writer)
    } else {
      placeItems(items, of: data, metrics: metrics, columns: &columns, writer: &writer)
    }
    let cut: SectionCut
    if items.upperBound == data.itemCount {
      let end = columns.tallest.map { $0 - AdvanceGrid.roundedUp(metrics.interitemSpacing) }
      cut = SectionCut(
        length: layOutTail(data, metrics: metrics, cursor: end ?? cursor, writer: &writer))
    } else {
      // The next page starts where the shortest column ends: on the grid, so it moves nothing.
      let length = columns.shortest ?? 0
      columns.rebase(by: length)
      var next = columns.snapshot
      if !shortestFirst {
        next.append(Double(items.upperBound % metrics.columnCount))
      } else if carriesCursor {
        next.append(Double(placementCursor))
      }
      cut = SectionCut(length: length, continuation: next)
    }
    writer.scratch = columns.storage
    guard cut.length.isFinite, cut.continuation.allSatisfy(\.isFinite) else {
      throw LayoutError(
        path: "",
        message:
          "the content is too long to lay out: an item's height scaled to the column width overflows"
      )
    }
    return cut
  }

  /// The part of a section before its items, from 0, stacked as ``/MosaicCore/SectionStack``
  /// stacks it: header inset, header and the section inset's leading side. Returns where the
  /// columns start.
  func layOutHead(
    _ data: SectionData, metrics: WaterfallSectionMetrics, writer: inout SectionWriter
  ) -> Double {
    let scrollAxis = writer.scrollAxis
    let headerExtent = metrics.headerExtent(data, along: scrollAxis)
    let head = metrics.stack(along: scrollAxis).head(from: 0, headerExtent: headerExtent)
    if let header = head.header {
      writer.setHeader(
        spanning(metrics.headerInset, along: header, alongExtent: headerExtent, in: writer))
    }
    return head.items
  }

  /// Places items `items` of `data` in `columns`, which hold where each column ends after the
  /// items before them: one cell each, in item order.
  /// - Complexity: O(items) for up to 8 columns, O(items · log columns) beyond; no allocation.
  func placeItems(
    _ items: Range<Int>, of data: SectionData, metrics: WaterfallSectionMetrics,
    columns: inout WaterfallColumns, writer: inout SectionWriter
  ) {
    let placement = placement(metrics, in: writer)
    writer.appendCells(upTo: items.count) { cells in
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

  /// Places items `items` of `data` by the rule that reads spans and the placement tolerance
  /// (``WaterfallPlacement/placeByRule(_:span:tolerance:cursor:slots:window:tree:cells:)``), from
  /// `columns` (every column of the section, in order) and the placement cursor `cursor`.
  /// - Complexity: O(items · log columns) for items of one column, O(columns) more for each
  ///   spanned item; one allocation.
  func placeItemsByRule(
    _ items: Range<Int>, of data: SectionData, metrics: WaterfallSectionMetrics,
    cursor: inout Int, columns: inout WaterfallColumns, writer: inout SectionWriter
  ) {
    let placement = placement(metrics, in: writer)
    let tolerance = metrics.placementTolerance
    writer.appendCells(upTo: items.count) { cells in
      columns.withSlotsAndWindow { slots, window in
        // One allocation a page: the columns' least ends, for one-column items.
        var tree = ColumnMinimumTree(slots.ends)
        switch data.itemSizes {
        case .uniform(let size):
          for _ in items {
            placement.placeByRule(
              size ?? unsizedItemSize, span: nil, tolerance: tolerance, cursor: &cursor,
              slots: slots, window: window, tree: &tree, cells: &cells)
          }
        case .perItem(let sizes):
          sizes.forEachEntry(in: items) { size, span in
            placement.placeByRule(
              size, span: span, tolerance: tolerance, cursor: &cursor, slots: slots,
              window: window, tree: &tree, cells: &cells)
          }
        }
      }
    }
  }

  /// The column geometry of a section with `metrics` in `writer`'s dimension: what placing its
  /// items reads.
  func placement(_ metrics: WaterfallSectionMetrics, in writer: borrowing SectionWriter)
    -> WaterfallPlacement
  {
    let lineAxis = writer.scrollAxis.other
    let inset = metrics.sectionInset
    let columnCount = metrics.columnCount
    let spacing = metrics.columnSpacing
    let scale = writer.viewport.scale
    let room =
      writer.dimension - inset.leading(along: lineAxis) - inset.trailing(along: lineAxis)
    // No room (insets and spacings wider than the viewport) makes zero-width columns, not
    // negative ones.
    let itemWidth = max(0, (room - Double(columnCount - 1) * spacing) / Double(columnCount))
      .roundedToPixel(scale: scale, rule: .down)
    return WaterfallPlacement(
      lineAxis: lineAxis, direction: options.itemRenderDirection, columnCount: columnCount,
      start: inset.leading(along: lineAxis), itemWidth: itemWidth, pitch: itemWidth + spacing,
      columnSpacing: spacing, interitemSpacing: AdvanceGrid.roundedUp(metrics.interitemSpacing),
      scale: scale)
  }

  /// The part of a section after its items, from `cursor`, where its columns end: the section
  /// inset's trailing side, footer inset and footer. Returns the section's end.
  func layOutTail(
    _ data: SectionData, metrics: WaterfallSectionMetrics, cursor: Double,
    writer: inout SectionWriter
  ) -> Double {
    let scrollAxis = writer.scrollAxis
    let footerExtent = metrics.footerExtent(data, along: scrollAxis)
    let tail = metrics.stack(along: scrollAxis).tail(from: cursor, footerExtent: footerExtent)
    if let footer = tail.footer {
      writer.setFooter(
        spanning(metrics.footerInset, along: footer, alongExtent: footerExtent, in: writer))
    }
    return tail.end
  }

  /// A header's or footer's frame: `inset`'s leading and trailing sides across, the rest of the
  /// writer's dimension wide (never negative).
  func spanning(
    _ inset: EdgeInsets, along: Double, alongExtent: Double, in writer: borrowing SectionWriter
  ) -> Rect {
    let lineAxis = writer.scrollAxis.other
    let leading = inset.leading(along: lineAxis)
    let extent = max(0, writer.dimension - leading - inset.trailing(along: lineAxis))
    return Rect(
      axis: writer.scrollAxis, along: along, across: leading, alongExtent: alongExtent,
      acrossExtent: extent)
  }
}
