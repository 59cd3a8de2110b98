import MosaicCore
import MosaicHitTest

/// A ``FlowLayout`` with one item moved within its section: the layout it was made from plus the
/// new frames of the run of cells whose lines the move re-packed (see
/// ``FlowLayout/layout(movingItemInSection:from:to:in:)``). What a drag shows on every change of
/// target, for O(re-packed cells) instead of a full prepare.
///
/// Every query answers exactly as a full prepare of the moved data would: the base answers for
/// the cells it still places, and the patch for the others. Content size, section frames,
/// headers and footers are the base's (the move ends where the old lines ended).
///
/// Memory: O(patched cells): each holds its 32-byte frame and two 8-byte search bounds; each
/// re-packed line 56 bytes. The base is shared, not copied.
public struct FlowMoveOverlay: PreparedLayout {
  /// The layout the move was made from.
  public let base: FlowLayout
  let patch: FlowMovePatch
  /// The element index of the first patched cell.
  let firstElement: Int
  /// `highs[i]`: the largest end along the scroll axis of patched cells `0...i` (nondecreasing).
  let highs: ContiguousArray<Double>
  /// `lows[i]`: the smallest start along the scroll axis of patched cells `i...` (nondecreasing).
  let lows: ContiguousArray<Double>

  init(base: FlowLayout, patch: FlowMovePatch) {
    self.base = base
    self.patch = patch
    firstElement = base.store.cellRange(ofSection: patch.section).lowerBound + patch.firstItem
    let axis = base.scrollDirection.scrollAxis
    let frames = patch.frames
    var highs = ContiguousArray<Double>(repeating: 0, count: frames.count)
    var lows = ContiguousArray<Double>(repeating: 0, count: frames.count)
    var high = -Double.infinity
    for index in frames.indices {
      high = max(high, frames[index].minimum(along: axis) + frames[index].extent(along: axis))
      highs[index] = high
    }
    var low = Double.infinity
    for index in frames.indices.reversed() {
      low = min(low, frames[index].minimum(along: axis))
      lows[index] = low
    }
    self.highs = highs
    self.lows = lows
  }

  /// The section the item moved within.
  /// - Complexity: O(1).
  public var section: Int { patch.section }

  /// The items of ``section`` whose frames the overlay replaces.
  /// - Complexity: O(1).
  public var patchedItems: Range<Int> { patch.firstItem..<(patch.firstItem + patch.frames.count) }

  /// The number of cells whose frames the overlay replaces.
  /// - Complexity: O(1).
  public var patchedCellCount: Int { patch.frames.count }

  /// Heap bytes held by the overlay on top of its base.
  /// - Complexity: O(1).
  public var patchByteCount: Int {
    patch.frames.capacity * MemoryLayout<Rect>.stride + (highs.capacity + lows.capacity) * 8
      + patch.lines.firstItems.capacity * 8 + patch.lines.tops.capacity * 8
      + patch.lines.frames.capacity * MemoryLayout<Rect>.stride
  }

  /// The element indices of the patched cells.
  var patchedElements: Range<Int> { firstElement..<(firstElement + patch.frames.count) }

  /// The patched cells (offsets into the patch) that may reach past `low` and start before
  /// `high` along the scroll axis (at or before it when `includingHigh`, for a point): a
  /// superset, to be tested. Empty for a NaN bound.
  /// - Complexity: O(log patched cells).
  func candidates(low: Double, high: Double, includingHigh: Bool) -> Range<Int> {
    var first = 0
    var end = highs.count
    while first < end {
      let mid = (first + end) / 2
      if highs[mid] > low { end = mid } else { first = mid + 1 }
    }
    var lower = first
    var upper = lows.count
    while lower < upper {
      let mid = (lower + upper) / 2
      if includingHigh ? lows[mid] > high : lows[mid] >= high { upper = mid } else { lower = mid + 1 }
    }
    return first..<lower
  }

  @inline(__always)
  func patchedAttributes(_ offset: Int) -> LayoutAttributes {
    LayoutAttributes(
      id: .cell(section: patch.section, item: patch.firstItem + offset), frame: patch.frames[offset],
      zIndex: base.store.cellZIndex)
  }

  /// The size of the whole content (the base's).
  /// - Complexity: O(1).
  public var contentSize: Size { base.contentSize }

  /// The scroll direction.
  /// - Complexity: O(1).
  public var scrollDirection: ScrollDirection { base.scrollDirection }

  /// The viewport the base was prepared for.
  /// - Complexity: O(1).
  public var preparedViewport: Viewport { base.preparedViewport }

  /// The number of sections.
  /// - Complexity: O(1).
  public var sectionCount: Int { base.sectionCount }

  /// The frame of a whole section (the base's: the move ends where the old lines ended).
  /// - Complexity: O(1).
  public func sectionFrame(_ section: Int) -> Rect? { base.sectionFrame(section) }

  /// The attributes of one element: a patched cell's new frame, else the base's answer.
  /// - Complexity: O(1) for cells, headers and footers.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    if element.category == .cell, element.section == patch.section, patchedItems.contains(element.item) {
      return patchedAttributes(element.item - patch.firstItem)
    }
    return base.attributes(for: element, viewport: viewport)
  }

  /// Appends the elements strictly intersecting `rect`, in element order: the base's answer with
  /// its stale patched cells replaced, in place, by the patched cells whose new frames intersect.
  /// - Complexity: the base query, plus O(log results + log patched cells + patched candidates
  ///   + results after them); allocation-free when `results` has capacity for the answer.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.elements(in: rect, viewport: viewport, into: &results)
    let section = patch.section
    let firstItem = patch.firstItem
    let endItem = firstItem + patch.frames.count
    // The base's hits are in element order: find the run of patched cells among them.
    func partition(_ isBefore: (LayoutAttributes) -> Bool) -> Int {
      var low = start
      var high = results.count
      while low < high {
        let mid = (low + high) / 2
        if isBefore(results[mid]) { low = mid + 1 } else { high = mid }
      }
      return low
    }
    let runStart = partition {
      $0.id.category == .cell && ($0.id.section < section || ($0.id.section == section && $0.id.item < firstItem))
    }
    let runEnd = partition {
      $0.id.category == .cell && ($0.id.section < section || ($0.id.section == section && $0.id.item < endItem))
    }

    // Overwrite the run with the new hits, appending any extra at the end for now.
    let axis = base.scrollDirection.scrollAxis
    let low = rect.minimum(along: axis)
    let tailEnd = results.count
    var slot = runStart
    for offset in candidates(low: low, high: low + rect.extent(along: axis), includingHigh: false)
    where patch.frames[offset].intersects(rect) {
      if slot < runEnd {
        results[slot] = patchedAttributes(offset)
        slot += 1
      } else {
        results.append(patchedAttributes(offset))
      }
    }
    if slot < runEnd {
      results.removeSubrange(slot..<runEnd)
    } else if results.count > tailEnd, tailEnd > runEnd {
      // [run][rest][extra] → [run][extra][rest]: rotate by three reversals, in place.
      results.withUnsafeMutableBufferPointer { buffer in
        buffer[runEnd..<tailEnd].reverse()
        buffer[tailEnd...].reverse()
        buffer[runEnd...].reverse()
      }
    }
  }

  /// Appends every element in element order: the base's, the patched cells' frames replaced.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count + firstElement
    base.allElements(viewport: viewport, into: &results)
    for offset in patch.frames.indices { results[start + offset].frame = patch.frames[offset] }
  }

  /// The topmost cell containing `point`: every cell has one zIndex, so the one last in element
  /// order among the base's cells that did not move (asked of the base's index with the patched
  /// cells excluded) and the patched cells that contain it.
  /// - Complexity: O(1) expected for the base, plus O(log patched cells + candidates).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    let store = base.store
    let unmoved = base.index.cell(at: point, store: store, excluding: patchedElements)
    let along = point.value(along: base.scrollDirection.scrollAxis)
    let range = candidates(low: along, high: along, includingHigh: true)
    var offset = range.upperBound
    while offset > range.lowerBound {
      offset -= 1
      if patch.frames[offset].contains(point) {
        if let unmoved, unmoved > firstElement + offset { break }
        return IndexPath(section: patch.section, item: patch.firstItem + offset)
      }
    }
    return unmoved.map { store.indexPath(ofCell: $0) }
  }
}

extension FlowMoveOverlay: LineFrameProviding {
  /// The number of lines of `section`, the re-packed ones counted.
  /// - Complexity: O(1).
  public func lineCount(inSection section: Int) -> Int {
    let count = base.lineCount(inSection: section)
    return section == patch.section ? count - patch.replacedLines.count + patch.lines.count : count
  }

  /// Appends the frames of `section`'s lines: the base's, the re-packed run in place of the
  /// lines it replaced.
  /// - Complexity: O(lines of the section).
  public func appendLineFrames(inSection section: Int, into frames: inout [Rect]) {
    guard section == patch.section else {
      base.appendLineFrames(inSection: section, into: &frames)
      return
    }
    let table = base.lines
    let count = table.lineCount(inSection: section)
    table.appendLineFrames(inSection: section, lines: 0..<patch.replacedLines.lowerBound, into: &frames)
    frames.append(contentsOf: patch.lines.frames)
    table.appendLineFrames(inSection: section, lines: patch.replacedLines.upperBound..<count, into: &frames)
  }
}

extension FlowMoveOverlay: IncrementalMoveLayout {
  /// The move applied to this layout made permanent: a plain ``FlowLayout`` whose store holds
  /// the patched frames, its index rebuilt and its lines spliced. Equal, query for query, to a
  /// full prepare of the moved data.
  /// - Complexity: O(elements): a copy of the frames and an index build, cheaper than a prepare.
  public func materialized() -> FlowLayout {
    var store = base.store
    store.replaceCellFrames(startingAt: firstElement, with: patch.frames)
    let indexed = IndexedLayout(
      store: store, scrollDirection: base.scrollDirection, viewport: base.preparedViewport)
    let lines = base.lines.replacingLines(
      patch.replacedLines, inSection: patch.section, with: patch.lines,
      multiItemLineCount: patch.multiItemLineCount)
    return FlowLayout(indexed: indexed, lines: lines, flow: base.flow)
  }

  /// A further move, from the data this overlay shows: `self` when it changes nothing, otherwise
  /// the move applied to ``materialized()`` (an O(elements) step; a caller that keeps the result
  /// of a committed move should keep ``consolidated()`` instead).
  public func layout(movingItemInSection section: Int, from: Int, to: Int, in sections: [SectionData])
    -> (any PreparedLayout)?
  {
    if from == to, section >= 0, section < sectionCount, from >= 0,
      from < base.store.itemCount(inSection: section)
    {
      return self
    }
    return materialized().layout(movingItemInSection: section, from: from, to: to, in: sections)
  }

  /// ``materialized()``: a committed move becomes a plain layout, so the next drag's moves are
  /// patched against it.
  public func consolidated() -> any PreparedLayout { materialized() }
}
