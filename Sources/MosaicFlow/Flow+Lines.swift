import MosaicCore

extension Flow {
  /// Lays out `count` items of one `size` as a grid (UIKit's fixed-item-size path): as many per
  /// line as fit, every line — the last too — at the pitch of a full line, so columns line up;
  /// when only one fits, each is centred between the insets. Returns the last line's end and the
  /// grid's lines (kept as these numbers, not one frame per line).
  /// - Complexity: O(count), no allocation; O(1) when `writer` keeps no cells.
  static func layOutGrid(
    count: Int, size: Size, in space: FlowLineSpace, top: Double, writer: inout FlowFrameWriter
  ) -> (end: Double, lines: FlowGridLines?) {
    guard count > 0 else { return (top, nil) }
    let mainAxis = writer.mainAxis
    let mainExtent = size.value(along: mainAxis)
    let crossExtent = size.value(along: mainAxis.other)
    let spacing = space.interitemSpacing

    // k = max(1, floor((avail + g)/(w + g))), kept as a Double: zero-width items with no spacing
    // fit without limit, and a huge quotient must never be converted to Int.
    let pitch = mainExtent + spacing
    let perLine: Double
    if pitch > 0 {
      perLine = max(1, ((space.available + spacing) / pitch).rounded(.down))
    } else {
      perLine = space.available >= 0 ? .infinity : 1
    }
    // Capped at `count` before converting, so the conversion is always exact.
    let itemsPerLine = perLine >= Double(count) ? count : Int(perLine)

    let mainStart: Double
    let mainStep: Double
    if perLine == 1 {
      mainStart = space.begin + (space.available - mainExtent) / 2
      mainStep = 0
    } else {
      // The gap of a full line, used by short lines too; an unbounded count of zero-width items
      // has no full line, and the gap falls back to the spacing.
      let gap =
        perLine.isFinite ? (space.available - perLine * mainExtent) / (perLine - 1) : spacing
      mainStart = space.begin
      mainStep = mainExtent + gap
    }

    // Positions are multiples of the pitch, not running sums, so a million items do not drift.
    let crossStep = crossExtent + space.lineSpacing
    let lines = FlowGridLines(
      count: count, itemsPerLine: itemsPerLine, mainStart: mainStart, mainStep: mainStep,
      mainExtent: mainExtent, crossTop: top, crossStep: crossStep, crossExtent: crossExtent)
    // A layout kept as arithmetic computes each frame from `lines` when asked, and stores none.
    if writer.writesCells {
      let scale = writer.scale
      writer.appendCells(upTo: count) { cells in
        var column = 0
        var line = 0
        for _ in 0..<count {
          cells.append(
            lines.cellFrame(column: column, line: line, mainAxis: mainAxis, scale: scale))
          column += 1
          if column == itemsPerLine {
            column = 0
            line += 1
          }
        }
      }
    }
    return (top + Double(lines.lineCount - 1) * crossStep + crossExtent, lines)
  }

  /// Lays out items of any sizes in lines (UIKit's general path): each line takes items while
  /// their extents plus one spacing between each fit, then is aligned by `metrics`; each item is
  /// centred across its line (``layOutLine(_:from:top:everyLineSingle:metrics:in:cells:)``).
  /// Each line goes into `lines` (its first item, exact top and thickness; its frame is folded
  /// from the cells when asked). Returns the last line's end.
  /// - Complexity: O(items): each size is read twice (to measure its line, then to place it). The
  ///   line table is reserved once, after the first ``linesBeforeReserving`` lines, for the rest
  ///   of the section at the pace so far, so a section costs a bounded number of allocations
  ///   instead of one per doubling (flow/per-item in bench: 49 allocations at every count, was 55 at
  ///   10^3 and 91 at 4·10^6).
  static func layOutLines<Sizes: RandomAccessCollection<Size>>(
    _ sizes: Sizes, metrics: FlowSectionMetrics, in space: FlowLineSpace, top: Double,
    writer: inout FlowFrameWriter, lines: inout FlowLineTable
  ) -> Double where Sizes.Index == Int {
    var lineTop = top
    var bottom = top
    writer.appendCells(upTo: sizes.count) { cells in
      var everyLineSingle = true
      var start = sizes.startIndex
      var linesLaidOut = 0
      while start < sizes.endIndex {
        let line = layOutLine(
          sizes, from: start, top: lineTop, everyLineSingle: &everyLineSingle, metrics: metrics,
          in: space, cells: &cells)
        lines.appendLine(
          firstItem: start - sizes.startIndex, top: lineTop, thickness: line.thickness,
          itemCount: line.stop - start)
        linesLaidOut += 1
        if linesLaidOut == Self.linesBeforeReserving {
          // The rest of the section at the pace so far, plus a sixteenth: one growth at most after.
          let laidOut = line.stop - sizes.startIndex
          let remaining = sizes.endIndex - line.stop
          let estimate = remaining * linesLaidOut / laidOut
          lines.reserveLines(estimate + estimate / 16 + 16)
        }
        bottom = line.bottom
        lineTop = line.nextTop
        start = line.stop
      }
    }
    return bottom
  }

  /// How many lines of a section are laid out before the line table is reserved for the rest.
  static let linesBeforeReserving = 64

  /// Packs and places the one line that starts at item `start` with its top at `lineTop` along
  /// the scroll axis: what both a full prepare (``layOutLines(_:metrics:in:top:writer:lines:)``)
  /// and a moved item's re-packing (``Flow/update(_:to:change:)``) run
  /// for every line, so the two cannot diverge by a rounding.
  ///
  /// The line takes items while their extents plus one spacing between each fit (the first item
  /// always joins, even when wider than the room). A line that closed because the next item did
  /// not fit is "complete" and follows `metrics.lineAlignment`; the last line follows
  /// `metrics.lastLineAlignment`, unless every line so far held one item (`everyLineSingle`,
  /// updated here), when UIKit marks it complete as well. Each item is centred across the line.
  /// Returns where the next line starts (`stop`, an item index), its thickness, its exact end
  /// `bottom`, and the next line's top. (The line's frame, the union of its cells, is folded from
  /// the cells when asked, not here: a prepare never needs it.)
  /// - Complexity: O(items of the line), no allocation.
  @inline(__always)
  static func layOutLine<Sizes: RandomAccessCollection<Size>, Cells: FlowCellSink>(
    _ sizes: Sizes, from start: Int, top lineTop: Double, everyLineSingle: inout Bool,
    metrics: FlowSectionMetrics, in space: FlowLineSpace, cells: inout Cells
  ) -> (stop: Int, thickness: Double, bottom: Double, nextTop: Double)
  where Sizes.Index == Int {
    let mainAxis = cells.mainAxis
    let crossAxis = mainAxis.other
    let spacing = space.interitemSpacing
    // Measure.
    var extentSum = sizes[start].value(along: mainAxis)
    var used = extentSum
    var thickness = sizes[start].value(along: crossAxis)
    var stop = start + 1
    while stop < sizes.endIndex {
      let size = sizes[stop]
      let next = used + spacing + size.value(along: mainAxis)
      if next > space.available { break }
      used = next
      extentSum += size.value(along: mainAxis)
      thickness = max(thickness, size.value(along: crossAxis))
      stop += 1
    }

    // Align.
    let count = stop - start
    everyLineSingle = everyLineSingle && count == 1
    let isComplete = stop < sizes.endIndex || everyLineSingle
    let (mainStart, gap) = placement(
      isComplete ? metrics.lineAlignment : metrics.lastLineAlignment, count: count,
      extentSum: extentSum, in: space)

    // Place.
    var main = mainStart
    for index in start..<stop {
      let size = sizes[index]
      let mainExtent = size.value(along: mainAxis)
      let crossExtent = size.value(along: crossAxis)
      cells.append(
        main: main, cross: lineTop + (thickness - crossExtent) / 2, mainExtent: mainExtent,
        crossExtent: crossExtent)
      main += mainExtent + gap
    }
    let bottom = lineTop + thickness
    return (stop, thickness, bottom, bottom + space.lineSpacing)
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
