import MosaicCore
import MosaicHitTest

/// A ``FlowLayout`` with one item moved within its section: the layout it was made from plus the
/// new frames of the run of cells whose lines the move re-packed and, when the move changed those
/// lines' extent, the shift of everything after them (see
/// ``Flow/update(_:to:change:)``, which returns it inside a ``FlowLayout``'s
/// ``FlowLayout/moveOverlay``). What a drag shows on every change of target, for a fraction of a
/// full prepare.
///
/// Every query answers exactly as a full prepare of the moved data would: the base answers for
/// the elements that did not move; the patch for the re-packed cells; and for shifted elements
/// (later lines, footers, later sections) the base's index finds the candidates at their old
/// frames and their new frames are computed from the shift's per-line tops.
///
/// Memory: O(patched cells + shifted lines + shifted sections): each patched cell holds its
/// 32-byte frame and two 8-byte search bounds, each re-packed line 64 bytes, each shifted stored
/// line 8 bytes, each shifted section about 150. The base is shared, not copied.
public struct FlowMoveOverlay: PreparedLayout {
  /// The layout the move was made from.
  public let base: FlowLayout
  let patch: FlowMovePatch
  /// The data after the move: what ``materialized()`` prepares when the move shifted later
  /// elements.
  let sections: [SectionData]
  /// The element index of the first patched cell.
  let firstElement: Int
  /// `highs[i]`: the largest end along the scroll axis of patched cells `0...i` (nondecreasing).
  let highs: ContiguousArray<Double>
  /// `lows[i]`: the smallest start along the scroll axis of patched cells `i...` (nondecreasing).
  let lows: ContiguousArray<Double>

  init(base: FlowLayout, patch: FlowMovePatch, sections: [SectionData]) {
    self.base = base
    self.patch = patch
    self.sections = sections
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

  /// The items of ``section`` whose lines were re-packed (their frames are the overlay's own).
  /// - Complexity: O(1).
  public var patchedItems: Range<Int> { patch.firstItem..<(patch.firstItem + patch.frames.count) }

  /// The number of cells whose lines were re-packed.
  /// - Complexity: O(1).
  public var patchedCellCount: Int { patch.frames.count }

  /// True when the move changed the re-packed lines' extent, so every element after them moved
  /// along the scroll axis (their frames are derived when queried).
  /// - Complexity: O(1).
  public var shiftsLaterElements: Bool { patch.tail != nil }

  /// Heap bytes held by the overlay on top of its base.
  /// - Complexity: O(1).
  public var patchByteCount: Int {
    patch.frames.capacity * MemoryLayout<Rect>.stride + (highs.capacity + lows.capacity) * 8
      + patch.lines.firstItems.capacity * 8
      + (patch.lines.tops.capacity + patch.lines.thicknesses.capacity) * 8
      + (patch.tail?.byteCount ?? 0)
  }

  /// The element index just past the patched cells.
  var patchEnd: Int { firstElement + patch.frames.count }

  /// The cells whose frames are not the base's: the patched ones, and with a shift every cell
  /// after them.
  var movedCells: Range<Int> {
    firstElement..<(patch.tail == nil ? patchEnd : base.store.cellCount)
  }

  // MARK: Frames

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
      if includingHigh ? lows[mid] > high : lows[mid] >= high {
        upper = mid
      } else {
        lower = mid + 1
      }
    }
    return first..<lower
  }

  @inline(__always)
  func patchedAttributes(_ offset: Int) -> LayoutAttributes {
    LayoutAttributes(
      id: .cell(section: patch.section, item: patch.firstItem + offset),
      frame: patch.frames[offset],
      zIndex: base.store.cellZIndex)
  }

  /// The new frame of shifted cell `element` (of `path`): its old main-axis position and size,
  /// its line's new top, with the arithmetic of a prepare.
  /// - Complexity: O(log lines of its section).
  func shiftedCellFrame(_ element: Int, path: IndexPath, tail: FlowTail) -> Rect {
    let entry = tail.sections[path.section - tail.section]
    guard let grid = entry.grid else {
      let lines = base.lines
      let line = lines.storedLine(containing: path.item, inSection: path.section)
      return shiftedFrame(
        element, lineTop: tail.tops[entry.topsStart + line - entry.firstShiftedLine],
        thickness: lines.thickness(ofLine: line, inSection: path.section))
    }
    let old = base.store.frame(at: element)
    let mainAxis = base.scrollDirection.lineAxis
    let cross = grid.crossTop + Double(path.item / grid.itemsPerLine) * grid.crossStep
    return Rect(
      mainAxis: mainAxis, mainOrigin: old.minimum(along: mainAxis),
      crossOrigin: FlowCellWriter.pixelAligned(cross, scale: base.preparedViewport.scale),
      mainExtent: old.extent(along: mainAxis), crossExtent: old.extent(along: mainAxis.other))
  }

  /// The new frame of shifted header or footer `id`.
  func shiftedSupplementaryFrame(_ id: ElementID, tail: FlowTail) -> Rect? {
    let entry = tail.sections[id.section - tail.section]
    return id.category == .header ? entry.header : entry.footer
  }

  /// The new attributes of `attributes` (the base's, of element `element`) when it is a shifted
  /// element, else `nil`.
  @inline(__always)
  func shifted(_ attributes: LayoutAttributes, element: Int, tail: FlowTail) -> LayoutAttributes? {
    var result = attributes
    if element < base.store.cellCount {
      guard element >= tail.firstCell else { return nil }
      result.frame = shiftedCellFrame(element, path: attributes.id.indexPath, tail: tail)
    } else {
      guard element >= tail.firstSupplementary,
        let frame = shiftedSupplementaryFrame(attributes.id, tail: tail)
      else { return nil }
      result.frame = frame
    }
    return result
  }

  /// The element index of a header, footer or cell of the base (flow has no decorations).
  @inline(__always)
  func elementIndex(_ id: ElementID) -> Int? {
    if id.category == .cell {
      return base.store.cellRange(ofSection: id.section).lowerBound + id.item
    }
    return base.store.index(of: id)
  }

  // MARK: PreparedLayout

  /// The size of the whole content.
  /// - Complexity: O(1).
  public var contentSize: Size {
    guard let tail = patch.tail else { return base.contentSize }
    let dimension = base.contentSize.value(along: base.scrollDirection.lineAxis)
    return base.scrollDirection.lineAxis == .horizontal
      ? Size(width: dimension, height: tail.contentExtent)
      : Size(width: tail.contentExtent, height: dimension)
  }

  /// The scroll direction.
  /// - Complexity: O(1).
  public var scrollDirection: ScrollDirection { base.scrollDirection }

  /// The viewport the base was prepared for.
  /// - Complexity: O(1).
  public var preparedViewport: Viewport { base.preparedViewport }

  /// The number of sections.
  /// - Complexity: O(1).
  public var sectionCount: Int { base.sectionCount }

  /// The frame of a whole section.
  /// - Complexity: O(1).
  public func sectionFrame(_ section: Int) -> Rect? {
    if let tail = patch.tail, section >= tail.section, section < base.sectionCount {
      return tail.sections[section - tail.section].frame
    }
    return base.sectionFrame(section)
  }

  /// The attributes of one element: a patched or shifted element's new frame, else the base's.
  /// - Complexity: O(1) for the base's and patched elements, O(log lines) for shifted cells.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    if element.category == .cell, element.section == patch.section,
      patchedItems.contains(element.item)
    {
      return patchedAttributes(element.item - patch.firstItem)
    }
    guard let attributes = base.attributes(for: element, viewport: viewport) else { return nil }
    if let tail = patch.tail, let index = elementIndex(element),
      let moved = shifted(attributes, element: index, tail: tail)
    {
      return moved
    }
    return attributes
  }

  /// Appends the elements strictly intersecting `rect`, in element order.
  ///
  /// The base's answer has its moved elements dropped; the patched cells whose new frames
  /// intersect come from the patch; shifted elements come from the base's index asked over the
  /// rect moved back by the shift, their new frames tested. Blocks are put in element order by
  /// in-place rotations.
  /// - Complexity: two base queries, plus O(log patched cells + candidates + results);
  ///   allocation-free when `results` has capacity for the base's answer plus the candidates.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.elements(in: rect, viewport: viewport, into: &results)
    let baseEnd = results.count
    let section = patch.section
    let firstItem = patch.firstItem
    let endItem = firstItem + patch.frames.count
    let tail = patch.tail
    func partition(from low: Int, _ isBefore: (LayoutAttributes) -> Bool) -> Int {
      var low = low
      var high = baseEnd
      while low < high {
        let mid = (low + high) / 2
        if isBefore(results[mid]) { low = mid + 1 } else { high = mid }
      }
      return low
    }
    // The base's answer is [kept cells][moved cells][kept headers, footers][shifted ones].
    let movedStart = partition(from: start) {
      $0.id.category == .cell
        && ($0.id.section < section || ($0.id.section == section && $0.id.item < firstItem))
    }
    let movedEnd = partition(from: movedStart) {
      $0.id.category == .cell
        && (tail != nil || $0.id.section < section
          || ($0.id.section == section && $0.id.item < endItem))
    }
    let shiftedSupplementaryStart =
      tail == nil
      ? baseEnd
      : partition(from: movedEnd) {
        $0.id.section < section || ($0.id.section == section && $0.id.category == .header)
      }

    // Shifted elements, appended as [cells][headers, footers].
    var shiftedCells = 0
    var shiftedSupplementaries = 0
    if let tail, rect.width > 0, rect.height > 0 {
      let axis = base.scrollDirection.scrollAxis
      let low = rect.minimum(along: axis)
      let high = low + rect.extent(along: axis)
      let query = Rect(
        mainAxis: axis, mainOrigin: low - tail.highDelta,
        crossOrigin: rect.minimum(along: axis.other),
        mainExtent: (high - tail.lowDelta) - (low - tail.highDelta),
        crossExtent: rect.extent(along: axis.other))
      let scratch = results.count
      base.indexed.elements(in: query, viewport: viewport, into: &results)
      var write = scratch
      for read in scratch..<results.count {
        let attributes = results[read]
        guard let element = elementIndex(attributes.id),
          let moved = shifted(attributes, element: element, tail: tail),
          moved.frame.intersects(rect)
        else { continue }
        results[write] = moved
        write += 1
        if element < base.store.cellCount { shiftedCells += 1 } else { shiftedSupplementaries += 1 }
      }
      results.removeSubrange(write...)
    }

    // Patched cells, appended last.
    let axis = base.scrollDirection.scrollAxis
    let low = rect.minimum(along: axis)
    var patchedHits = 0
    for offset in candidates(low: low, high: low + rect.extent(along: axis), includingHigh: false)
    where patch.frames[offset].intersects(rect) {
      results.append(patchedAttributes(offset))
      patchedHits += 1
    }

    // [A][moved][C][stale D][Tc][Ts][P] → [A][P][Tc][C][Ts].
    results.removeSubrange(shiftedSupplementaryStart..<baseEnd)
    results.removeSubrange(movedStart..<movedEnd)
    let keptSupplementaries = shiftedSupplementaryStart - movedEnd
    let shiftedCellsEnd = movedStart + keptSupplementaries + shiftedCells
    let end = shiftedCellsEnd + shiftedSupplementaries + patchedHits
    results.withUnsafeMutableBufferPointer { buffer in
      // [C][Tc] → [Tc][C], then [Tc][C][Ts][P] → [P][Tc][C][Ts].
      Self.rotate(buffer, movedStart..<shiftedCellsEnd, by: shiftedCells)
      Self.rotate(buffer, movedStart..<end, by: patchedHits)
    }
  }

  /// Rotates `range` of `buffer` right by `count`: its last `count` elements come first.
  static func rotate(
    _ buffer: UnsafeMutableBufferPointer<LayoutAttributes>, _ range: Range<Int>, by count: Int
  ) {
    guard count > 0, count < range.count else { return }
    let split = range.upperBound - count
    buffer[range.lowerBound..<split].reverse()
    buffer[split..<range.upperBound].reverse()
    buffer[range].reverse()
  }

  /// Appends every element in element order: the base's, with the patched and shifted ones'
  /// new frames.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.allElements(viewport: viewport, into: &results)
    for offset in patch.frames.indices {
      results[start + firstElement + offset].frame = patch.frames[offset]
    }
    guard let tail = patch.tail else { return }
    forEachShiftedCell(tail) { element, frame in results[start + element].frame = frame }
    for element in tail.firstSupplementary..<base.store.count {
      let id = results[start + element].id
      if let frame = shiftedSupplementaryFrame(id, tail: tail) {
        results[start + element].frame = frame
      }
    }
  }

  /// The new frame of cell `element` of a shifted stored line whose new top is `top`.
  @inline(__always)
  func shiftedFrame(_ element: Int, lineTop top: Double, thickness: Double) -> Rect {
    let old = base.store.frame(at: element)
    let mainAxis = base.scrollDirection.lineAxis
    let scrollAxis = mainAxis.other
    return Rect(
      mainAxis: mainAxis, mainOrigin: old.minimum(along: mainAxis),
      crossOrigin: FlowCellWriter.pixelAligned(
        top + (thickness - old.extent(along: scrollAxis)) / 2, scale: base.preparedViewport.scale),
      mainExtent: old.extent(along: mainAxis), crossExtent: old.extent(along: scrollAxis))
  }

  /// Calls `body` with the element index and new frame of every shifted cell of stored line
  /// `line` of `section`, in element order.
  @inline(__always)
  func forEachShiftedCell(
    ofLine line: Int, inSection section: Int, tail: FlowTail, _ body: (Int, Rect) -> Void
  ) {
    let lines = base.lines
    let entry = tail.sections[section - tail.section]
    let cells = base.store.cellRange(ofSection: section)
    let top = tail.tops[entry.topsStart + line - entry.firstShiftedLine]
    let thickness = lines.thickness(ofLine: line, inSection: section)
    let first = lines.firstItem(ofLine: line, inSection: section)
    let stop =
      line + 1 < lines.lineCount(inSection: section)
      ? lines.firstItem(ofLine: line + 1, inSection: section) : cells.count
    for item in first..<stop {
      let element = cells.lowerBound + item
      body(element, shiftedFrame(element, lineTop: top, thickness: thickness))
    }
  }

  /// Calls `body` with every shifted cell's element index and new frame, in element order.
  /// - Complexity: O(shifted cells), no search per cell.
  func forEachShiftedCell(_ tail: FlowTail, _ body: (Int, Rect) -> Void) {
    let store = base.store
    let mainAxis = base.scrollDirection.lineAxis
    let scale = base.preparedViewport.scale
    for index in tail.section..<base.sectionCount {
      let entry = tail.sections[index - tail.section]
      let cells = store.cellRange(ofSection: index)
      if let grid = entry.grid {
        for item in 0..<cells.count {
          let element = cells.lowerBound + item
          let old = store.frame(at: element)
          let cross = grid.crossTop + Double(item / grid.itemsPerLine) * grid.crossStep
          body(
            element,
            Rect(
              mainAxis: mainAxis, mainOrigin: old.minimum(along: mainAxis),
              crossOrigin: FlowCellWriter.pixelAligned(cross, scale: scale),
              mainExtent: old.extent(along: mainAxis),
              crossExtent: old.extent(along: mainAxis.other)))
        }
        continue
      }
      for line in entry.firstShiftedLine..<base.lines.lineCount(inSection: index) {
        forEachShiftedCell(ofLine: line, inSection: index, tail: tail, body)
      }
    }
  }

  /// The topmost cell containing `point`. Every cell has one zIndex, so it is the one last in
  /// element order among: the shifted cells containing it (found through the base's index at the
  /// point moved back by the shift), the patched cells, and the cells that did not move (the
  /// base's index with the moved ones excluded).
  /// - Complexity: O(1) expected for the base, plus O(log patched cells + candidates).
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    let store = base.store
    let unmoved = base.index.cell(at: point, store: store, excluding: movedCells)
    let axis = base.scrollDirection.scrollAxis
    let along = point.value(along: axis)
    if let tail = patch.tail, tail.firstCell < store.cellCount {
      let across = point.value(along: axis.other)
      let low = along - tail.highDelta
      let query = Rect(
        mainAxis: axis, mainOrigin: low, crossOrigin: across.nextDown,
        mainExtent: (along - tail.lowDelta).nextUp - low,
        crossExtent: across.nextUp - across.nextDown)
      var best = -1
      base.index.forEachElement(in: query, store: store) { element in
        guard element >= tail.firstCell, element < store.cellCount, element > best else { return }
        let path = store.indexPath(ofCell: element)
        if shiftedCellFrame(element, path: path, tail: tail).contains(point) { best = element }
      }
      if best >= 0 { return store.indexPath(ofCell: best) }
    }
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
