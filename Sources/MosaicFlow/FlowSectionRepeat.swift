import MosaicCore

/// A block's sections when each is the first one again, one `pitch` further along the scroll
/// axis: grids (or sections without items) of the same counts and numbers, with the same header,
/// footer and per-item form. A feed of sections given by counts (estimated, or of one item size)
/// is such a run, and keeps one section's numbers per block instead of a table per section.
///
/// Section `i` is the first moved by `i · pitch`, an exact product on
/// ``/MosaicCore/AdvanceGrid`` (at most ``FlowBlock/sectionLimit`` pitches, each a multiple of
/// the grid step), and a prepare that sums the sections' extents one by one reaches the very same
/// positions: so a repeated block answers exactly as the table it replaces.
struct FlowSectionRepeat: Sendable {
  /// The first section's cells and edges.
  let cells: FlowSectionCells
  let edges: FlowSectionEdges
  /// Where each section starts after the previous one.
  let pitch: Double

  /// The repeat of `sections` placed by `edges`, or `nil` unless there are at least two and
  /// each is the first moved by a whole number of the first's extents.
  /// - Complexity: O(sections), stopping at the first that differs.
  init?(sections: ContiguousArray<FlowSectionCells>, edges: ContiguousArray<FlowSectionEdges>) {
    guard sections.count > 1, let firstCells = sections.first, let firstEdges = edges.first,
      firstCells.segments.isEmpty, firstEdges.top == 0
    else { return nil }
    let pitch = firstEdges.end - firstEdges.top
    guard pitch > 0 else { return nil }
    for index in 1..<sections.count {
      let shift = Double(index) * pitch
      let entry = sections[index]
      let edge = edges[index]
      guard entry.segments.isEmpty, entry.itemCount == firstCells.itemCount,
        entry.lineCount == firstCells.lineCount, entry.linesLength == firstCells.linesLength,
        entry.linesTop == firstCells.linesTop + shift,
        entry.grid.map({ $0.moved(to: firstCells.linesTop) }) == firstCells.grid,
        edge == Self.edges(firstEdges, movedBy: shift)
      else { return nil }
    }
    self.cells = firstCells
    self.edges = firstEdges
    self.pitch = pitch
  }

  /// The cells of section `index`.
  @inline(__always)
  func cells(at index: Int) -> FlowSectionCells {
    cells.moved(to: cells.linesTop + Double(index) * pitch)
  }

  /// The edges of section `index`.
  @inline(__always)
  func edges(at index: Int) -> FlowSectionEdges {
    Self.edges(edges, movedBy: Double(index) * pitch)
  }

  /// `edges` moved by `shift` along the scroll axis.
  static func edges(_ edges: FlowSectionEdges, movedBy shift: Double) -> FlowSectionEdges {
    FlowSectionEdges(
      top: edges.top + shift, end: edges.end + shift, header: edges.header + shift,
      headerExtent: edges.headerExtent, footer: edges.footer + shift,
      footerExtent: edges.footerExtent, hasPerItemSizes: edges.hasPerItemSizes)
  }
}
