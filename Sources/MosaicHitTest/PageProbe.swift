import MosaicCore

/// One ``LayoutPage`` as a query reads it: its ``BucketScan`` and the zIndex of its cells, in
/// one trivial value of 144 bytes.
///
/// Kept by the page itself (``LayoutPage/probe``). The scan's pointers address the page's own
/// frame and bucket arrays, which nothing mutates after the page is built (a page is immutable)
/// and which the page keeps alive as long as the probe. Reading a probe retains nothing. Copying
/// the page's store and index instead (out of the page, or out of an array of them) retained and
/// released each of their twelve arrays: atomic writes to twelve cold cache lines, each waiting
/// for its line before the next load may start. Over 10^6 waterfall cells on pages of 500, a
/// point's scan of its page took 166 ns that way and 44 ns from a probe (C's grid over the same
/// frames: 27 ns).
///
/// `@unchecked Sendable`: its pointers only read memory that nothing writes after the page is
/// built, so sharing a probe across threads is as safe as sharing the immutable page.
struct PageProbe: @unchecked Sendable {
  /// The page's scan (which tests every element when the page's index holds no buckets: past
  /// 32-bit counts, which a page never reaches within the core's item cap; tests build such
  /// pages). Unused when the page is indexed by its lines.
  let scan: BucketScan
  /// The scan of a page indexed by its lines (``LineIndex``), `nil` for one indexed by buckets.
  let lines: LineScan?
  /// The zIndex of the page's cells.
  let cellZIndex: Int

  /// The probe of a page whose store and index are `store` and `index`, or `lines` when it is
  /// indexed by its lines (the page's own, whose arrays the page keeps alive).
  init(store: FrameStore, index: BucketIndex, lines: LineIndex? = nil) {
    // The pointers outlive the call: see the type's note on what keeps them valid.
    // A page indexed by its lines never reads its (empty) bucket index's scan: made over no
    // frames, so it never addresses a store kept in lines (whose columns a bucket scan reads
    // would be worked out for the call only).
    scan = index.withScan(lines == nil ? store : LayoutPage.noFrames) { $0 }
    self.lines = lines?.withScan(store) { $0 }
    cellZIndex = store.cellZIndex
  }

  /// The topmost cell whose frame moved by `shift` contains `point` (finite), by the page's
  /// index.
  @inline(__always)
  func cell<Shift: AlongShift>(at point: Point, shift: Shift) -> Int? {
    guard let lines else { return scan.cell(at: point, shift: shift) }
    return Self.cell(of: lines, at: point, shift: shift)
  }

  /// ``LineScan/topmostCell(at:shift:)``, out of line: the bucket scan's path stays as it was.
  @inline(never)
  static func cell<Shift: AlongShift>(of lines: LineScan, at point: Point, shift: Shift) -> Int? {
    lines.topmostCell(at: point, shift: shift)
  }

  /// Calls `body` with every element whose frame moved by `shift` strictly intersects `rect`
  /// (which has area), and its frame as stored, by the page's index: in bucket order for
  /// buckets, in element order for lines. (The frame comes from the columns the scan read: a
  /// page kept in lines would otherwise find each element's line again.)
  @inline(__always)
  func visit<Shift: AlongShift>(_ rect: Rect, shift: Shift, _ body: (Int, Rect) -> Void) {
    guard let lines else {
      let (columns, axis) = (scan.columns, scan.axis)
      scan.visit(rect, shift: shift) { element in
        body(element, columns.frame(element, low: columns.low[element], axis: axis))
      }
      return
    }
    Self.visit(lines, rect, shift: shift, body)
  }

  /// ``LineScan/visit(_:shift:_:)``, out of line: the bucket scan's closure stays inlined.
  @inline(never)
  static func visit<Shift: AlongShift>(
    _ lines: LineScan, _ rect: Rect, shift: Shift, _ body: (Int, Rect) -> Void
  ) {
    lines.visit(rect, shift: shift, body)
  }
}
