import MosaicCore

extension Flow {
  /// The layout of `input`, from `layout`, which this flow prepared (or updated) from the data
  /// before `change`: equal, query for query, to `prepare(input)`.
  ///
  /// One mechanism for every change. A section continuing an old one with no changed item (moved
  /// or not) keeps its cells, moved by one exact difference (its pages are shared). A changed
  /// section that is kept in pages is re-packed from the line before the one holding its first
  /// changed item, line by line, until a new line starts at an item past the changed range where
  /// an old line started at the same old item: from there the old lines are kept (segments over
  /// the old pages, moved by the exact difference; the last line is laid out again when UIKit's
  /// every-line-single rule turns over). Any other section (new, with other options, a grid
  /// before or after) is laid out afresh; a grid costs O(1). Headers, footers and the section
  /// directory are written anew: O(sections).
  ///
  /// Every advance along the scroll axis is on ``/MosaicCore/AdvanceGrid``, so kept lines land to
  /// the bit where a prepare puts them. Beyond ``/MosaicCore/AdvanceGrid/exactLimit`` of content,
  /// for another line dimension, scale or scroll direction, or a layout another flow prepared, it
  /// prepares.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``prepare(_:)`` does for the options and the element
  ///   budget; the input is the caller's to validate (``/MosaicCore/LiveLayout`` checks it, the
  ///   changed sizes only).
  /// - Complexity: O(sections + segments of changed sections + the lines re-packed); the lines
  ///   re-packed are those a change disturbs (a resize or an insertion usually one to three),
  ///   every line after the change when line breaks never fall back in step.
  public func update(_ layout: FlowLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> FlowLayout
  {
    let scrollAxis = options.scrollDirection.scrollAxis
    guard layout.flow == self, !layout.needsPrepare(for: input.viewport),
      change.sections.count == input.sections.count,
      layout.contentSize.value(along: scrollAxis) < AdvanceGrid.exactLimit
    else { return try prepare(input) }
    try validateOptions(sectionCount: input.sections.count)
    if isIdentity(change, from: layout, to: input) { return layout }
    var writer = try budgetedFrameWriter(for: input)
    var sections = ContiguousArray<FlowSectionCells>()
    sections.reserveCapacity(input.sections.count)
    var cursor = 0.0
    let (lineAxis, dimension, scale) = (writer.lineAxis, writer.dimension, writer.scale)
    for (section, data) in input.sections.enumerated() {
      let metrics = metrics(forSection: section, in: input.viewport)
      let laidOut = try Self.layOutSection(data, metrics: metrics, top: cursor, writer: &writer) {
        linesTop in
        let space = FlowLineSpace(metrics: metrics, dimension: dimension, lineAxis: lineAxis)
        if let kept = updatedCells(
          of: data, metrics: metrics, space: space, change: change.sections[section],
          from: layout, linesTop: linesTop)
        {
          return kept
        }
        return Self.layOutCells(
          data, metrics: metrics, defaultItemSize: unsizedItemSize, linesTop: linesTop,
          lineAxis: lineAxis, dimension: dimension, scale: scale)
      }
      sections.append(laidOut.cells)
      cursor = laidOut.end
    }
    // Past the exact range a kept line's position may round differently from a fresh sum.
    guard cursor < AdvanceGrid.exactLimit else { return try prepare(input) }
    return try self.layout(
      sections: sections, length: cursor, writer: writer, viewport: input.viewport)
  }

  /// True when `change` keeps every section of `layout` in place with nothing changed.
  /// - Complexity: O(sections).
  func isIdentity(_ change: LayoutChange, from layout: FlowLayout, to input: LayoutInput) -> Bool {
    guard input.sections.count == layout.sectionCount else { return false }
    for (index, entry) in change.sections.enumerated() {
      guard entry.oldSection == index,
        entry.isUnchanged(
          oldCount: layout.itemCount(inSection: index), newCount: input.sections[index].itemCount)
      else { return false }
    }
    // Headers and footers are not part of the promise a change makes.
    return true
  }

  /// The cells of new section `data`, whose lines start at `linesTop`, from the old section
  /// `change` names in `layout`: kept and moved when unchanged, re-packed where changed; `nil`
  /// when they are to be laid out afresh (a new section, other options, a grid before or after).
  /// - Complexity: O(1) when unchanged; else O(segments + lines re-packed), plus, when every item
  ///   may be one size under the grid's alignments, the kept sizes compared (stopping at the first
  ///   that differs).
  func updatedCells(
    of data: SectionData, metrics: FlowSectionMetrics, space: FlowLineSpace,
    change: SectionChange, from layout: FlowLayout, linesTop: Double
  ) -> FlowSectionCells? {
    guard let oldIndex = change.oldSection, oldIndex >= 0, oldIndex < layout.sectionCount,
      sectionOptions.isEmpty
        || metrics == self.metrics(forSection: oldIndex, in: layout.preparedViewport)
    else { return nil }
    let old = layout.cells.sections[oldIndex]
    let newCount = data.itemCount
    let changed = change.changedItems
    if changed.isEmpty, old.itemCount == newCount { return old.moved(to: linesTop) }
    let delta = newCount - old.itemCount
    // A change that does not fit the counts is laid out afresh rather than trusted.
    guard newCount > 0, old.itemCount > 0, changed.lowerBound >= 0,
      changed.upperBound <= newCount, changed.lowerBound <= old.itemCount,
      changed.upperBound - delta >= changed.lowerBound,
      changed.upperBound - delta <= old.itemCount
    else { return nil }
    let lineAxis = layout.cells.lineAxis
    var source = old
    if let grid = old.grid {
      if case .uniform = data.itemSizes, metrics.keepsGridPitch { return nil }
      // The grid's items as the general path packs them (its complete lines one arithmetic
      // page, O(1)): what the change re-packs, so a measured item in a section of estimates costs
      // the lines it touches.
      let size = Size(axis: lineAxis.other, along: grid.alongExtent, across: grid.acrossExtent)
      var builder = FlowPageBuilder(lineAxis: lineAxis, scale: layout.cells.scale)
      let length = Self.packUniformLines(
        count: old.itemCount, size: size, top: 0, metrics: metrics, in: space, builder: &builder)
      source = FlowSectionCells(
        linesTop: 0, linesLength: length, itemCount: builder.itemCount,
        lineCount: builder.lineCount, grid: nil, segments: builder.finish())
    }
    let repacking = FlowRepacking(
      old: source, changed: changed, delta: delta, metrics: metrics, space: space,
      lineAxis: lineAxis, scale: layout.cells.scale)
    switch data.itemSizes {
    case .uniform(let size):
      if metrics.keepsGridPitch { return nil }
      return repacking.cells(
        sizes: repeatElement(size ?? unsizedItemSize, count: newCount), linesTop: linesTop)
    case .perItem(let sizes):
      if metrics.keepsGridPitch, let size = repacking.commonSize(of: sizes) {
        let grid = Self.layOutGrid(
          count: newCount, size: size, in: space, top: linesTop, lineAxis: layout.cells.lineAxis)
        return FlowSectionCells(
          linesTop: linesTop, linesLength: grid.length, itemCount: grid.count,
          lineCount: grid.lineCount, grid: grid, segments: [])
      }
      return repacking.cells(sizes: sizes, linesTop: linesTop)
    }
  }
}
