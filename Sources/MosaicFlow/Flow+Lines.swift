import MosaicCore

extension Flow {
  /// The most items one line holds, however many more would fit: items with no extent across
  /// the line and no spacing between them all fit one line, and a line is measured, placed and
  /// kept item by item (in a page of its own when a section is laid out into pages), so a
  /// section of 10^9 such items would otherwise be one line of 10^9 cells. 4,000 is the most
  /// cells a page of a section cut into pages holds, so a line always fits one page; a line of
  /// items at least a point wide meets it only on a layout 4,000 points across with no spacing.
  public static let maximumItemsPerLine = 4_000

  /// Lays out `count` items of one `size` as a grid (UIKit's fixed-item-size path): as many per
  /// line as fit (at most ``maximumItemsPerLine``), every line — the last too — at the pitch of a
  /// full line, so columns line up; when only one fits, each is centred between the insets.
  /// Returns the grid's lines (kept as these numbers, not one frame per line).
  /// - Precondition: `count` is positive.
  /// - Complexity: O(1).
  static func layOutGrid(
    count: Int, size: Size, in space: FlowLineSpace, top: Double, lineAxis: Axis
  ) -> FlowGridLines {
    let acrossExtent = size.value(along: lineAxis)
    let alongExtent = size.value(along: lineAxis.other)
    let spacing = space.interitemSpacing

    // k = max(1, floor((avail + g)/(w + g))), at most `maximumItemsPerLine`; worked out as a
    // Double, since zero-width items with no spacing fit without limit and a huge quotient must
    // never be converted to Int.
    let pitch = acrossExtent + spacing
    let unbounded: Double
    if pitch > 0 {
      unbounded = max(1, ((space.available + spacing) / pitch).rounded(.down))
    } else {
      unbounded = space.available >= 0 ? .infinity : 1
    }
    let perLine = min(unbounded, Double(maximumItemsPerLine))
    // Capped at `count` before converting, so the conversion is always exact.
    let itemsPerLine = perLine >= Double(count) ? count : Int(perLine)

    let acrossStart: Double
    let acrossStep: Double
    if perLine == 1 {
      acrossStart = space.begin + (space.available - acrossExtent) / 2
      acrossStep = 0
    } else {
      // The gap of a full line, used by short lines too.
      let gap = (space.available - perLine * acrossExtent) / (perLine - 1)
      acrossStart = space.begin
      acrossStep = acrossExtent + gap
    }

    // Positions are multiples of the pitch, not running sums, so a million items do not drift.
    return FlowGridLines(
      count: count, itemsPerLine: itemsPerLine, acrossStart: acrossStart, acrossStep: acrossStep,
      acrossExtent: acrossExtent, alongTop: top, alongStep: alongExtent + space.lineSpacing,
      alongExtent: alongExtent)
  }

  /// Packs `sizes` into lines (UIKit's general path), each line by
  /// ``layOutLine(_:from:everyLineSingle:metrics:in:cells:)``, into `builder`, the first line's
  /// top at 0. Returns where the last line ends, relative to the first line's top.
  ///
  /// When `runs` (the same sizes as a ``SizeList``) is given, a run of one size goes in as one
  /// arithmetic page of its complete lines (each followed by one of its items, so each holds what
  /// a line-by-line packing puts there): a section at an estimate with a few measured items costs
  /// the lines around them.
  /// - Complexity: O(items): each size is read twice (to measure its line, then to place it);
  ///   with `runs`, O(explicit items + runs × items of a line), plus O(log pieces) a size read.
  static func packLines<Sizes: RandomAccessCollection<Size>>(
    _ sizes: Sizes, runs: SizeList? = nil, metrics: FlowSectionMetrics, in space: FlowLineSpace,
    builder: inout FlowPageBuilder
  ) -> Double where Sizes.Index == Int {
    // Room for every cell only when every cell is stored.
    if runs == nil { builder.plannedItemCount = sizes.count }
    var top = 0.0
    var end = 0.0
    var start = sizes.startIndex
    while start < sizes.endIndex {
      if let runs, let (size, runEnd) = runs.run(at: start),
        let (run, template) = uniformRun(
          of: size, items: runEnd - start, metrics: metrics, in: space,
          lineAxis: builder.lineAxis, scale: builder.scale)
      {
        builder.appendRun(run, template: template, top: top)
        start += run.lineCount * run.perLine
        end = top + Double(run.lineCount - 1) * run.advance + AdvanceGrid.roundedUp(run.thickness)
        top += Double(run.lineCount) * run.advance
        continue
      }
      let line = layOutLine(
        sizes, from: start, everyLineSingle: builder.everyLineSingle, metrics: metrics, in: space,
        cells: &builder)
      builder.endLine(count: line.stop - start, top: top, thickness: line.thickness)
      end = top + AdvanceGrid.roundedUp(line.thickness)
      top = end + space.lineAdvance
      start = line.stop
    }
    return end
  }

  /// Packs and places the one line that starts at item `start`: what both a prepare
  /// (``packLines(_:metrics:in:builder:)``) and an update's re-packing (``Flow/update(_:to:change:)``)
  /// run for every line, so the two cannot diverge by a rounding.
  ///
  /// The line takes items while their extents plus one spacing between each fit (the first item
  /// always joins, even when wider than the room). A line that closed because the next item did
  /// not fit is "complete" and follows `metrics.lineAlignment`; the last line follows
  /// `metrics.lastLineAlignment`, unless every line before it held one item (`everyLineSingle`)
  /// and it does too, when UIKit marks it complete as well. Each item is centred across the line
  /// (its origin along the scroll axis is computed from the line's top when asked: ``FlowBlock``). Returns
  /// where the next line starts (`stop`, an item index) and the line's thickness.
  /// - Complexity: O(items of the line), no allocation.
  @inline(__always)
  static func layOutLine<Sizes: RandomAccessCollection<Size>>(
    _ sizes: Sizes, from start: Int, everyLineSingle: Bool, metrics: FlowSectionMetrics,
    in space: FlowLineSpace, cells: inout FlowPageBuilder
  ) -> (stop: Int, thickness: Double)
  where Sizes.Index == Int {
    let lineAxis = cells.lineAxis
    let line = measureLine(sizes, from: start, in: space, lineAxis: lineAxis)
    let (acrossStart, gap) = alignment(
      of: line, from: start, of: sizes.endIndex, everyLineSingle: everyLineSingle,
      metrics: metrics, in: space)
    // Place.
    var across = acrossStart
    for index in start..<line.stop {
      let size = sizes[index]
      cells.appendCell(across: across, size: size)
      across += size.value(along: lineAxis) + gap
    }
    return (line.stop, line.thickness)
  }

  /// Measures the one line that starts at item `start`, without placing it: where the next line
  /// starts (`stop`), the sum of its items' extents across, and its thickness; at most
  /// ``maximumItemsPerLine`` items join it. What every flow line is packed by
  /// (``layOutLine(_:from:everyLineSingle:metrics:in:cells:)``, a uniform run's count of items a
  /// line, and a section laid out into pages, which ends a page before a line that runs past it).
  /// - Complexity: O(items of the line), no allocation.
  @inline(__always)
  static func measureLine<Sizes: RandomAccessCollection<Size>>(
    _ sizes: Sizes, from start: Int, in space: FlowLineSpace, lineAxis: Axis
  ) -> (stop: Int, extentSum: Double, thickness: Double)
  where Sizes.Index == Int {
    let scrollAxis = lineAxis.other
    let spacing = space.interitemSpacing
    var extentSum = sizes[start].value(along: lineAxis)
    var used = extentSum
    var thickness = sizes[start].value(along: scrollAxis)
    var stop = start + 1
    let end = start + Swift.min(maximumItemsPerLine, sizes.endIndex - start)
    while stop < end {
      let size = sizes[stop]
      let next = used + spacing + size.value(along: lineAxis)
      if next > space.available { break }
      used = next
      extentSum += size.value(along: lineAxis)
      thickness = max(thickness, size.value(along: scrollAxis))
      stop += 1
    }
    return (stop, extentSum, thickness)
  }

  /// Where the measured `line`, from item `start` of a section of `count` items, starts across
  /// and the gap between its items: a line that closed because the next item did not fit is
  /// complete and follows `metrics.lineAlignment`; the section's last follows
  /// `metrics.lastLineAlignment`, unless it and every line before it hold one item
  /// (`everyLineSingle`), when UIKit marks it complete as well.
  @inline(__always)
  static func alignment(
    of line: (stop: Int, extentSum: Double, thickness: Double), from start: Int, of count: Int,
    everyLineSingle: Bool, metrics: FlowSectionMetrics, in space: FlowLineSpace
  ) -> (start: Double, gap: Double) {
    let items = line.stop - start
    let isComplete = line.stop < count || (everyLineSingle && items == 1)
    return placement(
      isComplete ? metrics.lineAlignment : metrics.lastLineAlignment, count: items,
      extentSum: line.extentSum, in: space)
  }

  /// Where a line of `count` items whose extents sum to `extentSum` starts, and the gap between
  /// its items, under `alignment` (UIKit's `_UXFlowLayoutRow.layoutRow`).
  static func placement(
    _ alignment: LineAlignment, count: Int, extentSum: Double, in space: FlowLineSpace
  ) -> (start: Double, gap: Double) {
    let spacing = space.interitemSpacing
    switch alignment {
    case .leading:
      return (space.begin, spacing)
    case .center, .trailing:
      let free = space.available - extentSum - Double(count - 1) * spacing
      return (space.begin + (alignment == .center ? free / 2 : free), spacing)
    case .justified:
      // A lone item is centred between the insets (UIKit centres in the full dimension; the two
      // agree when the insets are equal).
      if count == 1 { return (space.begin + (space.available - extentSum) / 2, 0) }
      return (space.begin, (space.available - extentSum) / Double(count - 1))
    }
  }
}
