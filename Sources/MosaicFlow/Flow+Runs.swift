import MosaicCore

extension Flow {
  /// Packs `count` items of one `size` into lines, as ``packLines(_:metrics:in:builder:)`` packs
  /// them, from `top` (relative to the section's first line) into `builder`, which holds nothing
  /// yet: every line but the last is complete and holds the same items at the
  /// same origins across the line, so they go in as one arithmetic page (``FlowRun``); the last line is
  /// packed as usual. Returns where the lines end.
  /// - Complexity: O(items of a line), whatever `count` is.
  static func packUniformLines(
    count: Int, size: Size, top: Double, metrics: FlowSectionMetrics, in space: FlowLineSpace,
    builder: inout FlowPageBuilder
  ) -> Double {
    guard count > 0 else { return top }
    let sizes = repeatElement(size, count: count)
    var top = top
    if let (run, template) = uniformRun(
      of: size, items: count, metrics: metrics, in: space, lineAxis: builder.lineAxis,
      scale: builder.scale)
    {
      builder.appendRun(run, template: template, top: top)
      top += Double(run.lineCount) * run.advance
    }
    let start = builder.itemCount
    let line = layOutLine(
      sizes, from: start, everyLineSingle: builder.everyLineSingle, metrics: metrics, in: space,
      cells: &builder)
    builder.endLine(count: line.stop - start, top: top, thickness: line.thickness)
    return top + AdvanceGrid.roundedUp(line.thickness)
  }

  /// The complete lines `items` items of one `size` form, one after another from a line start,
  /// each followed by one of those items: then each holds exactly as many as fit (whatever comes
  /// after the items could join a line that ends where they end) and follows the lines'
  /// alignment (not the last line's). `nil` when there is none.
  /// - Complexity: O(items of a line): one line is packed for its template.
  static func uniformRun(
    of size: Size, items: Int, metrics: FlowSectionMetrics, in space: FlowLineSpace,
    lineAxis: Axis, scale: Double?
  ) -> (run: FlowRun, template: ContiguousArray<Double>)? {
    guard items > 1 else { return nil }
    // When every item fits one line there is no complete line: found by measuring alone, so that
    // a long line of zero-width items is not placed twice.
    let first = measureLine(
      repeatElement(size, count: items), from: 0, in: space, lineAxis: lineAxis)
    guard first.stop < items else { return nil }
    // One line with an item after it: complete, so it follows the lines' alignment.
    var scratch = FlowPageBuilder(lineAxis: lineAxis, scale: scale)
    let line = layOutLine(
      repeatElement(size, count: items + 1), from: 0, everyLineSingle: false, metrics: metrics,
      in: space, cells: &scratch)
    let perLine = line.stop
    guard perLine <= items else { return nil }
    let lineCount = (items - 1) / perLine
    guard lineCount > 0 else { return nil }
    scratch.endLine(count: perLine, top: 0, thickness: line.thickness)
    // Exactly one line's origins, not the scratch page's spare capacity.
    let template = ContiguousArray(scratch.finish()[0].page.cells[0..<perLine].lazy.map(\.across))
    return (
      FlowRun(
        lineCount: lineCount, perLine: perLine, size: size, thickness: line.thickness,
        advance: AdvanceGrid.roundedUp(line.thickness) + space.lineAdvance),
      template
    )
  }
}
