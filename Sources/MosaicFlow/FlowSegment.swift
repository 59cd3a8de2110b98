import MosaicCore

/// A run of whole lines of one flow section, in scroll order: a sub-range of a shared
/// ``FlowPage``'s lines, placed relative to the section's first line.
///
/// An update keeps the lines of a page it did not touch by making a new segment over the page's
/// remaining lines, moved by an exact difference: nothing of the page is copied.
struct FlowSegment: Sendable {
  /// The page holding the lines.
  let page: FlowPage
  /// The page's first line in this segment.
  let firstLine: Int
  /// The number of lines (at least one).
  let lineCount: Int
  /// The section item of the segment's first cell.
  private(set) var firstItem: Int
  /// The number of cells.
  let itemCount: Int
  /// Where a page-relative line top lands relative to the section's first line:
  /// `page.top(ofLine: line) + offset`. Exact: both are multiples of ``AdvanceGrid/step``.
  private(set) var offset: Double
  /// The first line's top relative to the section's first line: kept here, so that searching a
  /// section's segments reads no page.
  private(set) var origin: Double
  /// Where the segment's last line ends (its top plus its thickness on the grid), relative to
  /// the section's first line.
  private(set) var end: Double

  /// The segment over `lines` of `page`, its first line at `origin` relative to the section's
  /// first line, its first cell being section item `firstItem`.
  init(page: FlowPage, lines: Range<Int>, origin: Double, firstItem: Int) {
    self.page = page
    firstLine = lines.lowerBound
    lineCount = lines.count
    self.firstItem = firstItem
    itemCount = page.firstCell(ofLine: lines.upperBound) - page.firstCell(ofLine: lines.lowerBound)
    offset = origin - page.top(ofLine: lines.lowerBound)
    self.origin = origin
    let last = lines.upperBound - 1
    end = page.top(ofLine: last) + offset + AdvanceGrid.roundedUp(page.thickness(ofLine: last))
  }

  /// The page's lines in this segment.
  var lines: Range<Int> { firstLine..<(firstLine + lineCount) }

  /// The section item of page cell `cell`.
  @inline(__always)
  func item(ofPageCell cell: Int) -> Int {
    firstItem + cell - page.firstCell(ofLine: firstLine)
  }

  /// The page cell of section item `item`.
  @inline(__always)
  func pageCell(ofItem item: Int) -> Int {
    item - firstItem + page.firstCell(ofLine: firstLine)
  }

  /// This segment moved by `shift` along the scroll axis and by `items` in item index, without
  /// reading its page (an update moves every segment after a change: a page read each would be a
  /// cache miss each).
  func moved(by shift: Double, items: Int) -> FlowSegment {
    var copy = self
    copy.firstItem += items
    copy.offset += shift
    copy.origin += shift
    copy.end += shift
    return copy
  }

  /// This segment over its lines `kept` (page-relative, within ``lines``), moved by `shift`
  /// along the scroll axis and by `items` in item index.
  func slice(_ kept: Range<Int>, shiftedBy shift: Double, items: Int) -> FlowSegment {
    FlowSegment(
      page: page, lines: kept, origin: page.top(ofLine: kept.lowerBound) + offset + shift,
      firstItem: item(ofPageCell: page.firstCell(ofLine: kept.lowerBound)) + items)
  }

  /// The top of page line `line` relative to the section's first line.
  @inline(__always)
  func top(ofLine line: Int) -> Double { page.top(ofLine: line) + offset }

  /// The page line holding section item `item` (one of the segment's), and whether it starts
  /// there.
  /// - Complexity: O(log lines).
  func line(holding item: Int) -> (line: Int, starts: Bool) {
    let cell = pageCell(ofItem: item)
    let line = page.line(holding: cell, in: lines)
    return (line, page.firstCell(ofLine: line) == cell)
  }
}
