import MosaicCore

/// The item lines of a prepared flow layout, recorded while the cells are written.
///
/// A grid section (one item size, one pitch) costs O(1): its lines are recomputed from the
/// numbers it was laid out with. A section of mixed sizes stores, per line, its first item (4
/// bytes), its exact, unrounded top along the scroll axis and its thickness (8 bytes each), from
/// which a moved item's lines are re-packed, and the lines after them moved, without laying the
/// section out again (see ``Flow/update(_:to:change:)``). A line's frame
/// is not stored: it is the union of its cells' frames, folded from the store when asked (a
/// stored 32-byte frame per line cost flow/per-item 11 B per item and a fifth of its prepare
/// time at 10^6). So a grid of 10^6 cells adds nothing per line, and the worst case is 20 bytes
/// per line (before the arrays' spare capacity).
struct FlowLineTable: Sendable {
  /// One entry per section, in order.
  private(set) var sections: ContiguousArray<FlowSectionLines> = []
  /// The first item (within its section) of each stored line. Items fit: a layout holds at most
  /// ``LayoutInput/maximumItemCount`` (50 million) items.
  private(set) var firstItems: ContiguousArray<Int32> = []
  /// The exact (unrounded) top of each stored line along the scroll axis.
  private(set) var tops: ContiguousArray<Double> = []
  /// The thickness of each stored line (its thickest item's extent along the scroll axis).
  private(set) var thicknesses: ContiguousArray<Double> = []
  /// The axis items flow along inside a line.
  let mainAxis: Axis
  /// The screen scale the cells were rounded to.
  let scale: Double?
  /// The first stored line of the section being laid out.
  private var openSectionStart = 0
  /// The stored lines of the open section holding more than one item.
  private var openMultiItemLines = 0

  /// An empty table for `sectionCount` sections.
  init(sectionCount: Int, mainAxis: Axis, scale: Double?) {
    self.mainAxis = mainAxis
    self.scale = scale
    sections.reserveCapacity(sectionCount)
  }

  /// Closes the current section as a grid (or as an empty section, when `grid` is `nil` and no
  /// lines were stored since the previous section). `linesEnd` is where its stored lines end.
  mutating func endSection(grid: FlowGridLines?, linesEnd: Double) {
    let stored = firstItems.count - openSectionStart
    sections.append(
      FlowSectionLines(
        lineCount: grid?.lineCount ?? stored, firstStoredLine: openSectionStart, grid: grid,
        linesEnd: linesEnd, multiItemLineCount: openMultiItemLines))
    openSectionStart = firstItems.count
    openMultiItemLines = 0
  }

  /// Stores the current (non-grid) section's next line: its first item, exact top, thickness and
  /// number of items.
  mutating func appendLine(firstItem: Int, top: Double, thickness: Double, itemCount: Int) {
    firstItems.append(Int32(truncatingIfNeeded: firstItem))
    tops.append(top)
    thicknesses.append(thickness)
    if itemCount > 1 { openMultiItemLines += 1 }
  }

  /// Makes room for `additional` more stored lines.
  mutating func reserveLines(_ additional: Int) {
    let capacity = firstItems.count + max(0, additional)
    firstItems.reserveCapacity(capacity)
    tops.reserveCapacity(capacity)
    thicknesses.reserveCapacity(capacity)
  }

  /// The number of lines of `section`; 0 out of range.
  func lineCount(inSection section: Int) -> Int {
    section >= 0 && section < sections.count ? sections[section].lineCount : 0
  }

  /// Appends the frames of `section`'s lines, whose cells are in `store`.
  /// - Complexity: O(lines of the section) for a grid, O(items of the section) otherwise.
  func appendLineFrames(inSection section: Int, store: FrameStore, into results: inout [Rect]) {
    guard section >= 0, section < sections.count else { return }
    appendLineFrames(
      inSection: section, lines: 0..<sections[section].lineCount, store: store, into: &results)
  }

  /// Appends the frames of lines `lines` of `section` (in range), whose cells are in `store`:
  /// for a stored line, the union of its cells' frames folded in item order, as a prepare folds
  /// it, so the value is the one it computed.
  /// - Complexity: O(lines.count) for a grid, O(items in those lines) otherwise.
  func appendLineFrames(
    inSection section: Int, lines: Range<Int>, store: FrameStore, into results: inout [Rect]
  ) {
    let entry = sections[section]
    if let grid = entry.grid {
      for line in lines {
        results.append(grid.frame(ofLine: line, mainAxis: mainAxis, scale: scale))
      }
      return
    }
    let cells = store.cellRange(ofSection: section)
    for line in lines {
      let first = firstItem(ofLine: line, inSection: section)
      let end =
        line + 1 < entry.lineCount ? firstItem(ofLine: line + 1, inSection: section) : cells.count
      var union = store.frame(at: cells.lowerBound + first)
      for item in (first + 1)..<max(first + 1, end) {
        union = union.union(store.frame(at: cells.lowerBound + item))
      }
      results.append(union)
    }
  }

  /// The stored line of `section` that holds `item`: the last whose first item is at or before it.
  /// - Precondition: `section` is stored (not a grid) and `item` is one of its items.
  /// - Complexity: O(log lines of the section).
  func storedLine(containing item: Int, inSection section: Int) -> Int {
    let entry = sections[section]
    var low = 0
    var high = entry.lineCount
    // Invariant: firstItems[low] <= item < firstItems[high] (high == count: past the end).
    while high - low > 1 {
      let mid = (low + high) / 2
      if Int(firstItems[entry.firstStoredLine + mid]) <= item { low = mid } else { high = mid }
    }
    return low
  }

  /// The first item of stored line `line` of `section`.
  @inline(__always)
  func firstItem(ofLine line: Int, inSection section: Int) -> Int {
    Int(firstItems[sections[section].firstStoredLine + line])
  }

  /// The exact top of stored line `line` of `section`.
  @inline(__always)
  func top(ofLine line: Int, inSection section: Int) -> Double {
    tops[sections[section].firstStoredLine + line]
  }

  /// The thickness of stored line `line` of `section`.
  @inline(__always)
  func thickness(ofLine line: Int, inSection section: Int) -> Double {
    thicknesses[sections[section].firstStoredLine + line]
  }

  /// This table with `section`'s stored lines `replaced` swapped for `lines` (a re-packed run,
  /// first items and tops as recorded above): how a moved item's patch is made permanent.
  /// - Precondition: `section` is stored (not a grid); `replaced` is within its lines.
  /// - Complexity: O(stored lines of the whole table).
  func replacingLines(
    _ replaced: Range<Int>, inSection section: Int, with lines: FlowPatchedLines,
    multiItemLineCount: Int
  ) -> FlowLineTable {
    var result = FlowLineTable(sectionCount: sections.count, mainAxis: mainAxis, scale: scale)
    let delta = lines.count - replaced.count
    let entry = sections[section]
    let cut = entry.firstStoredLine + replaced.lowerBound
    let resume = entry.firstStoredLine + replaced.upperBound
    let total = firstItems.count + delta
    result.firstItems.reserveCapacity(total)
    result.tops.reserveCapacity(total)
    result.thicknesses.reserveCapacity(total)
    result.firstItems.append(contentsOf: firstItems[..<cut])
    for first in lines.firstItems { result.firstItems.append(Int32(truncatingIfNeeded: first)) }
    result.firstItems.append(contentsOf: firstItems[resume...])
    result.tops.append(contentsOf: tops[..<cut])
    result.tops.append(contentsOf: lines.tops)
    result.tops.append(contentsOf: tops[resume...])
    result.thicknesses.append(contentsOf: thicknesses[..<cut])
    result.thicknesses.append(contentsOf: lines.thicknesses)
    result.thicknesses.append(contentsOf: thicknesses[resume...])
    for (index, old) in sections.enumerated() {
      if index < section {
        result.sections.append(old)
      } else if index == section {
        result.sections.append(
          FlowSectionLines(
            lineCount: old.lineCount + delta, firstStoredLine: old.firstStoredLine, grid: nil,
            linesEnd: old.linesEnd, multiItemLineCount: multiItemLineCount))
      } else {
        result.sections.append(
          FlowSectionLines(
            lineCount: old.lineCount, firstStoredLine: old.firstStoredLine + delta, grid: old.grid,
            linesEnd: old.linesEnd, multiItemLineCount: old.multiItemLineCount))
      }
    }
    result.openSectionStart = result.firstItems.count
    return result
  }

  /// Heap bytes held by the table.
  var byteCount: Int {
    sections.capacity * MemoryLayout<FlowSectionLines>.stride
      + firstItems.capacity * MemoryLayout<Int32>.stride
      + (tops.capacity + thicknesses.capacity) * MemoryLayout<Double>.stride
  }
}
