import MosaicCore

/// Lays out the sections of one ``FlowBlock`` from 0 along the scroll axis, one after another,
/// each stacked as ``/MosaicCore/SectionStack`` stacks it: header, top inset, lines (given where
/// the first line starts), bottom inset, footer.
struct FlowBlockBuilder {
  /// The sections' cells so far.
  private var sections = ContiguousArray<FlowSectionCells>()
  /// Their edges so far.
  private var edges = ContiguousArray<FlowSectionEdges>()
  /// Where the next section starts, relative to the block.
  private var cursor = 0.0
  /// The axis sections stack along.
  let scrollAxis: Axis

  /// A builder for a block of `capacity` sections stacked along `scrollAxis`.
  init(capacity: Int, scrollAxis: Axis) {
    self.scrollAxis = scrollAxis
    sections.reserveCapacity(capacity)
    edges.reserveCapacity(capacity)
  }

  /// Lays out section `data` after the previous one: `cells` gives its cells from where its
  /// first line starts. Within the lines each line's thickness and the spacing after it are
  /// rounded up to ``/MosaicCore/AdvanceGrid`` too, so the section laid out at another top moves
  /// by exactly the difference.
  /// - Complexity: O(1), plus what `cells` costs.
  mutating func appendSection(
    _ data: SectionData, metrics: FlowSectionMetrics, cells makeCells: (Double) -> FlowSectionCells
  ) {
    // The header ignores the section inset: it spans the whole line dimension.
    let stack = SectionStack(scrollAxis: scrollAxis, sectionInset: metrics.sectionInset)
    let headerExtent = metrics.headerExtent(data.header, along: scrollAxis)
    let head = stack.head(from: cursor, headerExtent: headerExtent)
    let cells = makeCells(head.items)
    let footerExtent = metrics.footerExtent(data.footer, along: scrollAxis)
    let tail = stack.tail(from: head.items + cells.linesLength, footerExtent: footerExtent)
    var hasPerItemSizes = false
    if case .perItem = data.itemSizes { hasPerItemSizes = true }
    edges.append(
      FlowSectionEdges(
        top: cursor, end: tail.end, header: head.header ?? cursor, headerExtent: headerExtent,
        footer: tail.footer ?? cursor, footerExtent: footerExtent,
        hasPerItemSizes: hasPerItemSizes))
    sections.append(cells)
    cursor = tail.end
  }

  /// The sections laid out so far, as tables: what ``finish()`` builds the block from.
  var tables: (cells: ContiguousArray<FlowSectionCells>, edges: ContiguousArray<FlowSectionEdges>) {
    (sections, edges)
  }

  /// The block of the sections laid out.
  /// - Complexity: O(sections).
  consuming func finish() -> FlowBlock {
    FlowBlock(sections: sections, edges: edges, length: cursor)
  }
}
