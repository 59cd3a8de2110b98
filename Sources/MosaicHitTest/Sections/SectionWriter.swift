import MosaicCore

/// Where a ``SectionLayoutStrategy`` writes one section: cells, header and footer with frames
/// from 0 along the scroll axis, moved to the section's place on its page as they are written.
public struct SectionWriter: ~Copyable {
  /// The page's frames so far.
  var builder: FrameStoreBuilder
  /// Where the section being written starts on its page.
  var offset = 0.0
  /// The cells written in the section being written.
  var cellsWritten = 0
  /// The furthest any element written reaches across the scroll axis.
  var widest: Double
  /// Where each line after the first begins, in the page's cells (``endLine()``): empty until a
  /// strategy ends a line, and the page is then indexed by its lines (``LineIndex``).
  var lineStarts = ContiguousArray<Int>()
  /// Scratch space a strategy of this package borrows while it writes a section and hands back,
  /// so that every section of a page reuses one allocation (a waterfall's columns' ends).
  package var scratch: (ContiguousArray<Double>, ContiguousArray<Int>) = ([], [])

  /// The axis sections stack along.
  public let scrollAxis: Axis
  /// The room across the scroll axis: the viewport's layout dimension (its size less its content
  /// insets), never negative.
  public let dimension: Double
  /// The viewport the layout is prepared for.
  public let viewport: Viewport
  /// The state the end of the section being written depends on, when an update has already
  /// worked it out (``SectionLayoutStrategy/endState(after:of:changing:options:)`` returned a new
  /// one, and the section's last page is laid out again for it): a strategy may use it rather
  /// than work it out again. `nil` otherwise.
  public internal(set) var sectionEnd: [Double]?
  /// The old page an update lays this page out again in place of, when it starts where that
  /// page started and in its state (``PageReuse``): what a strategy may copy rather than lay
  /// out again. `nil` otherwise.
  public internal(set) var reuse: PageReuse?

  /// A writer of a page of `builder`.
  init(builder: consuming FrameStoreBuilder, direction: ScrollDirection, viewport: Viewport) {
    self.builder = builder
    self.scrollAxis = direction.scrollAxis
    self.viewport = viewport
    let dimension = max(0, viewport.layoutDimension(for: direction))
    self.dimension = dimension
    widest = dimension
  }

  /// Appends the next cell, `frame` relative to the section's start along the scroll axis.
  /// - Complexity: O(1) amortised.
  public mutating func appendCell(_ frame: Rect) {
    builder.appendCell(placed(frame))
    cellsWritten += 1
  }

  /// Appends up to `maximum` cells through `body`, which writes their frames, relative to the
  /// section's start along the scroll axis, with plain stores (``/MosaicCore/CellWriter``); cells
  /// it does not write are not added. The fast path for a strategy that places many cells in one
  /// loop: no capacity or uniqueness check per cell, and one pass after `body` moves the cells to
  /// the section's place.
  /// - Complexity: O(cells written); no allocation beyond the page's arrays.
  public mutating func appendCells(upTo maximum: Int, _ body: (inout CellWriter) -> Void) {
    let start = builder.cellCount
    builder.appendCells(upTo: maximum, body)
    cellsWritten += builder.cellCount - start
    let reach = builder.moveCells(from: start, along: scrollAxis, by: offset)
    if reach > widest { widest = reach }
  }

  /// Appends lines of cells through `body` (``/MosaicCore/LineWriter``): up to `maximum` cells
  /// in up to `lines` lines, each cell centred along its line, each line's top relative to the
  /// section's start along the scroll axis. The page is then kept in lines
  /// (``/MosaicCore/ElementLines``): 24 bytes a cell, and indexed by its lines without a pass
  /// over the cells. Cells after the last line `body` ends are not added.
  /// - Complexity: O(cells written); no allocation beyond the page's arrays.
  package mutating func appendLines(
    upTo maximum: Int, lines: Int, _ body: (inout LineWriter) -> Void
  ) {
    let start = builder.cellCount
    let reach = builder.appendLines(
      upTo: maximum, lines: lines, along: scrollAxis, offset: offset, body)
    cellsWritten += builder.cellCount - start
    if reach > widest { widest = reach }
  }

  /// Appends lines `runs` of `store`, a store kept in lines (``/MosaicCore/ElementLines``) — an
  /// old page's, ``reuse`` — as they are, each line at its top in `tops` (one a run; `nil`:
  /// where it was) relative to the section's start: what a strategy knows is the same of the old
  /// page.
  /// - Complexity: O(cells and lines copied).
  package mutating func copyLines(
    _ runs: Range<Int>, of store: FrameStore, tops: UnsafeBufferPointer<Double>? = nil
  ) {
    let start = builder.cellCount
    let reach = builder.appendLines(copying: runs, of: store, offset: offset, tops: tops)
    cellsWritten += builder.cellCount - start
    if reach > widest { widest = reach }
  }

  /// The scratch space, left empty until it is handed back (``scratch``): the arrays are moved
  /// out, not shared, so writing them copies nothing.
  package mutating func takeScratch() -> (ContiguousArray<Double>, ContiguousArray<Int>) {
    var taken: (ContiguousArray<Double>, ContiguousArray<Int>) = ([], [])
    swap(&taken, &scratch)
    return taken
  }

  /// Ends the line of cells written since the previous line ended (or the page began): a
  /// strategy whose cells lie in lines along the scroll axis, one line after another (a flow's),
  /// calls it after each line's cells, and its pages are then indexed by their lines, which
  /// costs next to nothing to build (runs of cells found by their reach along the scroll axis),
  /// rather than by buckets. Any frames stay
  /// correct; lines that overlap along the axis only cost queries more candidates.
  /// - Complexity: O(1) amortised.
  public mutating func endLine() {
    let next = builder.cellCount
    if lineStarts.last != next { lineStarts.append(next) }
  }

  /// Ends lines within cells already written (``endLine()`` for cells written in bulk by
  /// ``appendCells(upTo:_:)``): a line ends before each item of `items` (ascending), the
  /// section's cells on this page being items `firstItem…` (its first item when the page starts
  /// the section, the first item asked for when it continues it).
  /// - Complexity: O(items).
  public mutating func endLines(before items: ContiguousArray<Int>, firstItem: Int) {
    let first = builder.cellCount - cellsWritten - firstItem
    lineStarts.reserveCapacity(lineStarts.count + items.count)
    var last = lineStarts.last ?? -1
    items.withUnsafeBufferPointer { items in
      for item in items where item > firstItem && item - firstItem <= cellsWritten {
        let next = first + item
        if last < next {
          lineStarts.append(next)
          last = next
        }
      }
    }
  }

  /// Sets the section's header, `frame` relative to the section's start.
  public mutating func setHeader(
    _ frame: Rect, zIndex: Int = LayoutAttributes.supplementaryZIndex
  ) {
    builder.setHeader(placed(frame), zIndex: zIndex)
  }

  /// Sets the section's footer, `frame` relative to the section's start.
  public mutating func setFooter(
    _ frame: Rect, zIndex: Int = LayoutAttributes.supplementaryZIndex
  ) {
    builder.setFooter(placed(frame), zIndex: zIndex)
  }

  /// `frame` moved by the section's offset along the scroll axis; its reach across recorded.
  private mutating func placed(_ frame: Rect) -> Rect {
    let across = frame.minimum(along: scrollAxis.other) + frame.extent(along: scrollAxis.other)
    if across > widest { widest = across }
    return scrollAxis == .vertical
      ? Rect(x: frame.x, y: offset + frame.y, width: frame.width, height: frame.height)
      : Rect(x: offset + frame.x, y: frame.y, width: frame.width, height: frame.height)
  }
}
