import MosaicCore

/// Decorations computed when asked, from a base that keeps its lines and stacks its sections
/// (``ShelfLayout/computesOnDemand(_:over:)``), by the very expressions stored decorations are
/// made with (``ShelfGeometry``), so both answer alike.
extension ShelfLayout {
  /// The decoration `index` of `section` (a row's line, or 0 for a background), `nil` when there
  /// is none.
  /// - Complexity: a line look-up for a row; O(log lines) searches for a background.
  func computedDecoration(section: Int, index: Int) -> LayoutAttributes? {
    switch options.style {
    case .rows:
      return base.lineFrame(inSection: section, at: index).map {
        row(section: section, line: $0, index: index)
      }
    case .sectionBackground:
      return index == 0 ? background(ofSection: section) : nil
    }
  }

  /// The plank under line `index` of `section`, whose frame is `line`.
  @inline(__always)
  func row(section: Int, line: Rect, index: Int) -> LayoutAttributes {
    LayoutAttributes(
      id: ElementID(category: .decoration, kind: kind, section: section, item: index),
      frame: geometry.shelf(under: line), zIndex: options.zIndex)
  }

  /// The background of `section`, `nil` for a section without items or out of range.
  ///
  /// A background is widened over cells that pixel rounding pushed past its edges, and only a
  /// cell within a pixel of an edge can be: the base's cells lie between the end of the header
  /// and the start of the footer but for half a pixel. So the lines asked for are those meeting
  /// a pixel around each edge, not every line of the section, and the union of those covers
  /// exactly what the union of all would.
  /// - Complexity: two attribute look-ups and two line searches on the base.
  func background(ofSection section: Int) -> LayoutAttributes? {
    guard section >= 0, section < base.sectionCount, base.itemCount(inSection: section) > 0,
      let edges = geometry.backgroundEdges(ofSection: section, in: base)
    else { return nil }
    let reach = (geometry.scale.map { 1 / $0 } ?? 0) + 2 * AdvanceGrid.step
    var cells: Rect?
    func cover(_ edge: Double) {
      // Also false for NaN: no line meets such a range.
      guard edge - reach <= edge + reach else { return }
      base.forEachLineFrame(inSection: section, crossing: (edge - reach)...(edge + reach)) {
        _, line in
        cells = cells.map { $0.union(line) } ?? line
      }
    }
    // Two calls, not a loop over an array of the edges: no allocation per background.
    cover(edges.start)
    cover(edges.end)
    return LayoutAttributes(
      id: ElementID(category: .decoration, kind: kind, section: section, item: 0),
      frame: geometry.background(between: edges, covering: cells), zIndex: options.zIndex)
  }

  /// Appends the decorations strictly intersecting `rect`, section by section (line by line).
  ///
  /// A plank starts ``ShelfOptions/offset`` past its line's far edge (rounded to the pixel) and
  /// is ``ShelfOptions/height`` long, so only lines whose far edge lies within that distance of
  /// the rect can hold one that meets it; a background lies within its section's frame but for
  /// half a pixel. Lines lie within their section's frame too, and sections follow each other
  /// along the scroll axis, so the sections to ask are found by binary search, and the base's
  /// search finds their lines.
  /// - Complexity: O(log sections) section frames, plus, per section crossed, the base's line
  ///   search and the lines it gives (a background's look-ups); allocation-free when `results`
  ///   has capacity.
  func appendComputedDecorations(in rect: Rect, into results: inout [LayoutAttributes]) {
    guard !rect.isEmpty else { return }
    let axis = base.scrollDirection.scrollAxis
    let pixel = (geometry.scale.map { 1 / $0 } ?? 0) + 2 * AdvanceGrid.step
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    let rows = options.style == .rows
    // Where the lines (or backgrounds) that can meet the rect lie.
    let reachLow = rows ? low - geometry.offset - geometry.height - pixel : low - pixel
    let reachHigh = rows ? high - geometry.offset + pixel : high + pixel
    // Also false for NaN: such a rect meets nothing.
    guard reachLow <= reachHigh else { return }
    let count = base.sectionCount
    var section = base.firstSection(endingAfter: reachLow - pixel)
    while section < count, let frame = base.sectionFrame(section),
      frame.minimum(along: axis) - pixel <= reachHigh
    {
      if rows {
        base.forEachLineFrame(inSection: section, crossing: reachLow...reachHigh) { index, line in
          let row = row(section: section, line: line, index: index)
          if row.frame.intersects(rect) { results.append(row) }
        }
      } else if let background = background(ofSection: section),
        background.frame.intersects(rect)
      {
        results.append(background)
      }
      section += 1
    }
  }

  /// Calls `body` with every decoration, section by section (line by line).
  /// - Complexity: O(lines) for rows, one buffer of a section's lines; O(sections) look-ups for
  ///   backgrounds.
  func forEachComputedDecoration<Failure: Error>(
    _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    var lines: [Rect] = []
    for section in 0..<base.sectionCount {
      guard options.style == .rows else {
        if let background = background(ofSection: section) { try body(background) }
        continue
      }
      lines.removeAll(keepingCapacity: true)
      base.appendLineFrames(inSection: section, into: &lines)
      for (index, line) in lines.enumerated() {
        try body(row(section: section, line: line, index: index))
      }
    }
  }
}
