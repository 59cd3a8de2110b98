extension FrameStoreBuilder {
  /// Appends lines of cells of the current section through `body` (``LineWriter``): up to
  /// `maximum` cells in up to `maximumLines` lines along `axis`, each line's top moved by
  /// `offset`. The store is then kept in lines (``ElementLines``): a cell's minimum along `axis`
  /// is not stored but worked out from its line, centred in it; cells added as frames before or
  /// after are lines of their own. Cells after the last line `body` ends are not added. Returns
  /// the furthest any cell written reaches across `axis` (−∞ for none).
  /// - Complexity: O(maximum); no allocation beyond the store's arrays.
  package mutating func appendLines(
    upTo maximum: Int, lines maximumLines: Int, along axis: Axis, offset: Double = 0,
    _ body: (inout LineWriter) -> Void
  ) -> Double {
    guard maximum > 0, maximumLines > 0 else { return -.infinity }
    if lineAxis == nil { enterLines(along: axis) }
    let axis = lineAxis ?? axis
    // Capacity still pending means no cell yet.
    if pendingCapacity > 0 {
      return appendFirstLines(upTo: maximum, lines: maximumLines, along: axis, offset: offset, body)
    }
    let firstCell = cellCount
    // Where they are stored: after the cells stored so far.
    let firstStored = cellWidth.count
    let firstLine = lineSpans.count / 2
    // Written in place: moved out of the builder so that the six arrays are written at once.
    var across = ContiguousArray<Double>()
    var acrossExtent = ContiguousArray<Double>()
    var alongExtent = ContiguousArray<Double>()
    swapLineColumns(along: axis, &across, &acrossExtent, &alongExtent)
    across.append(contentsOf: repeatElement(0, count: maximum))
    acrossExtent.append(contentsOf: repeatElement(0, count: maximum))
    alongExtent.append(contentsOf: repeatElement(0, count: maximum))
    // One more start than lines: the end entry ``finishLines()`` adds.
    lineStarts.reserveCapacity(firstLine + maximumLines + 1)
    lineStarts.append(contentsOf: repeatElement(0, count: maximumLines))
    lineSpans.append(contentsOf: repeatElement(0, count: 2 * maximumLines))
    var result = (cells: 0, lines: 0, widest: -Double.infinity)
    across.withUnsafeMutableBufferPointer { across in
      acrossExtent.withUnsafeMutableBufferPointer { acrossExtent in
        alongExtent.withUnsafeMutableBufferPointer { alongExtent in
          lineStarts.withUnsafeMutableBufferPointer { starts in
            lineSpans.withUnsafeMutableBufferPointer { spans in
              guard let a = across.baseAddress, let b = acrossExtent.baseAddress,
                let c = alongExtent.baseAddress, let s = starts.baseAddress,
                let t = spans.baseAddress
              else { return }
              var writer = LineWriter(
                across: a + firstStored, acrossExtent: b + firstStored,
                alongExtent: c + firstStored, starts: s + firstLine, spans: t + 2 * firstLine,
                capacity: maximum, lineCapacity: maximumLines, firstCell: firstCell,
                offset: offset)
              body(&writer)
              result = (writer.storedCount, writer.lines, writer.widest)
            }
          }
        }
      }
    }
    let unused = maximum - result.cells
    if unused > 0 {
      across.removeLast(unused)
      acrossExtent.removeLast(unused)
      alongExtent.removeLast(unused)
    }
    let unusedLines = maximumLines - result.lines
    if unusedLines > 0 {
      lineStarts.removeLast(unusedLines)
      lineSpans.removeLast(2 * unusedLines)
    }
    swapLineColumns(along: axis, &across, &acrossExtent, &alongExtent)
    return result.widest
  }

  /// Swaps the cells' columns a store kept in lines along `axis` writes — origins across, extents
  /// across and along — with `across`, `acrossExtent` and `alongExtent`.
  private mutating func swapLineColumns(
    along axis: Axis, _ across: inout ContiguousArray<Double>,
    _ acrossExtent: inout ContiguousArray<Double>, _ alongExtent: inout ContiguousArray<Double>
  ) {
    if axis == .vertical {
      swap(&across, &cellMinX)
      swap(&acrossExtent, &cellWidth)
      swap(&alongExtent, &cellHeight)
    } else {
      swap(&across, &cellMinY)
      swap(&acrossExtent, &cellHeight)
      swap(&alongExtent, &cellWidth)
    }
  }

  /// ``appendLines(upTo:lines:along:offset:_:)`` as the first cells: the arrays are made at
  /// their capacity with what `body` writes, with no pass zero-filling them first.
  private mutating func appendFirstLines(
    upTo maximum: Int, lines maximumLines: Int, along axis: Axis, offset: Double,
    _ body: (inout LineWriter) -> Void
  ) -> Double {
    let capacity = Swift.max(maximum, pendingCapacity)
    pendingCapacity = 0
    var written = (cells: 0, lines: 0, widest: -Double.infinity)
    var acrossExtent = ContiguousArray<Double>()
    var alongExtent = ContiguousArray<Double>()
    var starts = ContiguousArray<Int32>()
    var spans = ContiguousArray<Double>()
    // One more start than lines: the end entry ``finishLines()`` adds.
    let across = ContiguousArray<Double>(unsafeUninitializedCapacity: capacity) { a, aCount in
      acrossExtent = ContiguousArray(unsafeUninitializedCapacity: capacity) { b, bCount in
        alongExtent = ContiguousArray(unsafeUninitializedCapacity: capacity) { c, cCount in
          starts = ContiguousArray(unsafeUninitializedCapacity: maximumLines + 1) { s, sCount in
            spans = ContiguousArray(unsafeUninitializedCapacity: 2 * maximumLines) {
              t, tCount in
              guard let a = a.baseAddress, let b = b.baseAddress, let c = c.baseAddress,
                let s = s.baseAddress, let t = t.baseAddress
              else { return }
              // The store's first cells: lines written alike may keep theirs once.
              var writer = LineWriter(
                across: a, acrossExtent: b, alongExtent: c, starts: s, spans: t,
                capacity: maximum, lineCapacity: maximumLines, firstCell: 0, offset: offset,
                mayRepeat: true)
              body(&writer)
              written = (writer.storedCount, writer.lines, writer.widest)
              (repeatedLines, omittedCells) = (writer.repeatedLines, writer.omittedCells)
              tCount = 2 * written.lines
            }
            sCount = written.lines
          }
          cCount = written.cells
        }
        bCount = written.cells
      }
      aCount = written.cells
    }
    if axis == .vertical {
      (cellMinX, cellWidth, cellHeight) = (across, acrossExtent, alongExtent)
    } else {
      (cellMinY, cellHeight, cellWidth) = (across, acrossExtent, alongExtent)
    }
    (lineStarts, lineSpans) = (starts, spans)
    return written.widest
  }

  /// Appends runs `runs` of the cells' lines of `store`, a store kept in lines: their cells as
  /// they are and each line at its top in `tops` (one a run, in order; `nil`: where it was)
  /// moved by `offset` (what a layout that lays a page out again copies of the old page's lines
  /// it knows are the same, moved or not). Returns the furthest the cells copied reach across
  /// the lines' axis (−∞ for none).
  /// - Complexity: O(cells and lines copied).
  package mutating func appendLines(
    copying runs: Range<Int>, of store: FrameStore, offset: Double = 0,
    tops: UnsafeBufferPointer<Double>?
  ) -> Double {
    guard let lines = store.lines, !runs.isEmpty, runs.upperBound <= lines.cellRuns else {
      return -.infinity
    }
    if lineAxis == nil { enterLines(along: lines.axis) }
    let axis = lineAxis ?? lines.axis
    if pendingCapacity > 0 {
      reserveCells()
      // About as many lines as the page copied from, and the end entry.
      lineStarts.reserveCapacity(lines.count + 1)
      lineSpans.reserveCapacity(2 * lines.count)
    }
    let first = cellCount
    let firstStored = cellWidth.count
    let cells = Int(lines.starts[runs.lowerBound])..<Int(lines.starts[runs.upperBound])
    store.withStoredColumns { minX, minY, width, height in
      // Stored cells `stored` of the old store, appended as they are.
      func append(_ stored: Range<Int>) {
        if axis == .vertical {
          cellMinX.append(contentsOf: UnsafeBufferPointer(rebasing: minX[stored]))
        } else {
          cellMinY.append(contentsOf: UnsafeBufferPointer(rebasing: minY[stored]))
        }
        cellWidth.append(contentsOf: UnsafeBufferPointer(rebasing: width[stored]))
        cellHeight.append(contentsOf: UnsafeBufferPointer(rebasing: height[stored]))
      }
      // Repeated lines (``ElementLines/repeatedLines``) are copied a line at a time from the
      // cells kept for them, the rest in one go.
      let repeated =
        runs
        .lowerBound..<Swift.max(runs.lowerBound, Swift.min(runs.upperBound, lines.repeatedLines))
      for run in repeated {
        append(0..<Int(lines.starts[run + 1] - lines.starts[run]))
      }
      let rest =
        Swift.max(cells.lowerBound, Int(lines.starts[repeated.upperBound]))..<cells.upperBound
      if !rest.isEmpty {
        append((rest.lowerBound - lines.omittedCells)..<(rest.upperBound - lines.omittedCells))
      }
    }
    // The old starts, tops and thicknesses copied in bulk, then moved in place: the starts to
    // this store's numbers, the tops to those given and by the offset. (An append and a checked
    // write a line cost about 20 instructions a line of a flow page copied.)
    let firstStart = lineStarts.count
    let firstSpan = lineSpans.count
    lines.starts.withUnsafeBufferPointer { starts in
      lineStarts.append(contentsOf: UnsafeBufferPointer(rebasing: starts[runs]))
    }
    lines.spans.withUnsafeBufferPointer { spans in
      lineSpans.append(
        contentsOf: UnsafeBufferPointer(
          rebasing: spans[(2 * runs.lowerBound)..<(2 * runs.upperBound)]))
    }
    let moved = Int32(truncatingIfNeeded: first - cells.lowerBound)
    lineStarts.withUnsafeMutableBufferPointer { starts in
      for index in firstStart..<starts.count { starts[index] &+= moved }
    }
    lineSpans.withUnsafeMutableBufferPointer { spans in
      if let tops {
        for index in 0..<Swift.min(tops.count, runs.count) {
          spans[firstSpan + 2 * index] = tops[index]
        }
      }
      if offset != 0 {
        for index in 0..<runs.count { spans[firstSpan + 2 * index] += offset }
      }
    }
    return axis == .vertical
      ? Self.reach(of: cellMinX, cellWidth, in: firstStored..<cellWidth.count)
      : Self.reach(of: cellMinY, cellHeight, in: firstStored..<cellWidth.count)
  }

  /// Starts keeping the store in lines along `axis`: the cells added so far become lines of
  /// their own, whose tops and thicknesses are their frames'.
  /// - Complexity: O(cells added so far).
  mutating func enterLines(along axis: Axis) {
    lineAxis = axis
    let along = axis == .vertical ? cellMinY : cellMinX
    let extent = axis == .vertical ? cellHeight : cellWidth
    for cell in 0..<along.count {
      lineStarts.append(Int32(truncatingIfNeeded: cell))
      lineSpans.append(along[cell])
      lineSpans.append(extent[cell])
    }
    if axis == .vertical { cellMinY = [] } else { cellMinX = [] }
  }

  /// ``appendCell(_:)`` of a store kept in lines: the cell is a line of its own.
  @usableFromInline
  mutating func appendCellInLines(_ frame: Rect) {
    guard let axis = lineAxis else { return }
    lineStarts.append(Int32(truncatingIfNeeded: cellCount))
    lineSpans.append(frame.minimum(along: axis))
    lineSpans.append(frame.extent(along: axis))
    if axis == .vertical {
      cellMinX.append(frame.x)
    } else {
      cellMinY.append(frame.y)
    }
    cellWidth.append(frame.width)
    cellHeight.append(frame.height)
  }

  /// ``appendCells(upTo:_:)`` of a store kept in lines: the frames are written aside, then added
  /// as lines of their own.
  @usableFromInline
  mutating func appendCellsInLines(upTo maximum: Int, _ body: (inout CellWriter) -> Void) {
    var aside = FrameStoreBuilder(sectionCount: 1, cellCapacity: maximum)
    aside.appendCells(upTo: maximum, body)
    for cell in 0..<aside.cellCount {
      appendCellInLines(
        Rect(
          x: aside.cellMinX[cell], y: aside.cellMinY[cell], width: aside.cellWidth[cell],
          height: aside.cellHeight[cell]))
    }
  }

  /// The runs of a store kept in lines, the supplementary elements each a run of its own after
  /// the cells' lines; `nil` for plain frames. Leaves the builder's lines empty.
  /// - Complexity: O(supplementary elements).
  mutating func finishLines() -> ElementLines? {
    guard let axis = lineAxis else { return nil }
    var starts = ContiguousArray<Int32>()
    var spans = ContiguousArray<Double>()
    swap(&starts, &lineStarts)
    swap(&spans, &lineSpans)
    let cellRuns = spans.count / 2
    let cells = cellCount
    let along = axis == .vertical ? supplementaryMinY : supplementaryMinX
    let extent = axis == .vertical ? supplementaryHeight : supplementaryWidth
    if !along.isEmpty {
      starts.reserveCapacity(cellRuns + along.count + 1)
      spans.reserveCapacity(2 * (cellRuns + along.count))
      for element in 0..<along.count {
        starts.append(Int32(truncatingIfNeeded: cells + element))
        spans.append(along[element])
        spans.append(extent[element])
      }
    }
    starts.append(Int32(truncatingIfNeeded: cells + along.count))
    lineAxis = nil
    return ElementLines(
      axis: axis, starts: starts, spans: spans, cellRuns: cellRuns,
      repeatedLines: repeatedLines)
  }
}
