import MosaicCore
import MosaicHitTest

extension FlowSectionLines {
  /// ``layOutLines(_:of:metrics:in:gridSize:writer:)`` for a section of `count` items of one
  /// `size`: the same lines, bit for bit, without measuring and placing every line's items
  /// again. Every line but the section's last holds the same number of items, measured once,
  /// and is complete, so it is aligned alike: its items' origins across are worked out once
  /// (by the same additions and pixel rounding) and written for every complete line. The
  /// section's last line is measured and written as any (``writeLines``).
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
    let sizes = repeatElement(size, count: count)
    // Lines start at multiples of a complete line's items (the section's first item starts one).
    let full = Flow.measureLine(sizes, from: 0, in: space, lineAxis: lineAxis)
    let perLine = full.stop
    // The complete lines written: each that ends within `items` (or the first alone) and before
    // the section's last item. Counted, not stepped: a step a line cost a fifth of writing it.
    let beforeLast = perLine > 0 ? (count - 1 - next) / perLine : 0
    let withinItems = perLine > 0 ? Swift.max(1, (items.upperBound - next) / perLine) : 0
    let completeLines = Swift.min(beforeLast, withinItems)
    var end = next + completeLines * perLine
    var (measures, stops) = writer.takeScratch()
    if completeLines > 0 {
      // Their items' origins across: the additions and rounding of any line (a complete line is
      // aligned alike whether or not every line so far held one item).
      let (acrossExtent, alongExtent) = (size.value(along: lineAxis), full.thickness)
      let (first, gap) = Flow.alignment(
        of: full, from: 0, of: count, everyLineSingle: everyLineSingle, metrics: metrics,
        in: space)
      measures.removeAll(keepingCapacity: true)
      var across = first
      for _ in 0..<perLine {
        measures.append(across.roundedToPixel(scale: writer.viewport.scale))
        across += acrossExtent + gap
      }
      measures.withUnsafeBufferPointer { origins in
        writer.appendLines(upTo: completeLines * perLine, lines: completeLines) { cells in
          cells.appendLines(
            completeLines, repeating: origins, acrossExtent: acrossExtent, alongExtent: alongExtent
          ) { _ in
            let lineTop = top
            endLine(items: perLine, thickness: full.thickness, space: space)
            return lineTop
          }
        }
      }
    }
    // The section's last line, when it is this page's.
    if end < count, end == items.lowerBound || count <= items.upperBound {
      let line = Flow.measureLine(sizes, from: end, in: space, lineAxis: lineAxis)
      measures.removeAll(keepingCapacity: true)
      stops.removeAll(keepingCapacity: true)
      measures.append(line.extentSum)
      measures.append(line.thickness)
      stops.append(line.stop)
      writeLines(
        from: end, stops: stops, measures: measures, of: sizes, metrics: metrics, in: space,
        gridSize: gridSize, writer: &writer)
      end = line.stop
    }
    next = end
    writer.scratch = (measures, stops)
  }
}
