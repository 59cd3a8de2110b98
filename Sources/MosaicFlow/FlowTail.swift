import MosaicCore

/// Everything after a move's re-packed lines when the move changed their extent along the
/// scroll axis: the later lines of the section, its footer and every later section shift.
///
/// Their new positions are recomputed eagerly with a full prepare's arithmetic — the same
/// additions in the same order, from the same stored thicknesses, so every value is the one a
/// prepare would compute — but only per line and per section: a shifted element's frame is
/// derived from them (and from its old main-axis position and size, which do not change) when a
/// query needs it.
struct FlowTail: Sendable {
  /// The moved section: the first one that shifts.
  let section: Int
  /// Sections `section...`, in order.
  let sections: ContiguousArray<FlowTailSection>
  /// The new exact tops of the shifted stored lines, section after section.
  let tops: ContiguousArray<Double>
  /// The element index of the first shifted cell; every cell from it on shifts.
  let firstCell: Int
  /// The element index of the first shifted header or footer; every one from it on shifts.
  let firstSupplementary: Int
  /// Bounds on how far any shifted element's origin moved along the scroll axis (new minus
  /// old), pixel rounding and floating-point error included: a query for the new frames asks
  /// the base's index for the old ones over the rect moved back by this range.
  let lowDelta: Double
  let highDelta: Double
  /// The content's new extent along the scroll axis.
  let contentExtent: Double

  /// The shift of everything after `section`'s stored lines before `firstShiftedLine`, whose
  /// new top is `top` (when `firstShiftedLine` is the line count, `top` is where the section's
  /// lines now end). `nil` when the content's extent overflows (a prepare would throw).
  /// - Complexity: O(shifted stored lines + later sections).
  init?(
    layout: FlowLayout, sections data: [SectionData], section: Int, firstShiftedLine: Int,
    top: Double, firstCell: Int
  ) {
    let flow = layout.flow
    let lines = layout.lines
    let store = layout.store
    let direction = flow.options.scrollDirection
    let mainAxis = direction.lineAxis
    let scrollAxis = direction.scrollAxis
    let scale = layout.preparedViewport.scale
    let dimension = max(0, layout.preparedViewport.layoutDimension(for: direction))
    func fullWidth(_ cross: Double, _ extent: Double) -> Rect {
      Rect(
        mainAxis: mainAxis, mainOrigin: 0, crossOrigin: cross, mainExtent: dimension,
        crossExtent: extent)
    }
    var tops = ContiguousArray<Double>()
    var entries = ContiguousArray<FlowTailSection>()
    entries.reserveCapacity(layout.sectionCount - section)
    var low = Double.infinity
    var high = -Double.infinity
    func note(_ delta: Double) {
      low = min(low, delta)
      high = max(high, delta)
    }
    /// Stored lines `from...` of `index` from `lineTop`: their tops, and where they end.
    func shiftLines(of index: Int, from first: Int, lineTop start: Double, spacing: Double)
      -> Double
    {
      var lineTop = start
      var bottom = start
      for line in first..<lines.sections[index].lineCount {
        note(lineTop - lines.top(ofLine: line, inSection: index))
        tops.append(lineTop)
        bottom = lineTop + lines.thickness(ofLine: line, inSection: index)
        lineTop = bottom + spacing
      }
      return bottom
    }
    /// The footer at `cursor` (as `Flow.layOutSection` adds it), and where the section ends.
    func footer(of index: Int, metrics: FlowSectionMetrics, at cursor: Double) -> (Rect?, Double) {
      let extent = metrics.footerExtent(data[index], along: scrollAxis)
      guard extent > 0 else { return (nil, cursor) }
      let frame = fullWidth(FlowCellWriter.pixelAligned(cursor, scale: scale), extent)
      if let old = store.footerIndex(ofSection: index) {
        note(frame.minimum(along: scrollAxis) - store.frame(at: old).minimum(along: scrollAxis))
      }
      return (frame, cursor + extent)
    }

    // The moved section: its shifted lines, bottom inset and footer.
    let metrics = flow.metrics(forSection: section)
    let entry = lines.sections[section]
    var cursor =
      firstShiftedLine < entry.lineCount
      ? shiftLines(
        of: section, from: firstShiftedLine, lineTop: top, spacing: metrics.minimumLineSpacing)
      : top
    cursor += metrics.sectionInset.trailing(along: scrollAxis)
    let sectionTop = store.sectionFrame(section)?.minimum(along: scrollAxis) ?? 0
    let (movedFooter, movedEnd) = footer(of: section, metrics: metrics, at: cursor)
    cursor = movedEnd
    entries.append(
      FlowTailSection(
        firstShiftedLine: firstShiftedLine, topsStart: 0, grid: nil, header: nil,
        footer: movedFooter,
        frame: fullWidth(sectionTop, cursor - sectionTop)))

    // Every later section, as `Flow.layOutSection` lays it out from its new top.
    var firstSupplementary = store.footerIndex(ofSection: section)
    for index in (section + 1)..<layout.sectionCount {
      let metrics = flow.metrics(forSection: index)
      let sectionTop = cursor
      var header: Rect?
      let headerExtent = metrics.headerExtent(data[index], along: scrollAxis)
      if headerExtent > 0 {
        let frame = fullWidth(FlowCellWriter.pixelAligned(cursor, scale: scale), headerExtent)
        if let old = store.headerIndex(ofSection: index) {
          note(frame.minimum(along: scrollAxis) - store.frame(at: old).minimum(along: scrollAxis))
        }
        header = frame
        cursor += headerExtent
      }
      cursor += metrics.sectionInset.leading(along: scrollAxis)
      let entry = lines.sections[index]
      let topsStart = tops.count
      var grid: FlowGridLines?
      if data[index].itemCount > 0 {
        if let old = entry.grid {
          note(cursor - old.crossTop)
          grid = FlowGridLines(
            count: old.count, itemsPerLine: old.itemsPerLine, mainStart: old.mainStart,
            mainStep: old.mainStep, mainExtent: old.mainExtent, crossTop: cursor,
            crossStep: old.crossStep, crossExtent: old.crossExtent)
          cursor = cursor + Double(old.lineCount - 1) * old.crossStep + old.crossExtent
        } else {
          cursor = shiftLines(
            of: index, from: 0, lineTop: cursor, spacing: metrics.minimumLineSpacing)
        }
      }
      cursor += metrics.sectionInset.trailing(along: scrollAxis)
      let (footerFrame, end) = footer(of: index, metrics: metrics, at: cursor)
      cursor = end
      if firstSupplementary == nil {
        firstSupplementary =
          store.headerIndex(ofSection: index) ?? store.footerIndex(ofSection: index)
      }
      entries.append(
        FlowTailSection(
          firstShiftedLine: 0, topsStart: topsStart, grid: grid, header: header,
          footer: footerFrame,
          frame: fullWidth(sectionTop, cursor - sectionTop)))
    }
    guard cursor.isFinite else { return nil }

    // Each origin is rounded on its own, old and new: up to a pixel apart beyond their tops'
    // difference, plus the additions' rounding at this magnitude.
    let magnitude = max(abs(cursor), abs(layout.contentSize.value(along: scrollAxis)))
    let slack = (scale.map { 1 / $0 } ?? 0) + magnitude * 1e-14 + 1e-12
    if low > high { (low, high) = (0, 0) }
    self.section = section
    self.sections = entries
    self.tops = tops
    self.firstCell = firstCell
    self.firstSupplementary = firstSupplementary ?? store.count
    self.lowDelta = low - slack
    self.highDelta = high + slack
    self.contentExtent = cursor
  }

  /// Heap bytes held.
  var byteCount: Int {
    tops.capacity * 8 + sections.capacity * MemoryLayout<FlowTailSection>.stride
  }
}
