import MosaicCore
import MosaicHitTest

/// The lines of one section of a ``PagedFlow`` as they are written into a page: where the next
/// line starts (`top`, relative to the page) and with which item (`next`), where the last one
/// written ends, and whether every line so far held one item.
struct FlowSectionLines {
  /// Where the next line starts along the scroll axis.
  var top: Double
  /// True while every line of the section so far held one item.
  var everyLineSingle: Bool
  /// The item the next line starts with.
  var next = 0
  /// Where the last line written ends (`top` before any).
  var end: Double
  /// The one size of the section's items when it is a grid, asked when its last line is written
  /// (``layOutLines``); `nil` otherwise.
  var gridSize: Size?

  init(top: Double, everyLineSingle: Bool) {
    self.top = top
    self.everyLineSingle = everyLineSingle
    end = top
  }

  /// Packs the lines of `sizes` (a whole section's) from `items.lowerBound`, a line's first item,
  /// as ``Flow`` packs them (``Flow/measureLine(_:from:in:lineAxis:)`` and
  /// ``Flow/alignment(of:from:of:everyLineSingle:metrics:in:)``), each item centred along its
  /// line and its origin across on the pixel grid: every line ending within `items`, or the
  /// first alone when it passes them. The section's last line, when the section is a grid of
  /// items of `gridSize()` (asked then, and kept in ``gridSize``), keeps the grid's columns
  /// (``Flow/layOutGrid(count:size:in:top:lineAxis:)``), as ``Flow`` lays a grid's last line: a
  /// short one from the first column, a lone item too when more would fit; a grid's complete
  /// lines are packed alike either way.
  /// - Complexity: O(items written), plus what `gridSize()` costs.
  mutating func layOutLines<Sizes: RandomAccessCollection<Size>>(
    _ items: Range<Int>, of sizes: Sizes, metrics: FlowSectionMetrics, in space: FlowLineSpace,
    gridSize: () -> Size?, writer: inout SectionWriter
  ) where Sizes.Index == Int {
    let lineAxis = writer.scrollAxis.other
    // Measured first, so that the page's cells are written in one bulk pass (one at a time,
    // each write checked the arrays' capacity and uniqueness: about a quarter of a prepare).
    var (measures, stops) = writer.takeScratch()
    next = items.lowerBound
    // A page laid out again in place of an old one (``PageReuse``): its head copied, and its
    // tail from where a line starts at an old line's item in the same state.
    let reuse = FlowPageReuse(writer.reuse, axis: writer.scrollAxis)
    var old = (line: 0, single: everyLineSingle)
    if let reuse {
      let line = reuse.restartLine(count: items.count)
      // (A page that starts the section starts where the old one did only under the same
      // header.)
      if line > 0, reuse.old.top(0) == top {
        copyHead(line, of: reuse, firstItem: items.lowerBound, space: space, writer: &writer)
        // The old page's state there is the one the copied lines left.
        old = (line, everyLineSingle)
      }
    }
    var tailEnd = reuse?.tailEnd(
      count: items.count, firstItem: items.lowerBound, sectionCount: sizes.endIndex)
    repeat {
      measures.removeAll(keepingCapacity: true)
      stops.removeAll(keepingCapacity: true)
      let from = next
      var single = everyLineSingle
      var tail: Range<Int>?
      while next < sizes.endIndex {
        if let end = tailEnd, let reuse, next - items.lowerBound >= reuse.reuse.newChangedEnd {
          // The old line that starts at this item, if one does, in the same state: the lines
          // from it on are the old ones.
          let wanted = reuse.oldOffset(ofNew: next - items.lowerBound)
          while old.line < end && Int(reuse.old.starts[old.line]) < wanted {
            old.single = old.single && reuse.isSingle(old.line)
            old.line += 1
          }
          if old.line < end, Int(reuse.old.starts[old.line]) == wanted, old.single == single {
            tail = old.line..<end
            break
          }
        }
        let line = Flow.measureLine(sizes, from: next, in: space, lineAxis: lineAxis)
        // A line past the items asked for starts the next page, unless it is the page's first.
        if next > items.lowerBound, line.stop > items.upperBound { break }
        stops.append(line.stop)
        measures.append(line.extentSum)
        measures.append(line.thickness)
        single = single && line.stop - next == 1
        next = line.stop
      }
      writeLines(
        from: from, stops: stops, measures: measures, of: sizes, metrics: metrics, in: space,
        gridSize: gridSize, writer: &writer)
      guard let tail, let reuse else { break }
      copyTail(
        tail, of: reuse, firstItem: items.lowerBound, space: space, tops: &measures,
        writer: &writer)
      // Once: what follows the tail (the section's last line) is laid out.
      tailEnd = nil
    } while next < items.upperBound
    writer.scratch = (measures, stops)
  }

  /// Writes the measured lines that end before `stops`, from item `from` (their items' extents
  /// across and thicknesses in `measures`, two numbers a line), each item centred along its line
  /// and its origin across on the pixel grid; the section's last line, when the section is a
  /// grid, at the grid's columns.
  mutating func writeLines<Sizes: RandomAccessCollection<Size>>(
    from: Int, stops: ContiguousArray<Int>, measures: ContiguousArray<Double>, of sizes: Sizes,
    metrics: FlowSectionMetrics, in space: FlowLineSpace, gridSize: () -> Size?,
    writer: inout SectionWriter
  ) where Sizes.Index == Int {
    guard let lastStop = stops.last else { return }
    let lineAxis = writer.scrollAxis.other
    let scale = writer.viewport.scale
    // The section's last line keeps a grid's columns.
    var lastLineGrid: FlowGridLines?
    if lastStop == sizes.endIndex, metrics.keepsGridPitch {
      self.gridSize = gridSize()
      lastLineGrid = self.gridSize.map {
        Flow.layOutGrid(count: sizes.count, size: $0, in: space, top: 0, lineAxis: lineAxis)
      }
    }
    // Kept in lines: each cell centred along its line, which is as thick as its thickest.
    writer.appendLines(upTo: lastStop - from, lines: stops.count) { cells in
      var start = from
      for (index, stop) in stops.enumerated() {
        let line = (stop: stop, extentSum: measures[2 * index], thickness: measures[2 * index + 1])
        let (first, gap) = Flow.alignment(
          of: line, from: start, of: sizes.endIndex, everyLineSingle: everyLineSingle,
          metrics: metrics, in: space)
        // A grid's last line: at the columns, as the grid's own arithmetic puts them.
        let columns = stop == sizes.endIndex ? lastLineGrid : nil
        var across = first
        for item in start..<stop {
          let size = sizes[item]
          let origin =
            columns.map { $0.acrossStart + Double(item - start) * $0.acrossStep } ?? across
          cells.append(
            across: origin.roundedToPixel(scale: scale), acrossExtent: size.value(along: lineAxis),
            alongExtent: size.value(along: lineAxis.other))
          across += size.value(along: lineAxis) + gap
        }
        cells.endLine(top: top)
        endLine(items: stop - start, thickness: line.thickness, space: space)
        start = stop
      }
    }
  }

  /// Closes a line of `items` items `thickness` thick: the next starts the rounded line spacing
  /// after its rounded end.
  mutating func endLine(items: Int, thickness: Double, space: FlowLineSpace) {
    everyLineSingle = everyLineSingle && items == 1
    end = top + AdvanceGrid.roundedUp(thickness)
    top = end + space.lineAdvance
  }
}
