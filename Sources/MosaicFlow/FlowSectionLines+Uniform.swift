import MosaicCore
import MosaicHitTest

extension FlowSectionLines {
  /// ``layOutLines(_:of:metrics:in:gridSize:writer:)`` for a section of `count` items of one
  /// `size`: the same lines, bit for bit, without measuring and placing every line's items
  /// again. Every line but the section's last holds the same number of items, measured once,
  /// and is complete, so it is aligned alike: its items' origins across are worked out once
  /// (by the same additions and pixel rounding) and written for every line. The section's last
  /// line is measured and aligned as any.
  ///
  /// An old page is never copied (``/MosaicHitTest/SectionWriter/reuse``): a change in a section
  /// of one size that keeps it one size changes its item count, which moves every later line's
  /// first item, so nothing after the change could be copied, and writing a line here costs
  /// about what copying it would.
  /// - Complexity: O(items written + items of one line); no allocation but the page's arrays
  ///   (the writer's scratch space holds a line's origins).
  mutating func layOutUniformLines(
    _ items: Range<Int>, count: Int, size: Size, metrics: FlowSectionMetrics,
    in space: FlowLineSpace, gridSize: () -> Size?, writer: inout SectionWriter
  ) {
    next = items.lowerBound
    guard next >= 0, next < count else { return }
    let lineAxis = writer.scrollAxis.other
    let scale = writer.viewport.scale
    let sizes = repeatElement(size, count: count)
    // Lines start at multiples of a full line's items (the section's first item starts one).
    let full = Flow.measureLine(sizes, from: 0, in: space, lineAxis: lineAxis)
    let perLine = full.stop
    // The lines written: each that ends within `items`, or the first alone.
    var lineCount = 0
    var end = next
    repeat {
      let stop = Swift.min(end + perLine, count)
      if end > items.lowerBound && stop > items.upperBound { break }
      lineCount += 1
      end = stop
    } while end < count
    // The section's last line keeps a grid's columns.
    var lastLineGrid: FlowGridLines?
    if end == count, metrics.keepsGridPitch {
      self.gridSize = gridSize()
      lastLineGrid = self.gridSize.map {
        Flow.layOutGrid(count: count, size: $0, in: space, top: 0, lineAxis: lineAxis)
      }
    }
    let (acrossExtent, alongExtent) = (
      size.value(along: lineAxis), size.value(along: lineAxis.other)
    )
    // The origins across of a complete line's items, when one is written: the same additions
    // and rounding as any line's (a complete line is aligned whether or not every line so far
    // held one item).
    let scratch = writer.takeScratch()
    var origins = scratch.0
    origins.removeAll(keepingCapacity: true)
    if Swift.min(next + perLine, count) < count {
      let (first, gap) = Flow.alignment(
        of: full, from: 0, of: count, everyLineSingle: everyLineSingle, metrics: metrics,
        in: space)
      var across = first
      for _ in 0..<perLine {
        origins.append(across.roundedToPixel(scale: scale))
        across += acrossExtent + gap
      }
    }
    origins.withUnsafeBufferPointer { complete in
      writer.appendLines(upTo: end - next, lines: lineCount) { cells in
        var start = next
        while start < end {
          let stop = Swift.min(start + perLine, count)
          if stop < count {
            for origin in complete {
              cells.append(across: origin, acrossExtent: acrossExtent, alongExtent: alongExtent)
            }
          } else {
            let line = Flow.measureLine(sizes, from: start, in: space, lineAxis: lineAxis)
            let (first, gap) = Flow.alignment(
              of: line, from: start, of: count, everyLineSingle: everyLineSingle,
              metrics: metrics, in: space)
            var across = first
            for item in start..<stop {
              let origin =
                lastLineGrid.map { $0.acrossStart + Double(item - start) * $0.acrossStep }
                ?? across
              cells.append(
                across: origin.roundedToPixel(scale: scale), acrossExtent: acrossExtent,
                alongExtent: alongExtent)
              across += acrossExtent + gap
            }
          }
          cells.endLine(top: top)
          endLine(items: stop - start, thickness: full.thickness, space: space)
          start = stop
        }
      }
    }
    next = end
    writer.scratch = (origins, scratch.1)
  }
}
