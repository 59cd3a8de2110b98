/// Collects a materialising strategy's frames into a ``FrameStore`` in one pass.
///
/// Add every cell in section and item order, closing each section with ``endSection(frame:)``;
/// headers, footers and decorations may be added at any point and are stored after the cells.
/// Reserve the cell count up front and the pass makes O(1) allocations, none per item.
public struct FrameStoreBuilder: Sendable {
  @usableFromInline var store: FrameStore
  // Cell frames are appended here and moved into `store` by `build`.
  @usableFromInline var cellMinX = ContiguousArray<Double>()
  @usableFromInline var cellMinY = ContiguousArray<Double>()
  @usableFromInline var cellWidth = ContiguousArray<Double>()
  @usableFromInline var cellHeight = ContiguousArray<Double>()
  @usableFromInline var supplementaryMinX: [Double] = []
  @usableFromInline var supplementaryMinY: [Double] = []
  @usableFromInline var supplementaryWidth: [Double] = []
  @usableFromInline var supplementaryHeight: [Double] = []
  /// The capacity the cells' arrays get when the first cell comes (0 once they have it): a bulk
  /// first write (``appendCells(upTo:_:)``) then makes them at that capacity already written,
  /// rather than zero-filling reserved ones first.
  @usableFromInline var pendingCapacity: Int
  /// The axis the cells' lines follow one another along when the store is written in lines
  /// (``appendLines(upTo:lines:along:_:)``), `nil` for plain frames; then the cells' column of
  /// minimums along it stays empty and each line is a run of ``lineStarts`` and ``lineSpans``,
  /// its top and thickness side by side (``ElementLines``).
  @usableFromInline var lineAxis: Axis?
  @usableFromInline var lineStarts = ContiguousArray<Int32>()
  @usableFromInline var lineSpans = ContiguousArray<Double>()
  /// The store's first lines whose cells are stored once, and the cells not stored for them
  /// (``ElementLines/repeatedLines``): the cells' arrays hold ``cellCount`` minus these.
  @usableFromInline var repeatedLines = 0
  @usableFromInline var omittedCells = 0

  /// Starts a store for `sectionCount` sections, `cellCapacity` cells and about
  /// `supplementaryCapacity` headers, footers and decorations; cells sit at `cellZIndex`.
  public init(
    sectionCount: Int, cellCapacity: Int, supplementaryCapacity: Int = 0,
    cellZIndex: Int = LayoutAttributes.cellZIndex
  ) {
    pendingCapacity = Swift.max(0, cellCapacity) + Swift.max(0, supplementaryCapacity)
    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(sectionCount + 1)
    starts.append(0)
    store = FrameStore(
      _minX: [], _minY: [], _width: [], _height: [], cellCount: 0, cellZIndex: cellZIndex,
      contentSize: .zero, sectionCellStart: starts, supplementaryIDs: [], supplementaryZIndex: [],
      headerElement: [], footerElement: [], sectionFrames: [])
    // (The header and footer tables are made whole by `build`.)
    store.sectionFrames.reserveCapacity(sectionCount)
  }

  /// The number of sections closed so far: the section the next cells belong to.
  public var currentSection: Int { store.sectionFrames.count }

  /// Adds the next cell of the current section.
  ///
  /// Inlinable because it is called once a cell from strategy modules: 7.6 ns a cell out of line
  /// against 4.1 ns inlined (release, 10^6 cells). ``appendCells(upTo:_:)`` is faster still.
  @inlinable
  public mutating func appendCell(_ frame: Rect) {
    if _slowPath(pendingCapacity > 0) { reserveCells() }
    if _slowPath(lineAxis != nil) {
      appendCellInLines(frame)
      return
    }
    cellMinX.append(frame.x)
    cellMinY.append(frame.y)
    cellWidth.append(frame.width)
    cellHeight.append(frame.height)
  }

  /// Appends up to `maximum` cells of the current section through `body`, which writes them with
  /// plain stores. Cells `body` does not write are not added.
  ///
  /// The fast path for strategies: `appendCell` checks capacity and uniqueness four times a cell,
  /// which cost 14 ns a cell inside flow's loops against 4 ns through this (release, 10^6 cells).
  /// - Complexity: O(maximum).
  @inlinable
  public mutating func appendCells(upTo maximum: Int, _ body: (inout CellWriter) -> Void) {
    guard maximum > 0 else { return }
    if _slowPath(lineAxis != nil) {
      appendCellsInLines(upTo: maximum, body)
      return
    }
    // Capacity still pending means no cell yet (either append takes it).
    if pendingCapacity > 0 {
      appendFirstCells(upTo: maximum, body)
      return
    }
    let start = cellMinX.count
    // A later batch zero-fills first, which keeps the arrays fully initialised.
    cellMinX.append(contentsOf: repeatElement(0, count: maximum))
    cellMinY.append(contentsOf: repeatElement(0, count: maximum))
    cellWidth.append(contentsOf: repeatElement(0, count: maximum))
    cellHeight.append(contentsOf: repeatElement(0, count: maximum))
    var written = 0
    cellMinX.withUnsafeMutableBufferPointer { minX in
      cellMinY.withUnsafeMutableBufferPointer { minY in
        cellWidth.withUnsafeMutableBufferPointer { width in
          cellHeight.withUnsafeMutableBufferPointer { height in
            guard let x = minX.baseAddress, let y = minY.baseAddress, let w = width.baseAddress,
              let h = height.baseAddress
            else { return }
            var writer = CellWriter(
              minX: x + start, minY: y + start, width: w + start, height: h + start,
              capacity: maximum)
            body(&writer)
            written = writer.count
          }
        }
      }
    }
    let unused = maximum - written
    if unused > 0 {
      cellMinX.removeLast(unused)
      cellMinY.removeLast(unused)
      cellWidth.removeLast(unused)
      cellHeight.removeLast(unused)
    }
  }

  /// ``appendCells(upTo:_:)`` as the first cells: the arrays are made at their capacity with
  /// the cells `body` writes, with no pass zero-filling them first (a quarter of the writes of a
  /// flow page's cells).
  @usableFromInline
  mutating func appendFirstCells(upTo maximum: Int, _ body: (inout CellWriter) -> Void) {
    let capacity = Swift.max(maximum, pendingCapacity)
    pendingCapacity = 0
    var written = 0
    var minY = ContiguousArray<Double>()
    var width = ContiguousArray<Double>()
    var height = ContiguousArray<Double>()
    cellMinX = ContiguousArray(unsafeUninitializedCapacity: capacity) { x, xCount in
      minY = ContiguousArray(unsafeUninitializedCapacity: capacity) { y, yCount in
        width = ContiguousArray(unsafeUninitializedCapacity: capacity) { w, wCount in
          height = ContiguousArray(unsafeUninitializedCapacity: capacity) { h, hCount in
            guard let x = x.baseAddress, let y = y.baseAddress, let w = w.baseAddress,
              let h = h.baseAddress
            else { return }
            var writer = CellWriter(minX: x, minY: y, width: w, height: h, capacity: maximum)
            body(&writer)
            written = writer.count
            hCount = written
          }
          wCount = written
        }
        yCount = written
      }
      xCount = written
    }
    cellMinY = minY
    cellWidth = width
    cellHeight = height
  }

  /// Gives the cells' arrays their pending capacity.
  @usableFromInline
  mutating func reserveCells() {
    // A store kept in lines keeps no column of minimums along their axis.
    if lineAxis != .horizontal { cellMinX.reserveCapacity(pendingCapacity) }
    if lineAxis != .vertical { cellMinY.reserveCapacity(pendingCapacity) }
    cellWidth.reserveCapacity(pendingCapacity)
    cellHeight.reserveCapacity(pendingCapacity)
    pendingCapacity = 0
  }

  /// The number of cells added so far.
  package var cellCount: Int { cellWidth.count + omittedCells }

  /// Moves the cells from number `start` on by `offset` along `axis`, and returns the furthest any
  /// of them reaches across it (0 when there are none): what a writer of frames relative to a
  /// section's start does after a bulk ``appendCells(upTo:_:)``.
  /// - Complexity: O(cells moved); no allocation.
  package mutating func moveCells(from start: Int, along axis: Axis, by offset: Double) -> Double {
    guard start < cellCount else { return 0 }
    if lineAxis != nil {
      // The lines holding the cells move: their tops (every later run starts at a later cell).
      if offset != 0 {
        var run = lineStarts.count - 1
        while run >= 0 && Int(lineStarts[run]) >= start {
          lineSpans[2 * run] += offset
          run -= 1
        }
      }
      // Where they are stored: cells of repeated lines are the first line's.
      let stored = Swift.max(0, start - omittedCells)..<cellWidth.count
      guard !stored.isEmpty else { return 0 }
      return axis == .vertical
        ? Self.reach(of: cellMinX, cellWidth, in: stored)
        : Self.reach(of: cellMinY, cellHeight, in: stored)
    }
    let end = cellCount
    if axis == .vertical {
      if offset != 0 { for cell in start..<end { cellMinY[cell] += offset } }
      return Self.reach(of: cellMinX, cellWidth, in: start..<end)
    } else {
      if offset != 0 { for cell in start..<end { cellMinX[cell] += offset } }
      return Self.reach(of: cellMinY, cellHeight, in: start..<end)
    }
  }

  /// The largest `minimum[i] + extent[i]` over `cells` (non-empty), as `Swift.max` folds it.
  /// Four running maxima, not one: a single one waits on the previous comparison each cell,
  /// which took a flow page of 1,000 cells about 7 % of its prepare time.
  static func reach(
    of minimum: ContiguousArray<Double>, _ extent: ContiguousArray<Double>, in cells: Range<Int>
  ) -> Double {
    minimum.withUnsafeBufferPointer { minimum in
      extent.withUnsafeBufferPointer { extent in
        var reaches = (-Double.infinity, -Double.infinity, -Double.infinity, -Double.infinity)
        var cell = cells.lowerBound
        while cell + 4 <= cells.upperBound {
          reaches.0 = Swift.max(reaches.0, minimum[cell] + extent[cell])
          reaches.1 = Swift.max(reaches.1, minimum[cell + 1] + extent[cell + 1])
          reaches.2 = Swift.max(reaches.2, minimum[cell + 2] + extent[cell + 2])
          reaches.3 = Swift.max(reaches.3, minimum[cell + 3] + extent[cell + 3])
          cell += 4
        }
        while cell < cells.upperBound {
          reaches.0 = Swift.max(reaches.0, minimum[cell] + extent[cell])
          cell += 1
        }
        return Swift.max(Swift.max(reaches.0, reaches.1), Swift.max(reaches.2, reaches.3))
      }
    }
  }

  /// Adds the header of the current section.
  public mutating func setHeader(_ frame: Rect, zIndex: Int = LayoutAttributes.supplementaryZIndex)
  {
    addSupplementary(.header(section: currentSection), frame: frame, zIndex: zIndex)
  }

  /// Adds the footer of the current section.
  public mutating func setFooter(_ frame: Rect, zIndex: Int = LayoutAttributes.supplementaryZIndex)
  {
    addSupplementary(.footer(section: currentSection), frame: frame, zIndex: zIndex)
  }

  /// Adds a header, footer or decoration element (not a cell).
  public mutating func addSupplementary(_ id: ElementID, frame: Rect, zIndex: Int) {
    precondition(id.category != .cell, "cells are added with appendCell")
    supplementaryMinX.append(frame.x)
    supplementaryMinY.append(frame.y)
    supplementaryWidth.append(frame.width)
    supplementaryHeight.append(frame.height)
    store.supplementaryIDs.append(id)
    store.supplementaryZIndex.append(zIndex)
  }

  /// Closes the current section, whose whole frame (header to footer) is `frame`.
  public mutating func endSection(frame: Rect) {
    store.sectionCellStart.append(cellCount)
    store.sectionFrames.append(frame)
  }

  /// `array` reallocated at its count when it holds under half its capacity.
  private static func shrink(_ array: inout ContiguousArray<Double>) {
    guard array.count < array.capacity / 2 else { return }
    // Reserved and appended, not made at a capacity uninitialised: that initialiser is not
    // inlined and looks the array type's metadata up, about 870 instructions a call.
    var shrunk = ContiguousArray<Double>()
    shrunk.reserveCapacity(array.count)
    shrunk.append(contentsOf: array)
    array = shrunk
  }

  /// A table of `count` sections without the element (-1 each): one shared array for a page of
  /// one section (a page of a section cut into pages, most of which have no header and no
  /// footer), which a section that has one copies when it is written; two allocations a page
  /// fewer.
  private static func noElements(count: Int) -> [Int] {
    count == 1 ? oneSectionWithout : Array(repeating: -1, count: count)
  }
  private static let oneSectionWithout = [-1]

  /// The finished store; supplementary elements follow the cells. The builder is left empty.
  ///
  /// Mutating rather than consuming, so a builder kept inside another value is finished in place:
  /// the frame arrays move into the store without a copy (a copy-on-write of them measured 25 ms
  /// at 10^6 cells).
  /// - Complexity: O(supplementary elements + sections).
  public mutating func build(contentSize: Size) -> FrameStore {
    let cellCount = self.cellCount
    let lines = finishLines()
    var minX = ContiguousArray<Double>()
    var minY = ContiguousArray<Double>()
    var width = ContiguousArray<Double>()
    var height = ContiguousArray<Double>()
    swap(&minX, &cellMinX)
    swap(&minY, &cellMinY)
    swap(&width, &cellWidth)
    swap(&height, &cellHeight)
    // Skipped when there are none: appending even an empty array reallocated the cells' arrays
    // through the standard library's unspecialised path, a metadata look-up each (about 3,000
    // instructions a flow page).
    if !supplementaryMinX.isEmpty {
      // In a store kept in lines, the minimums along their axis are the runs' (`finishLines`
      // took the supplementary elements'): that column is not kept.
      if lines?.axis != .horizontal { minX.append(contentsOf: supplementaryMinX) }
      if lines?.axis != .vertical { minY.append(contentsOf: supplementaryMinY) }
      width.append(contentsOf: supplementaryWidth)
      height.append(contentsOf: supplementaryHeight)
    }
    if omittedCells > 0 {
      // Arrays made for every cell, holding a line's worth: kept at what they hold.
      Self.shrink(&minX)
      Self.shrink(&minY)
      Self.shrink(&width)
      Self.shrink(&height)
    }
    var result = store
    result._lines = lines
    result._omittedCells = omittedCells
    omittedCells = 0
    repeatedLines = 0
    result._minX = minX
    result._minY = minY
    result._width = width
    result._height = height
    result.cellCount = cellCount
    result.contentSize = contentSize
    let sections = result.sectionFrames.count
    result.headerElement = Self.noElements(count: sections)
    result.footerElement = Self.noElements(count: sections)
    for (offset, id) in result.supplementaryIDs.enumerated()
    where id.section >= 0 && id.section < sections {
      switch id.category {
      case .header: result.headerElement[id.section] = cellCount + offset
      case .footer: result.footerElement[id.section] = cellCount + offset
      case .cell, .decoration: break
      }
    }
    return result
  }
}
