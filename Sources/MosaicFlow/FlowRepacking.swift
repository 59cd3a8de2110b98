import MosaicCore

/// How an update re-packs one changed section kept in pages: around each run of changed items,
/// from the line before the one holding the run's first item, line by line, until line breaks
/// fall back in step with the old section's past the run; the old lines from there to the next
/// run (or the section's end) are kept, moved by an exact difference.
///
/// Items outside the runs (`spans`) are the old items, shifted by the change in count of the
/// runs before them.
struct FlowRepacking {
  /// The old section's cells.
  let old: FlowSectionCells
  /// The runs of changed items, in order, each placed in both sections (none empty in both).
  let spans: [ItemEditSpan]
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

  /// An old line: its segment and its page line.
  struct OldLine: Comparable {
    var segment: Int
    var line: Int
    static func < (a: OldLine, b: OldLine) -> Bool {
      (a.segment, a.line) < (b.segment, b.line)
    }
  }

  /// The new section's cells, `sizes` being its items' sizes, its first line at `linesTop`.
  /// - Complexity: O(segments + cells of the lines re-packed or copied + runs × log lines).
  func cells<Sizes: RandomAccessCollection<Size>>(sizes: Sizes, linesTop: Double)
    -> FlowSectionCells
  where Sizes.Index == Int {
    let newCount = sizes.count
    var builder = FlowPageBuilder(lineAxis: lineAxis, scale: scale)
    builder.reserveSegments(old.segments.count + 4 * spans.count)
    let start = line(before: spans[0].oldItems.lowerBound)
    append(
      OldLine(segment: 0, line: old.segments[0].firstLine)..<start, shiftedBy: 0, items: 0,
      copyingShortFirst: false, copyingShortLast: true, to: &builder)
    plan(for: spans[0], newCount: newCount, builder: &builder)

    let segment = old.segments[start.segment]
    var item = segment.item(ofPageCell: segment.page.firstCell(ofLine: start.line))
    var top = segment.top(ofLine: start.line)
    var end = top
    // The first run not passed yet, and the change in count of those passed.
    var next = 0
    var shiftItems = 0
    while item < newCount {
      let packed = Flow.layOutLine(
        sizes, from: item, everyLineSingle: builder.everyLineSingle, metrics: metrics, in: space,
        cells: &builder)
      builder.endLine(count: packed.stop - item, top: top, thickness: packed.thickness)
      end = top + AdvanceGrid.roundedUp(packed.thickness)
      top = end + space.lineAdvance
      item = packed.stop
      while next < spans.count, spans[next].items.upperBound <= item {
        shiftItems += spans[next].countChange
        next += 1
      }
      guard item < newCount, next == spans.count || item < spans[next].items.lowerBound else {
        continue
      }
      let oldItem = item - shiftItems
      guard next < spans.count else {
        if let length = keepTail(fromOldItem: oldItem, at: top, sizes: sizes, into: &builder) {
          end = length
          break
        }
        if let advanced = appendRun(
          fromOldItem: oldItem, before: old.itemCount, at: top, into: &builder)
        {
          item += advanced.items
          top += advanced.length
        }
        continue
      }
      let upcoming = spans[next]
      if let kept = keepLines(
        fromOldItem: oldItem, before: upcoming.oldItems.lowerBound, at: top, items: shiftItems,
        into: &builder)
      {
        item = kept.oldItem + shiftItems
        top = kept.top
        end = kept.end
        plan(for: upcoming, newCount: newCount, builder: &builder)
      } else if let advanced = appendRun(
        fromOldItem: oldItem, before: upcoming.oldItems.lowerBound, at: top, into: &builder)
      {
        item += advanced.items
        top += advanced.length
      }
    }
    return FlowSectionCells(
      linesTop: linesTop, linesLength: end, itemCount: builder.itemCount,
      lineCount: builder.lineCount, grid: nil, segments: builder.finish())
  }

  /// Sizes the open page for the lines re-packed around `span`: a short kept run copied on each
  /// side at most, reserved at once rather than grown from one cell by doubling.
  private func plan(for span: ItemEditSpan, newCount: Int, builder: inout FlowPageBuilder) {
    builder.plannedItemCount =
      builder.itemCount
      + Swift.min(
        Swift.max(0, newCount - builder.itemCount), 2 * Self.mergeLimit + span.items.count + 64)
  }

  /// The old line before the one holding old item `oldItem` (the last line when it is past the
  /// end), or that line when it is the first: a change can let an item join the previous line.
  /// - Complexity: O(log segments + log lines).
  func line(before oldItem: Int) -> OldLine {
    let probe = Swift.max(0, Swift.min(oldItem, old.itemCount - 1))
    var segment = old.segmentIndex(holding: probe)
    var line = old.segments[segment].line(holding: probe).line
    if line > old.segments[segment].firstLine {
      line -= 1
    } else if segment > 0 {
      segment -= 1
      line = old.segments[segment].lines.upperBound - 1
    }
    return OldLine(segment: segment, line: line)
  }

  /// When an old line starts at old item `oldItem` and lies before the line re-packed for a run
  /// starting at old item `limit`, appends the old lines from it to that one, moved so that it
  /// starts at `top` and by `items` in item index; returns the first old item not kept, where
  /// its line starts and where the kept lines end (new positions). `nil`: nothing appended.
  /// - Complexity: O(log lines + segments kept), plus the cells of a short run copied.
  func keepLines(
    fromOldItem oldItem: Int, before limit: Int, at top: Double, items: Int,
    into builder: inout FlowPageBuilder
  ) -> (oldItem: Int, top: Double, end: Double)? {
    let stop = line(before: limit)
    guard let first = line(startingAt: oldItem), first < stop else { return nil }
    let shift = top - self.top(of: first)
    append(
      first..<stop, shiftedBy: shift, items: items, copyingShortFirst: true,
      copyingShortLast: true, to: &builder)
    let resume = old.segments[stop.segment]
    let lastKept =
      stop.line > resume.firstLine
      ? OldLine(segment: stop.segment, line: stop.line - 1)
      : OldLine(
        segment: stop.segment - 1, line: old.segments[stop.segment - 1].lines.upperBound - 1)
    let last = old.segments[lastKept.segment]
    return (
      resume.item(ofPageCell: resume.page.firstCell(ofLine: stop.line)),
      resume.top(ofLine: stop.line) + shift,
      last.top(ofLine: lastKept.line) + shift
        + AdvanceGrid.roundedUp(last.page.thickness(ofLine: lastKept.line))
    )
  }

  /// The old line that starts at old item `oldItem`, `nil` when none does.
  /// - Complexity: O(log segments + log lines).
  private func line(startingAt oldItem: Int) -> OldLine? {
    guard oldItem >= 0, oldItem < old.itemCount else { return nil }
    let segment = old.segmentIndex(holding: oldItem)
    let (line, starts) = old.segments[segment].line(holding: oldItem)
    return starts ? OldLine(segment: segment, line: line) : nil
  }

  /// The top of old line `line`, relative to the old section's first line.
  private func top(of line: OldLine) -> Double {
    old.segments[line.segment].top(ofLine: line.line)
  }

  /// The bound past the old section's last line.
  private var endOfLines: OldLine { OldLine(segment: old.segments.count, line: 0) }

  /// Appends the old lines `lines` (the upper bound excluded, ``endOfLines`` for all to the end),
  /// moved by `shift` along the scroll axis and by `items` in item index: whole segments shared,
  /// the pieces at either end copied when short and next to re-packed lines.
  private func append(
    _ lines: Range<OldLine>, shiftedBy shift: Double, items: Int, copyingShortFirst: Bool,
    copyingShortLast: Bool, to builder: inout FlowPageBuilder
  ) {
    guard !lines.isEmpty else { return }
    let (first, stop) = (lines.lowerBound, lines.upperBound)
    let lastSegment =
      stop.segment < old.segments.count && stop.line > old.segments[stop.segment].firstLine
      ? stop.segment : stop.segment - 1
    for index in first.segment...lastSegment {
      let segment = old.segments[index]
      let lower = index == first.segment ? first.line : segment.firstLine
      let upper = index == stop.segment ? stop.line : segment.lines.upperBound
      append(
        lower..<upper, of: segment, shiftedBy: shift, items: items,
        copyingShort: (copyingShortFirst && index == first.segment)
          || (copyingShortLast && index == lastSegment),
        to: &builder)
    }
  }

  /// When an old line starts at old item `oldItem`, appends the old lines from it on, moved so
  /// that it starts at `top`, and returns where the lines end; `nil` (nothing appended) when no
  /// old line starts there. The last line is laid out again when whether every line holds one
  /// item (UIKit's rule for the last line's alignment) differs from the old section's.
  /// - Complexity: O(log lines + segments), plus the cells of a short run copied.
  func keepTail<Sizes: RandomAccessCollection<Size>>(
    fromOldItem oldItem: Int, at top: Double, sizes: Sizes, into builder: inout FlowPageBuilder
  ) -> Double? where Sizes.Index == Int {
    guard let first = line(startingAt: oldItem) else { return nil }
    let shift = top - self.top(of: first)

    // Whether the last line must be laid out again.
    var linesBefore = first.line - old.segments[first.segment].firstLine
    for index in 0..<first.segment { linesBefore += old.segments[index].lineCount }
    let tailSingle = old.lineCount - linesBefore == old.itemCount - oldItem
    let last = old.segments[old.segments.count - 1]
    let lastLine = last.lines.upperBound - 1
    let lastSingle =
      last.page.firstCell(ofLine: lastLine + 1) - last.page.firstCell(ofLine: lastLine) == 1
    let wasSingle = old.lineCount == old.itemCount
    let relayLast = lastSingle && wasSingle != (builder.everyLineSingle && tailSingle)

    append(
      first..<(relayLast ? OldLine(segment: old.segments.count - 1, line: lastLine) : endOfLines),
      shiftedBy: shift, items: sizes.count - old.itemCount, copyingShortFirst: true,
      copyingShortLast: false, to: &builder)
    guard relayLast else { return old.linesLength + shift }
    let lastTop = last.top(ofLine: lastLine) + shift
    let packed = Flow.layOutLine(
      sizes, from: sizes.count - 1, everyLineSingle: builder.everyLineSingle, metrics: metrics,
      in: space, cells: &builder)
    builder.endLine(count: 1, top: lastTop, thickness: packed.thickness)
    return lastTop + AdvanceGrid.roundedUp(packed.thickness)
  }

  /// When old item `oldItem` is inside an old arithmetic page, appends the complete lines from
  /// it on (as one arithmetic page at `top`) and returns how many items and how much length they
  /// take; `nil` when there is none. The items from it to the page's end, and before old item
  /// `limit` (the next run's), have the page's size, so the lines they fill (each followed by one
  /// of them) are the page's lines at a new phase.
  /// - Complexity: O(log segments).
  private func appendRun(
    fromOldItem oldItem: Int, before limit: Int, at top: Double,
    into builder: inout FlowPageBuilder
  ) -> (items: Int, length: Double)? {
    guard oldItem >= 0, oldItem < old.itemCount else { return nil }
    let segment = old.segments[old.segmentIndex(holding: oldItem)]
    guard let shape = segment.page.run else { return nil }
    let items = Swift.min(segment.firstItem + segment.itemCount, limit) - oldItem
    let lineCount = (items - 1) / shape.perLine
    guard lineCount > 0 else { return nil }
    let run = FlowRun(
      lineCount: lineCount, perLine: shape.perLine, size: shape.size, thickness: shape.thickness,
      advance: shape.advance)
    builder.appendRun(run, template: segment.page.template, top: top)
    return (lineCount * shape.perLine, Double(lineCount) * shape.advance)
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

  /// The one size of every new item, `nil` when they differ: the new sizes in the changed runs,
  /// and the old ones kept (read from the pages: a page of one size answers at once, another is
  /// scanned over its kept cells, stopping at the first that differs).
  /// - Complexity: O(changed + segments + runs), plus the kept cells of pages of several sizes.
  func commonSize(of sizes: SizeList) -> Size? {
    let reference = sizes[0]
    for span in spans {
      for index in span.items where sizes[index] != reference { return nil }
    }
    // Cheap refutations first: pages of one other size, and each kept run's first size.
    let firstSizesAgree = forEachKeptRun { segment, items in
      let size =
        segment.page.uniformSize
        ?? segment.page.size(ofCell: segment.pageCell(ofItem: items.lowerBound))
      return size == reference
    }
    guard firstSizesAgree else { return nil }
    let allAgree = forEachKeptRun { segment, items in
      guard segment.page.uniformSize == nil else { return true }
      for item in items where segment.page.size(ofCell: segment.pageCell(ofItem: item)) != reference
      {
        return false
      }
      return true
    }
    return allAgree ? reference : nil
  }

  /// Calls `body` with each segment's part of the old items no run replaces (old item indices),
  /// in order, until it returns false; returns whether it never did.
  /// - Complexity: O(runs × log segments + parts).
  private func forEachKeptRun(_ body: (FlowSegment, Range<Int>) -> Bool) -> Bool {
    var start = 0
    for index in 0...spans.count {
      let end = index < spans.count ? spans[index].oldItems.lowerBound : old.itemCount
      defer { start = index < spans.count ? spans[index].oldItems.upperBound : start }
      guard start < end else { continue }
      var segment = old.segmentIndex(holding: start)
      while segment < old.segments.count, old.segments[segment].firstItem < end {
        let held =
          old.segments[segment]
          .firstItem..<(old.segments[segment].firstItem + old.segments[segment].itemCount)
        let items = held.clamped(to: start..<end)
        if !items.isEmpty, !body(old.segments[segment], items) { return false }
        segment += 1
      }
    }
    return true
  }
}
