/// The frames of a materialised layout, stored once, contiguously, as a structure of arrays.
///
/// Elements are numbered `0..<count`: first every cell, section by section and item by item, then
/// the supplementary elements (headers, footers, decorations) in the order the strategy added them.
/// Cells carry no per-element metadata beyond their 32 bytes of frame: a cell's index path is
/// derived from the per-section start table. Build one with ``FrameStoreBuilder``.
///
/// A store may keep its elements *in lines* instead (a flow's pages, written line by line):
/// each cell centred along its line, its minimum along the lines' axis worked out from the line's
/// top and thickness rather than stored, 24 bytes a cell (``frame(at:)`` then finds the line in
/// O(log lines); the ``minX``/``minY`` arrays and ``withFrameColumns(_:)`` work the column out).
/// Its first lines may repeat, their cells kept once (``ElementLines``): then every column is
/// worked out when asked for whole.
public struct FrameStore: Sendable {
  /// Minimum x of every element. (Worked out afresh, O(elements), when the store keeps its
  /// elements in lines along the horizontal axis: see ``withFrameColumns(_:)``.)
  public var minX: ContiguousArray<Double> {
    _omittedCells > 0
      ? withAlongColumn()._minX : _lines?.axis == .horizontal ? alongColumn() : _minX
  }
  /// Minimum y of every element. (Worked out afresh, O(elements), when the store keeps its
  /// elements in lines along the vertical axis.)
  public var minY: ContiguousArray<Double> {
    _omittedCells > 0 ? withAlongColumn()._minY : _lines?.axis == .vertical ? alongColumn() : _minY
  }
  /// Width of every element. (Worked out afresh, O(elements), when the store's first lines keep
  /// their cells once, `ElementLines.repeatedLines`; so are the other three.)
  public var width: ContiguousArray<Double> {
    _omittedCells > 0 ? withAlongColumn()._width : _width
  }
  /// Height of every element.
  public var height: ContiguousArray<Double> {
    _omittedCells > 0 ? withAlongColumn()._height : _height
  }

  // Stored under private names so the builder's inlinable append can reach them (see
  // FrameStoreBuilder.appendCell for the measurement).
  @usableFromInline internal var _minX: ContiguousArray<Double>
  @usableFromInline internal var _minY: ContiguousArray<Double>
  @usableFromInline internal var _width: ContiguousArray<Double>
  @usableFromInline internal var _height: ContiguousArray<Double>
  /// The number of cells; elements `0..<cellCount` are cells.
  public internal(set) var cellCount: Int
  /// The zIndex every cell has.
  public internal(set) var cellZIndex: Int
  /// The size of the whole content.
  public internal(set) var contentSize: Size

  /// `sectionCellStart[s]` is the element index of section `s`'s first cell; one extra entry at
  /// the end holds `cellCount`.
  @usableFromInline internal var sectionCellStart: ContiguousArray<Int>
  @usableFromInline internal var supplementaryIDs: [ElementID]
  @usableFromInline internal var supplementaryZIndex: [Int]
  internal var headerElement: [Int]
  internal var footerElement: [Int]
  internal var sectionFrames: [Rect]
  /// The runs the elements lie in when the store keeps them in lines (``ElementLines``), whose
  /// minimums along the lines' axis are then worked out from their runs and not stored (that
  /// column of the four is empty); `nil` for a store of plain frames.
  @usableFromInline internal var _lines: ElementLines? = nil
  /// The cells of repeated lines not stored (``ElementLines/omittedCells``): the columns hold
  /// ``count`` minus these. A copy of the lines' number, so that the inlinable ``count`` does
  /// not reach into the class.
  @usableFromInline internal var _omittedCells = 0

  /// Calls `body` with the four frame arrays (minimum x, minimum y, width, height) in place.
  ///
  /// Reads the stored arrays without copying them: ``minX`` and its siblings return a copy, a
  /// retain and a release of the array, and a retain is an atomic write to the array's first
  /// cache line, which a hit-test over many small stores finds cold.
  /// - Complexity: O(1); O(elements) and one allocation for a store that keeps its elements in
  ///   lines, whose column of minimums along the lines' axis is worked out for the call.
  @inlinable
  public func withFrameColumns<Result>(
    _ body: (
      _ minX: UnsafeBufferPointer<Double>, _ minY: UnsafeBufferPointer<Double>,
      _ width: UnsafeBufferPointer<Double>, _ height: UnsafeBufferPointer<Double>
    ) -> Result
  ) -> Result {
    if _lines != nil { return withAlongColumn().withFrameColumns(body) }
    return _minX.withUnsafeBufferPointer { minX in
      _minY.withUnsafeBufferPointer { minY in
        _width.withUnsafeBufferPointer { width in
          _height.withUnsafeBufferPointer { height in body(minX, minY, width, height) }
        }
      }
    }
  }

  /// Calls `body` with the four frame arrays as stored: for a store kept in lines
  /// (``lines``), the column of minimums along the lines' axis is empty, and the caller works
  /// them out from the runs (``ElementLines/low(top:thickness:extent:)``), and reads an
  /// element's columns where ``ElementLines/storedIndex(_:run:)`` says.
  /// - Complexity: O(1).
  package func withStoredColumns<Result>(
    _ body: (
      _ minX: UnsafeBufferPointer<Double>, _ minY: UnsafeBufferPointer<Double>,
      _ width: UnsafeBufferPointer<Double>, _ height: UnsafeBufferPointer<Double>
    ) -> Result
  ) -> Result {
    _minX.withUnsafeBufferPointer { minX in
      _minY.withUnsafeBufferPointer { minY in
        _width.withUnsafeBufferPointer { width in
          _height.withUnsafeBufferPointer { height in body(minX, minY, width, height) }
        }
      }
    }
  }

  /// The number of elements.
  @inlinable public var count: Int { _width.count + _omittedCells }

  /// The runs the elements lie in, when the store keeps them in lines; `nil` for plain frames.
  package var lines: ElementLines? { _lines }

  /// The number of sections.
  public var sectionCount: Int { sectionFrames.count }

  /// True when element `index` is a cell.
  @inlinable public func isCell(_ index: Int) -> Bool { index < cellCount }

  /// The frame of element `index`.
  /// - Complexity: O(1); O(log lines) for a store that keeps its elements in lines.
  @inlinable
  public func frame(at index: Int) -> Rect {
    if _lines != nil { return frameInLines(at: index) }
    return Rect(x: _minX[index], y: _minY[index], width: _width[index], height: _height[index])
  }

  /// ``frame(at:)`` of a store that keeps its elements in lines: the minimum along the lines'
  /// axis from the element's run.
  @usableFromInline
  func frameInLines(at index: Int) -> Rect {
    guard let lines = _lines else { return .zero }
    return frame(at: index, inRun: lines.run(of: index), of: lines)
  }

  /// The frame of element `index` of a store kept in `lines` (its ``lines``), which lies in run
  /// `run`: what reading a whole run costs without a search per element.
  /// - Complexity: O(1).
  package func frame(at index: Int, inRun run: Int, of lines: ElementLines) -> Rect {
    let stored = lines.storedIndex(index, run: run)
    let (width, height) = (_width[stored], _height[stored])
    let (top, thickness) = (lines.top(run), lines.thickness(run))
    return lines.axis == .vertical
      ? Rect(
        x: _minX[stored], y: ElementLines.low(top: top, thickness: thickness, extent: height),
        width: width, height: height)
      : Rect(
        x: ElementLines.low(top: top, thickness: thickness, extent: width), y: _minY[stored],
        width: width, height: height)
  }

  /// This store as plain frames: for a store kept in lines, a copy with its column of minimums
  /// along the lines' axis worked out (``alongColumn()``).
  /// - Complexity: O(elements) for a store kept in lines, one allocation; O(1) otherwise.
  @usableFromInline
  func withAlongColumn() -> FrameStore {
    guard let lines = _lines else { return self }
    var copy = self
    if lines.omittedCells > 0 {
      // Every element's columns, the repeated lines' cells each its own.
      let across = lines.axis == .vertical ? _minX : _minY
      var acrossColumn = ContiguousArray<Double>()
      var width = ContiguousArray<Double>()
      var height = ContiguousArray<Double>()
      acrossColumn.reserveCapacity(count)
      width.reserveCapacity(count)
      height.reserveCapacity(count)
      for run in 0..<lines.count {
        for element in Int(lines.starts[run])..<Int(lines.starts[run + 1]) {
          let stored = lines.storedIndex(element, run: run)
          acrossColumn.append(across[stored])
          width.append(_width[stored])
          height.append(_height[stored])
        }
      }
      if lines.axis == .vertical { copy._minX = acrossColumn } else { copy._minY = acrossColumn }
      (copy._width, copy._height) = (width, height)
    }
    let along = alongColumn()
    if lines.axis == .vertical { copy._minY = along } else { copy._minX = along }
    copy._lines = nil
    copy._omittedCells = 0
    return copy
  }

  /// The minimums along the lines' axis of every element of a store that keeps them in lines,
  /// worked out run by run.
  /// - Complexity: O(elements), one allocation.
  @usableFromInline
  func alongColumn() -> ContiguousArray<Double> {
    guard let lines = _lines else { return [] }
    let extent = lines.axis == .vertical ? _height : _width
    var column = ContiguousArray<Double>()
    column.reserveCapacity(count)
    for run in 0..<lines.count {
      let (top, thickness) = (lines.top(run), lines.thickness(run))
      for element in Int(lines.starts[run])..<Int(lines.starts[run + 1]) {
        let stored = lines.storedIndex(element, run: run)
        column.append(ElementLines.low(top: top, thickness: thickness, extent: extent[stored]))
      }
    }
    return column
  }

  /// The zIndex of element `index`.
  /// - Complexity: O(1).
  @inlinable
  public func zIndex(at index: Int) -> Int {
    index < cellCount ? cellZIndex : supplementaryZIndex[index - cellCount]
  }

  /// The index path of cell `index` (which must be a cell).
  /// - Complexity: O(log sections).
  @inlinable
  public func indexPath(ofCell index: Int) -> IndexPath {
    // The last section whose first cell is at or before `index`, skipping empty sections.
    var low = 0
    var high = sectionCellStart.count - 1
    while low + 1 < high {
      let mid = (low + high) / 2
      if sectionCellStart[mid] <= index { low = mid } else { high = mid }
    }
    return IndexPath(section: low, item: index - sectionCellStart[low])
  }

  /// The identity of element `index`.
  /// - Complexity: O(log sections) for cells, O(1) otherwise.
  @inlinable
  public func elementID(at index: Int) -> ElementID {
    index < cellCount ? .cell(indexPath(ofCell: index)) : supplementaryIDs[index - cellCount]
  }

  /// The attributes of element `index`: its frame, identity and zIndex, fully opaque.
  /// - Complexity: O(log sections).
  @inlinable
  public func attributes(at index: Int) -> LayoutAttributes {
    LayoutAttributes(id: elementID(at: index), frame: frame(at: index), zIndex: zIndex(at: index))
  }

  /// The element index of `id`, or `nil` when the store has no such element.
  /// - Complexity: O(1) for cells, headers and footers; O(supplementary elements) for decorations.
  public func index(of id: ElementID) -> Int? {
    guard id.section >= 0, id.section < sectionCount else { return nil }
    switch id.category {
    case .cell:
      let start = sectionCellStart[id.section]
      let end = sectionCellStart[id.section + 1]
      guard id.item >= 0, id.item < end - start else { return nil }
      return start + id.item
    case .header:
      let index = headerElement[id.section]
      return id.item == 0 && index >= 0 ? index : nil
    case .footer:
      let index = footerElement[id.section]
      return id.item == 0 && index >= 0 ? index : nil
    case .decoration:
      return supplementaryIDs.firstIndex(of: id).map { $0 + cellCount }
    }
  }

  /// The number of items in `section`.
  public func itemCount(inSection section: Int) -> Int {
    sectionCellStart[section + 1] - sectionCellStart[section]
  }

  /// The element range of `section`'s cells.
  /// - Complexity: O(1).
  public func cellRange(ofSection section: Int) -> Range<Int> {
    sectionCellStart[section]..<sectionCellStart[section + 1]
  }

  /// The frame of a whole section, or `nil` when out of range.
  public func sectionFrame(_ section: Int) -> Rect? {
    section >= 0 && section < sectionFrames.count ? sectionFrames[section] : nil
  }

  /// The element index of `section`'s header, or `nil` when it has none.
  public func headerIndex(ofSection section: Int) -> Int? {
    guard section >= 0, section < headerElement.count, headerElement[section] >= 0 else {
      return nil
    }
    return headerElement[section]
  }

  /// The element index of `section`'s footer, or `nil` when it has none.
  public func footerIndex(ofSection section: Int) -> Int? {
    guard section >= 0, section < footerElement.count, footerElement[section] >= 0 else {
      return nil
    }
    return footerElement[section]
  }

  /// The first section with a header (`category` `.header`) or a footer (`.footer`), read from
  /// the store's tables in place; `nil` when none has one, and for other categories.
  /// - Complexity: O(sections) table reads at worst.
  public func firstSection(withSupplementary category: ElementCategory) -> Int? {
    switch category {
    case .header: headerElement.firstIndex { $0 >= 0 }
    case .footer: footerElement.firstIndex { $0 >= 0 }
    case .cell, .decoration: nil
    }
  }

  /// Heap bytes held by the store (frames, tables and identities of supplementary elements).
  package var byteCount: Int {
    (_minX.capacity + _minY.capacity + _width.capacity + _height.capacity) * 8
      + sectionCellStart.capacity * 8 + supplementaryIDs.capacity * MemoryLayout<ElementID>.stride
      + supplementaryZIndex.capacity * 8 + (headerElement.capacity + footerElement.capacity) * 8
      + sectionFrames.capacity * MemoryLayout<Rect>.stride + (_lines?.byteCount ?? 0)
  }
}
