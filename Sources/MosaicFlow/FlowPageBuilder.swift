import MosaicCore

/// Collects one flow section's lines into pages of whole lines (``FlowPage``), and the section's
/// segments over them, as ``Flow/layOutLine(_:from:top:everyLineSingle:metrics:in:cells:)``
/// packs them. An update also hands it the segments it keeps, between the lines it re-packs.
struct FlowPageBuilder {
  /// The axis items flow along inside a line.
  let lineAxis: Axis
  /// The screen scale origins across the line are rounded to.
  let scale: Double?
  /// The cells a page collects before it is closed at the end of a line: a page holds at most
  /// this many plus one line, and a single longer line is a page of its own.
  static let pageLimit = 4096

  /// The segments closed so far.
  private(set) var segments: ContiguousArray<FlowSegment> = []
  /// The lines of the section so far, in closed segments and the open page.
  private(set) var lineCount = 0
  /// The cells of the section so far.
  private(set) var itemCount = 0
  /// True while every line so far holds one item (kept segments included).
  private(set) var everyLineSingle = true
  /// How many cells the section is expected to hold: a page reserves what is left of it, up to a
  /// page (none by default: the short runs an update re-packs grow as they go).
  var plannedItemCount = 0

  private var firstItems: ContiguousArray<Int32> = []
  private var lineSpans: ContiguousArray<FlowLineSpan> = []
  private var cells: ContiguousArray<FlowPageCell> = []
  private var uniformSize: Size?
  private var isUniform = true
  /// The lines of the last page closed.
  private var previousPageLines = 0
  /// The open page's first line top, relative to the section's first line.
  private var pageOrigin = 0.0
  /// The section item of the open page's first cell.
  private var pageFirstItem = 0

  /// An empty builder for a section whose cells flow along `lineAxis`.
  init(lineAxis: Axis, scale: Double?) {
    self.lineAxis = lineAxis
    self.scale = scale
  }

  /// Adds the next cell of the open line: its origin across the line (rounded here) and its size.
  @inline(__always)
  mutating func appendCell(across: Double, size: Size) {
    appendCell(alignedAcross: across.roundedToPixel(scale: scale), size: size)
  }

  /// Adds the next cell of the open line, its origin across the line already on the pixel grid.
  @inline(__always)
  mutating func appendCell(alignedAcross across: Double, size: Size) {
    if cells.isEmpty {
      uniformSize = size
      isUniform = true
      let capacity = Swift.max(1, Swift.min(Self.pageLimit + 64, plannedItemCount - itemCount))
      cells.reserveCapacity(capacity)
      // Lines at the pace of the last page, a sixteenth over: the line arrays would otherwise
      // double past what they hold (flow/per-item at 10^6: 42.8 B/item, 2 B of it spare lines).
      if previousPageLines > 0, plannedItemCount - itemCount >= Self.pageLimit {
        let lines = previousPageLines + previousPageLines / 16 + 16
        firstItems.reserveCapacity(lines)
        lineSpans.reserveCapacity(lines)
      }
    } else if isUniform, size != uniformSize {
      isUniform = false
    }
    cells.append(FlowPageCell(across: across, size: size))
  }

  /// Closes the open line, whose `count` cells were just appended, with its top relative to the
  /// section's first line and its thickness; closes the page when it is full.
  @inline(__always)
  mutating func endLine(count: Int, top: Double, thickness: Double) {
    let first = cells.count - count
    if first == 0 {
      pageOrigin = top
      pageFirstItem = itemCount
    }
    firstItems.append(Int32(truncatingIfNeeded: first))
    lineSpans.append(FlowLineSpan(top: top - pageOrigin, thickness: thickness))
    lineCount += 1
    itemCount += count
    everyLineSingle = everyLineSingle && count == 1
    if cells.count >= Self.pageLimit { closePage() }
  }

  /// Copies `lines` of `segment` (page-relative, within its lines) into the open page, moved by
  /// `shift` along the scroll axis: how an update merges a short run of kept lines with the lines
  /// it re-packs, rather than keeping a fragment of a page.
  /// - Complexity: O(cells copied).
  mutating func copyLines(_ lines: Range<Int>, of segment: FlowSegment, shiftedBy shift: Double) {
    let page = segment.page
    for line in lines {
      let first = page.firstCell(ofLine: line)
      let end = page.firstCell(ofLine: line + 1)
      for cell in first..<end {
        appendCell(alignedAcross: page.across(ofCell: cell), size: page.size(ofCell: cell))
      }
      endLine(
        count: end - first, top: segment.top(ofLine: line) + shift,
        thickness: page.thickness(ofLine: line))
    }
  }

  /// Appends `run.lineCount` complete lines of one size as an arithmetic page, the first line's
  /// top at `top` relative to the section's first line, closing the open page first.
  mutating func appendRun(_ run: FlowRun, template: ContiguousArray<Double>, top: Double) {
    guard run.lineCount > 0 else { return }
    append(
      FlowSegment(
        page: FlowPage(run: run, template: template), lines: 0..<run.lineCount, origin: top,
        firstItem: itemCount))
  }

  /// Makes room for `count` segments.
  mutating func reserveSegments(_ count: Int) { segments.reserveCapacity(count) }

  /// Appends a kept segment (its lines already placed relative to the section's first line),
  /// closing the open page first.
  mutating func append(_ segment: FlowSegment) {
    closePage()
    segments.append(segment)
    lineCount += segment.lineCount
    everyLineSingle = everyLineSingle && segment.lineCount == segment.itemCount
    itemCount += segment.itemCount
  }

  /// Closes the open page, if it has lines, into a segment.
  mutating func closePage() {
    guard !firstItems.isEmpty else { return }
    previousPageLines = firstItems.count
    let page = FlowPage(
      firstItems: firstItems, lineSpans: lineSpans, cells: cells,
      uniformSize: isUniform ? uniformSize : nil)
    segments.append(
      FlowSegment(
        page: page, lines: 0..<page.lineCount, origin: pageOrigin, firstItem: pageFirstItem))
    firstItems = []
    lineSpans = []
    cells = []
  }

  /// The segments, the open page closed.
  mutating func finish() -> ContiguousArray<FlowSegment> {
    closePage()
    return segments
  }
}
