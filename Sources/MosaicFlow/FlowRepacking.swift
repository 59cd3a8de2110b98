import MosaicCore

/// How an update re-packs one changed section kept in pages: from the line before the one
/// holding the first changed item, line by line, until line breaks fall back in step with the
/// old section's past the changed range; the old lines from there on are kept, moved by an exact
/// difference.
///
/// Items before `changed` are the old items at the same index; items from `changed`'s end on are
/// the old items shifted by `delta` (the change in count).
struct FlowRepacking {
  /// The old section's cells.
  let old: FlowSectionCells
  /// The new items whose sizes may differ.
  let changed: Range<Int>
  /// The new count less the old.
  let delta: Int
  /// The section's options.
  let metrics: FlowSectionMetrics
  /// The room of its lines.
  let space: FlowLineSpace
  /// The axis items flow along inside a line.
  let lineAxis: Axis
  /// The screen scale origins across the line are rounded to.
  let scale: Double?

  /// A run of kept lines shorter than this many cells, next to re-packed lines, is copied into
  /// the new page rather than kept as a fragment of its old one: so repeated changes in one place
  /// do not pile up small segments, and a section holds O(items / page + changes) segments.
  /// 64 rather than 512: in sections of 1,000 items a change in the middle copied both halves,
  /// and a one-item update at 10^6 items in 1,000 sections went from 21.4 to 14.8 µs p50
  /// (p99 70 → 52) with no more memory retained.
  static let mergeLimit = 64

  /// The new section's cells, `sizes` being its items' sizes, its first line at `linesTop`.
  /// - Complexity: O(segments + cells of the lines re-packed or copied).
  func cells<Sizes: RandomAccessCollection<Size>>(sizes: Sizes, linesTop: Double)
    -> FlowSectionCells
  where Sizes.Index == Int {
    let newCount = sizes.count
    var builder = FlowPageBuilder(lineAxis: lineAxis, scale: scale)
    builder.reserveSegments(old.segments.count + 4)
    // The old line holding the first changed item (the last line when items are appended), then
    // the one before it: a change can let an item join the previous line.
    let probe = Swift.min(changed.lowerBound, old.itemCount - 1)
    var segmentIndex = old.segmentIndex(holding: probe)
    var line = old.segments[segmentIndex].line(holding: probe).line
    if line > old.segments[segmentIndex].firstLine {
      line -= 1
    } else if segmentIndex > 0 {
      segmentIndex -= 1
      line = old.segments[segmentIndex].lines.upperBound - 1
    }
    for index in 0..<segmentIndex { builder.append(old.segments[index]) }
    // The open page gets a short kept run copied on each side of the re-packed lines at most:
    // reserved at once, rather than grown from one cell by doubling.
    builder.plannedItemCount =
      builder.itemCount
      + Swift.min(newCount, 2 * Self.mergeLimit + (changed.upperBound - changed.lowerBound) + 64)
    let segment = old.segments[segmentIndex]
    append(
      segment.firstLine..<line, of: segment, shiftedBy: 0, items: 0, copyingShort: true,
      to: &builder)

    var item = segment.item(ofPageCell: segment.page.firstCell(ofLine: line))
    var top = segment.top(ofLine: line)
    var end = top
    while item < newCount {
      let packed = Flow.layOutLine(
        sizes, from: item, everyLineSingle: builder.everyLineSingle, metrics: metrics, in: space,
        cells: &builder)
      builder.endLine(count: packed.stop - item, top: top, thickness: packed.thickness)
      end = top + AdvanceGrid.roundedUp(packed.thickness)
      top = end + space.lineAdvance
      item = packed.stop
      guard item >= changed.upperBound, item < newCount else { continue }
      if let length = keepTail(fromOldItem: item - delta, at: top, sizes: sizes, into: &builder) {
        end = length
        break
      }
      // Inside an old run of one size at another phase: its complete lines again, in O(1).
      if let (run, template) = run(fromOldItem: item - delta) {
        builder.appendRun(run, template: template, top: top)
        item += run.lineCount * run.perLine
        top += Double(run.lineCount) * run.advance
      }
    }
    return FlowSectionCells(
      linesTop: linesTop, linesLength: end, itemCount: builder.itemCount,
      lineCount: builder.lineCount, grid: nil, segments: builder.finish())
  }

  /// When an old line starts at old item `oldItem`, appends the old lines from it on, moved so
  /// that it starts at `top`, and returns where the lines end; `nil` (nothing appended) when no
  /// old line starts there. The last line is laid out again when whether every line holds one
  /// item (UIKit's rule for the last line's alignment) differs from the old section's.
  /// - Complexity: O(log lines + segments), plus the cells of a short run copied.
  func keepTail<Sizes: RandomAccessCollection<Size>>(
    fromOldItem oldItem: Int, at top: Double, sizes: Sizes, into builder: inout FlowPageBuilder
  ) -> Double? where Sizes.Index == Int {
    guard oldItem >= 0, oldItem < old.itemCount else { return nil }
    let first = old.segmentIndex(holding: oldItem)
    let (line, starts) = old.segments[first].line(holding: oldItem)
    guard starts else { return nil }
    let shift = top - old.segments[first].top(ofLine: line)

    // Whether the last line must be laid out again.
    var linesBefore = line - old.segments[first].firstLine
    for index in 0..<first { linesBefore += old.segments[index].lineCount }
    let tailSingle = old.lineCount - linesBefore == old.itemCount - oldItem
    let last = old.segments[old.segments.count - 1]
    let lastLine = last.lines.upperBound - 1
    let lastSingle =
      last.page.firstCell(ofLine: lastLine + 1) - last.page.firstCell(ofLine: lastLine) == 1
    let wasSingle = old.lineCount == old.itemCount
    let relayLast = lastSingle && wasSingle != (builder.everyLineSingle && tailSingle)

    for index in first..<old.segments.count {
      let segment = old.segments[index]
      let lower = index == first ? line : segment.firstLine
      let upper = segment.lines.upperBound - (relayLast && index == old.segments.count - 1 ? 1 : 0)
      guard lower < upper else { continue }
      append(
        lower..<upper, of: segment, shiftedBy: shift, items: delta, copyingShort: index == first,
        to: &builder)
    }
    guard relayLast else { return old.linesLength + shift }
    let lastTop = last.top(ofLine: lastLine) + shift
    let packed = Flow.layOutLine(
      sizes, from: sizes.count - 1, everyLineSingle: builder.everyLineSingle, metrics: metrics,
      in: space, cells: &builder)
    builder.endLine(count: 1, top: lastTop, thickness: packed.thickness)
    return lastTop + AdvanceGrid.roundedUp(packed.thickness)
  }

  /// The complete lines from old item `oldItem` on, when it is inside an old arithmetic page:
  /// the items from it to the page's end have the page's size, so the lines they fill (each
  /// followed by one of them) are the page's lines at a new phase. `nil` when there is none.
  /// - Complexity: O(log segments).
  func run(fromOldItem oldItem: Int) -> (run: FlowRun, template: ContiguousArray<Double>)? {
    guard oldItem >= 0, oldItem < old.itemCount else { return nil }
    let segment = old.segments[old.segmentIndex(holding: oldItem)]
    guard let shape = segment.page.run else { return nil }
    let items = segment.firstItem + segment.itemCount - oldItem
    let lineCount = (items - 1) / shape.perLine
    guard lineCount > 0 else { return nil }
    return (
      FlowRun(
        lineCount: lineCount, perLine: shape.perLine, size: shape.size, thickness: shape.thickness,
        advance: shape.advance),
      segment.page.template
    )
  }

  /// Appends the kept lines `lines` of `segment`, moved by `shift` and by `items` in item index:
  /// copied when short and next to re-packed lines (`copyingShort`), else as a segment over the
  /// same page.
  private func append(
    _ lines: Range<Int>, of segment: FlowSegment, shiftedBy shift: Double, items: Int,
    copyingShort: Bool, to builder: inout FlowPageBuilder
  ) {
    guard !lines.isEmpty else { return }
    if lines == segment.lines, !copyingShort || segment.itemCount >= Self.mergeLimit {
      builder.append(segment.moved(by: shift, items: items))
      return
    }
    let page = segment.page
    if copyingShort,
      page.firstCell(ofLine: lines.upperBound) - page.firstCell(ofLine: lines.lowerBound)
        < Self.mergeLimit
    {
      builder.copyLines(lines, of: segment, shiftedBy: shift)
    } else {
      builder.append(segment.slice(lines, shiftedBy: shift, items: items))
    }
  }

  /// The one size of every new item, `nil` when they differ: the new sizes in the changed range,
  /// and the old ones kept (read from the pages: a page of one size answers at once, another is
  /// scanned over its kept cells, stopping at the first that differs).
  /// - Complexity: O(changed + segments), plus the kept cells of pages of several sizes.
  func commonSize(of sizes: [Size]) -> Size? {
    let reference = sizes[0]
    for index in changed where sizes[index] != reference { return nil }
    // The kept old items: before the change, and from its end (shifted back by `delta`) on.
    let kept = [0..<changed.lowerBound, (changed.upperBound - delta)..<old.itemCount]
    func keptItems(of segment: FlowSegment) -> [Range<Int>] {
      let items = segment.firstItem..<(segment.firstItem + segment.itemCount)
      return kept.map { items.clamped(to: $0) }.filter { !$0.isEmpty }
    }
    // Cheap refutations first: pages of one other size, and each kept run's first size.
    for segment in old.segments {
      for range in keptItems(of: segment) {
        let size =
          segment.page.uniformSize
          ?? segment.page.size(ofCell: segment.pageCell(ofItem: range.lowerBound))
        if size != reference { return nil }
      }
    }
    for segment in old.segments where segment.page.uniformSize == nil {
      for range in keptItems(of: segment) {
        for item in range
        where segment.page.size(ofCell: segment.pageCell(ofItem: item)) != reference {
          return nil
        }
      }
    }
    return reference
  }
}
