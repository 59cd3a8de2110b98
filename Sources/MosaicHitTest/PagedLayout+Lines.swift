import MosaicCore

// A section's lines, read from the line indexes of the pages that hold it. A page ends between
// lines (``SectionLayoutStrategy/choosesPageEnds``: a line a page end cuts would read as two), so
// each line lies on one page; a line's frame is the union of its cells' frames as
// ``PagedLayout/attributes(for:viewport:)`` gives them, folded when asked.
extension PagedLayout {
  /// The number of lines of `section`: its runs of cells on the pages holding it, when the layout
  /// keeps its lines (``keepsLines``); derived from the cells otherwise.
  /// - Complexity: O(pages of the section × log lines of a page) when kept; O(items of the
  ///   section) when derived.
  public func lineCount(inSection section: Int) -> Int {
    guard keepsLines else { return LineDerivation.countLines(ofSection: section, in: self) }
    var count = 0
    forEachLinePart(ofSection: section) { part in
      count += part.runs.count
      return true
    }
    return count
  }

  /// Appends the frames of `section`'s lines, in line order: each the union of its cells'
  /// frames.
  /// - Complexity: O(pages of the section + its items); allocation-free when `frames` has
  ///   capacity.
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    guard keepsLines else {
      LineDerivation.appendLines(ofSection: section, in: self, into: &frames)
      return
    }
    forEachLinePart(ofSection: section) { part in
      for run in part.runs { frames.append(frame(ofRun: run, in: part)) }
      return true
    }
  }

  /// The frame of line `line` of `section`, `nil` out of range: the union of its cells' frames.
  /// - Complexity: O(pages of the section before the line's × log lines of a page + the line's
  ///   cells) when kept; O(items of the section) when derived.
  public func lineFrame(inSection section: Int, at line: Int) -> Rect? {
    guard keepsLines else {
      guard line >= 0, line < lineCount(inSection: section) else { return nil }
      let frames = lineFrames(inSection: section)
      return line < frames.count ? frames[line] : nil
    }
    guard line >= 0 else { return nil }
    var before = 0
    var found: Rect?
    forEachLinePart(ofSection: section) { part in
      guard line < before + part.runs.count else {
        before += part.runs.count
        return true
      }
      found = frame(ofRun: part.runs.lowerBound + line - before, in: part)
      return false
    }
    return found
  }

  /// Calls `body` with the index and frame of each line of `section` whose span along the scroll
  /// axis meets `range` (closed), in line order: on each page of the section that can reach the
  /// range, the lines its index finds there, each tested on its frame.
  /// - Complexity: O(pages of the section × log lines of a page + the lines found and their
  ///   cells) when kept; O(items of the section) when derived.
  public func forEachLineFrame(
    inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void
  ) {
    let axis = axis
    func report(_ line: Int, _ frame: Rect) {
      let low = frame.minimum(along: axis)
      if low <= range.upperBound && low + frame.extent(along: axis) >= range.lowerBound {
        body(line, frame)
      }
    }
    guard keepsLines else {
      for (line, frame) in lineFrames(inSection: section).enumerated() { report(line, frame) }
      return
    }
    var before = 0
    let grid = grid
    forEachLinePart(ofSection: section) { part in
      defer { before += part.runs.count }
      let shift = PixelShifted(origin: part.origin, grid: grid)
      let relative = (
        low: shift.movedBack(range.lowerBound), high: shift.movedBack(range.upperBound)
      )
      let from = relative.low - shift.slack(relative: relative.low)
      let to = relative.high + shift.slack(relative: relative.high)
      guard part.page.alongMinimum <= to, part.page.alongMaximum >= from else { return true }
      let candidates = part.scan.candidates(in: 0..<part.scan.cellRuns, reaching: from, to)
      for run in part.runs.clamped(to: candidates) {
        report(before + run - part.runs.lowerBound, frame(ofRun: run, in: part))
      }
      return true
    }
  }

  /// What a page holds of one section, for reading its lines: the page, the scan of its line
  /// index (pointers its probe keeps, read without copying the store out of the page), the runs
  /// of the section's cells there, the cells and where the page sits.
  private struct LinePart {
    let page: LayoutPage
    let scan: LineScan
    let runs: Range<Int>
    let cells: Range<Int>
    let origin: Double
  }

  /// Calls `body` with each page's part of `section`, in page order, while it returns true;
  /// nothing for a section out of range. Only for a layout that keeps its lines: a page with no
  /// line index holds no cells, and is passed over.
  private func forEachLinePart(ofSection section: Int, _ body: (LinePart) -> Bool) {
    guard section >= 0, section < sectionCount else { return }
    let (first, last) = ends(ofSection: section)
    var cursor: PageCursor? = first
    while let at = cursor, at.page <= last.page {
      let directory = blocks[at.block].directory
      let place = place(block: at.block, local: at.local, in: directory)
      let page = blocks[at.block].page(at.local)
      let local = section - place.firstSection
      if let scan = page.probe.lines, local >= 0, local < page.sectionCount {
        // A page of one section holds its cells from 0.
        let cells =
          page.sectionCount == 1 ? 0..<page.cellCount : page.cellRange(ofSection: local)
        func run(of cell: Int) -> Int {
          ElementLines.run(of: cell, starts: scan.starts, runs: scan.cellRuns)
        }
        let runs =
          cells.isEmpty ? 0..<0 : run(of: cells.lowerBound)..<(run(of: cells.upperBound - 1) + 1)
        if !body(LinePart(page: page, scan: scan, runs: runs, cells: cells, origin: place.origin)) {
          return
        }
      }
      cursor = self.cursor(after: at)
    }
  }

  /// The frame of run `run` of a part: the union of its cells of the part's section, placed, in
  /// item order (each cell's frame as a query gives it: the scan's, placed).
  private func frame(ofRun run: Int, in part: LinePart) -> Rect {
    let scan = part.scan
    let first = Swift.max(Int(scan.starts[run]), part.cells.lowerBound)
    let end = Swift.min(Int(scan.starts[run + 1]), part.cells.upperBound)
    let axis = axis
    var union: Rect?
    // Folded in item order, as every other line frame is: a union carried as a rect rounds its
    // far edge at each step.
    for element in first..<end {
      let index = scan.stored(element, run: run)
      let stored = scan.columns.frame(index, low: scan.low(ofStored: index, run: run), axis: axis)
      let frame = Self.placed(stored, origin: part.origin, axis: axis, grid: grid)
      union = union.map { $0.union(frame) } ?? frame
    }
    return union ?? .zero
  }
}
