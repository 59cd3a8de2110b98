import MosaicCore

/// A run of whole lines of one flow section, immutable and shared: a layout and every layout
/// updated from it hold the same page until a change re-packs its lines.
///
/// Per line: its first item (relative to the page's first item), its top along the scroll axis
/// relative to the page's first line (a multiple of ``AdvanceGrid/step``, so exact), and its
/// thickness. Per cell: its main-axis origin (already on the pixel grid) and its size. A cell's
/// cross origin is not stored: it depends on where the line lands, and is computed when asked
/// from the line's absolute top by the expression a prepare uses (``FlowCellTable``), so a page
/// kept at another origin answers to the bit what a fresh prepare writes.
/// - Complexity: 20 bytes per line and 24 bytes per cell, before the arrays' spare capacity.
final class FlowPage: Sendable {
  /// The first item of each line, relative to the page's first item (the first is 0).
  let firstItems: ContiguousArray<Int32>
  /// The top of each line along the scroll axis, relative to the first line's (the first is 0).
  let tops: ContiguousArray<Double>
  /// The thickness of each line (its thickest item's extent along the scroll axis).
  let thicknesses: ContiguousArray<Double>
  /// Each cell's origin along the main axis, on the pixel grid.
  let mains: ContiguousArray<Double>
  /// Each cell's size.
  let sizes: ContiguousArray<Size>
  /// The one size every cell of the page has, `nil` when they differ: how an update tells, in
  /// O(pages), whether a section became a grid.
  let uniformSize: Size?

  /// A page of the given lines and cells.
  init(
    firstItems: ContiguousArray<Int32>, tops: ContiguousArray<Double>,
    thicknesses: ContiguousArray<Double>, mains: ContiguousArray<Double>,
    sizes: ContiguousArray<Size>, uniformSize: Size?
  ) {
    self.firstItems = firstItems
    self.tops = tops
    self.thicknesses = thicknesses
    self.mains = mains
    self.sizes = sizes
    self.uniformSize = uniformSize
  }

  /// The number of lines.
  var lineCount: Int { firstItems.count }

  /// The number of cells.
  var cellCount: Int { sizes.count }

  /// The first cell (page-relative) of line `line`, `cellCount` for `line == lineCount`.
  @inline(__always)
  func firstCell(ofLine line: Int) -> Int {
    line < firstItems.count ? Int(firstItems[line]) : sizes.count
  }

  /// The line (page-relative) holding page cell `cell`: the last whose first cell is at or
  /// before it, searched within `lines`.
  /// - Complexity: O(log lines).
  func line(holding cell: Int, in lines: Range<Int>) -> Int {
    var low = lines.lowerBound
    var high = lines.upperBound
    // Invariant: firstItems[low] <= cell < firstItems[high] (high == upper bound: past the end).
    while high - low > 1 {
      let mid = (low + high) / 2
      if Int(firstItems[mid]) <= cell { low = mid } else { high = mid }
    }
    return low
  }

  /// The number of lines of `lines` whose top is at or before `value` (page-relative).
  /// - Complexity: O(log lines).
  func countOfLines(in lines: Range<Int>, topAtOrBefore value: Double) -> Int {
    var low = lines.lowerBound
    var high = lines.upperBound
    while low < high {
      let mid = (low + high) / 2
      if tops[mid] <= value { low = mid + 1 } else { high = mid }
    }
    return low - lines.lowerBound
  }

  /// Heap bytes held by the page.
  var byteCount: Int {
    firstItems.capacity * 4 + (tops.capacity + thicknesses.capacity + mains.capacity) * 8
      + sizes.capacity * MemoryLayout<Size>.stride
  }
}
