/// Writes lines of cells straight into a ``FrameStoreBuilder``'s storage in lines
/// (``ElementLines``), with no capacity or uniqueness check per cell: each cell's origin across
/// the lines' axis and its two extents, and each line's top along the axis when it ends. Get one
/// from the builder's `appendLines(upTo:lines:along:offset:_:)`.
///
/// A line is as thick as its thickest cell, and each of its cells is centred along it. Not
/// copyable: it holds pointers into the builder's arrays valid only inside that call.
public struct LineWriter: ~Copyable {
  @usableFromInline let across: UnsafeMutablePointer<Double>
  @usableFromInline let acrossExtent: UnsafeMutablePointer<Double>
  @usableFromInline let alongExtent: UnsafeMutablePointer<Double>
  @usableFromInline let starts: UnsafeMutablePointer<Int32>
  /// Each line's top and thickness, side by side.
  @usableFromInline let spans: UnsafeMutablePointer<Double>
  @usableFromInline let capacity: Int
  @usableFromInline let lineCapacity: Int
  /// The builder's number of the first cell written here.
  @usableFromInline let firstCell: Int
  /// What every top is moved by along the axis (the section's place on its page).
  @usableFromInline let offset: Double
  /// Cells written, and cells of ended lines (the ones kept).
  @usableFromInline var written = 0
  @usableFromInline var ended = 0
  /// Lines ended.
  @usableFromInline var lines = 0
  /// The thickest cell of the line being written.
  @usableFromInline var thickness = -Double.infinity
  /// The furthest any cell written reaches across the axis.
  @usableFromInline package internal(set) var widest = -Double.infinity
  /// True when the lines written first, if alike, may keep their cells once
  /// (`ElementLines.repeatedLines`): the writer writes a store's first cells.
  @usableFromInline let mayRepeat: Bool
  /// The lines whose cells are the first line's, kept once, and the cells not stored for them.
  @usableFromInline package internal(set) var repeatedLines = 0
  @usableFromInline package internal(set) var omittedCells = 0

  init(
    across: UnsafeMutablePointer<Double>, acrossExtent: UnsafeMutablePointer<Double>,
    alongExtent: UnsafeMutablePointer<Double>, starts: UnsafeMutablePointer<Int32>,
    spans: UnsafeMutablePointer<Double>,
    capacity: Int, lineCapacity: Int, firstCell: Int, offset: Double, mayRepeat: Bool = false
  ) {
    self.across = across
    self.acrossExtent = acrossExtent
    self.alongExtent = alongExtent
    self.starts = starts
    self.spans = spans
    self.capacity = capacity
    self.lineCapacity = lineCapacity
    self.firstCell = firstCell
    self.offset = offset
    self.mayRepeat = mayRepeat
  }

  /// The number of cells of the lines ended so far.
  public var count: Int { ended + omittedCells }

  /// The number of cells of the lines ended so far that are stored (all but the repeated lines'
  /// omitted ones).
  package var storedCount: Int { ended }

  /// Writes the next cell of the current line. Writing more cells than the batch reserved is a
  /// programming error.
  ///
  /// Inlinable: called once a cell from strategy modules, out of line it took an eighth of a
  /// flow page's prepare time (perf, 10^6 per-item cells).
  @inlinable @inline(__always)
  public mutating func append(across origin: Double, acrossExtent: Double, alongExtent: Double) {
    precondition(written < capacity, "appendLines(upTo:) reserved fewer cells than were written")
    across[written] = origin
    self.acrossExtent[written] = acrossExtent
    self.alongExtent[written] = alongExtent
    thickness = Swift.max(thickness, alongExtent)
    widest = Swift.max(widest, origin + acrossExtent)
    written += 1
  }

  /// Writes `count` lines alike: each of cells whose origins across are `origins`, all
  /// `acrossExtent` across and `alongExtent` along, and ends each at `top(line)` (`line` from 0
  /// to `count − 1`, asked in order): the lines ``append(across:acrossExtent:alongExtent:)`` and
  /// ``endLine(top:)`` make for each, with one capacity check and one reach for the lot. When
  /// they are a store's first cells (at least two lines), their cells are kept once
  /// (`ElementLines.repeatedLines`): O(lines + cells of one line). The current line must have
  /// no cells yet. Writing more cells or lines than the batch reserved is a programming error.
  ///
  /// Inlinable: a section of one size writes its complete lines through it. Written a cell at a
  /// time they cost about 32 instructions a cell, through this about 20 with each line's end
  /// (callgrind, lines of 4 cells: 1,000 sections of 1,000 items, an update rewriting one).
  @inlinable @inline(__always)
  public mutating func appendLines(
    _ count: Int, repeating origins: UnsafeBufferPointer<Double>, acrossExtent: Double,
    alongExtent: Double, top: (_ line: Int) -> Double
  ) {
    let perLine = origins.count
    guard count > 0, perLine > 0, let pattern = origins.baseAddress else { return }
    precondition(written == ended, "appendLines(_:repeating:) began inside a line")
    precondition(
      count <= lineCapacity - lines && perLine <= (capacity - written) / count,
      "appendLines(upTo:lines:) reserved fewer cells or lines than were written")
    var far = -Double.infinity
    for origin in origins { far = Swift.max(far, origin) }
    widest = Swift.max(widest, far + acrossExtent)
    // The first cells of a store: one line's cells stand for all.
    let repeats = mayRepeat && count >= 2 && written == 0 && lines == 0
    for line in 0..<(repeats ? 1 : count) {
      let first = written &+ line &* perLine
      for cell in 0..<perLine {
        across[first &+ cell] = pattern[cell]
        self.acrossExtent[first &+ cell] = acrossExtent
        self.alongExtent[first &+ cell] = alongExtent
      }
    }
    // Each line's first cell's number: the cells before it, stored or not.
    let firstNumber = firstCell &+ written &+ omittedCells
    for line in 0..<count {
      let run = lines &+ line
      starts[run] = Int32(truncatingIfNeeded: firstNumber &+ line &* perLine)
      spans[2 &* run] = top(line) + offset
      spans[2 &* run &+ 1] = alongExtent
    }
    if repeats {
      repeatedLines = count
      omittedCells = (count &- 1) &* perLine
      written &+= perLine
    } else {
      written &+= count &* perLine
    }
    ended = written
    lines &+= count
  }

  /// Ends the line of the cells written since the previous one ended, starting at `top` along
  /// the axis (relative to the section). A line of no cells is no line.
  @inlinable @inline(__always)
  public mutating func endLine(top: Double) {
    guard written > ended else { return }
    precondition(lines < lineCapacity, "appendLines(lines:) reserved fewer lines than were ended")
    starts[lines] = Int32(truncatingIfNeeded: firstCell + ended + omittedCells)
    spans[2 * lines] = top + offset
    spans[2 * lines + 1] = thickness
    lines += 1
    ended = written
    thickness = -.infinity
  }
}
