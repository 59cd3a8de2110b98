import MosaicCore

extension Flow {
  /// The layout of `input`, from `layout`, which this flow prepared (or updated) from the data
  /// before `change`: equal, query for query, to `prepare(input)`.
  ///
  /// One mechanism for every change. A block (32 sections) whose
  /// sections each continue the old section of the same index with no changed item and the same
  /// header and footer is kept as it is: the same object, at a new origin. In any other block a
  /// section continuing an old one with no changed item (moved or not) keeps its cells, moved by
  /// one exact difference (its pages are shared); a changed section that is kept in pages is
  /// re-packed from the line before the one holding its first changed item, line by line, until
  /// a new line starts at an item past the changed range where an old line started at the same
  /// old item: from there the old lines are kept (segments over the old pages, moved by the
  /// exact difference; the last line is laid out again when UIKit's every-line-single rule turns
  /// over). Any other section (new, with other options, a grid before or after) is laid out
  /// afresh; a grid costs O(1). The directory of block origins is written anew.
  ///
  /// Every advance along the scroll axis is on ``/MosaicCore/AdvanceGrid``, so kept lines land to
  /// the bit where a prepare puts them. Beyond ``/MosaicCore/AdvanceGrid/exactLimit`` of content,
  /// for another line dimension, scale or scroll direction, or a layout another flow prepared, it
  /// prepares.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``prepare(_:)`` does for the options and the element
  ///   budget; the input is the caller's to validate (``/MosaicCore/LiveLayout`` checks it, the
  ///   changed sizes only).
  /// - Complexity: O(sections) to read the change and the headers' and footers' extents (a few
  ///   comparisons each), O(blocks) for the directory, plus, per block touched, O(its sections +
  ///   segments of its changed sections + the lines re-packed); the lines re-packed are those a
  ///   change disturbs (a resize or an insertion usually one to three), every line after the
  ///   change when line breaks never fall back in step.
  public func update(_ layout: FlowLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> FlowLayout
  {
    let old = layout.directory
    guard layout.flow == self, !layout.needsPrepare(for: input.viewport),
      change.sections.count == input.sections.count, old.length < AdvanceGrid.exactLimit
    else { return try prepare(input) }
    try validateOptions(sectionCount: input.sections.count)
    let direction = options.scrollDirection
    let (lineAxis, dimension) = (direction.lineAxis, lineDimension(in: input.viewport))
    let scale = input.viewport.scale
    // Sections keep their metrics when the options are the same for all and the viewport gives
    // the same reference inset; per-section options are compared section by section.
    let shared = sectionOptions.isEmpty ? metrics(forSection: 0, in: input.viewport) : nil
    let keptShared = shared == metrics(forSection: 0, in: old.viewport) ? shared : nil
    let sectionCount = input.sections.count
    let blockCount = Self.blockCount(forSections: sectionCount)
    // First the blocks kept, and what the layout will store, checked against the element budget
    // before anything is built: a kept block knows its own counts.
    var kept = [Bool](repeating: false, count: blockCount)
    var stored = 0
    var supplementary = 0
    for index in 0..<blockCount {
      let first = index * FlowBlock.sectionLimit
      let sections = first..<Swift.min(first + FlowBlock.sectionLimit, sectionCount)
      if index < old.blocks.count,
        keeps(
          old.blocks[index], sections: sections, of: input, change: change,
          keptShared: keptShared, oldViewport: old.viewport)
      {
        kept[index] = true
        stored += old.blocks[index].perItemCount
        supplementary += old.blocks[index].supplementaryCount
      } else {
        countElements(
          of: input, in: sections, shared: shared, stored: &stored, supplementary: &supplementary)
      }
    }
    try input.checkElementBudget(adding: supplementary, to: stored, at: "data.sections")
    var blocks = ContiguousArray<FlowBlock>()
    blocks.reserveCapacity(blockCount)
    var keptAll = sectionCount == layout.sectionCount
    for first in stride(from: 0, to: sectionCount, by: FlowBlock.sectionLimit) {
      let end = Swift.min(first + FlowBlock.sectionLimit, sectionCount)
      let index = first / FlowBlock.sectionLimit
      if kept[index] {
        blocks.append(old.blocks[index])
        continue
      }
      keptAll = false
      var builder = FlowBlockBuilder(capacity: end - first, scrollAxis: lineAxis.other)
      for section in first..<end {
        let data = input.sections[section]
        let metrics = shared ?? metrics(forSection: section, in: input.viewport)
        builder.appendSection(data, metrics: metrics) { linesTop in
          let space = FlowLineSpace(metrics: metrics, dimension: dimension, lineAxis: lineAxis)
          if let kept = updatedCells(
            of: data, metrics: metrics, space: space, change: change, section: section,
            from: layout, linesTop: linesTop)
          {
            return kept
          }
          return Self.layOutCells(
            data, metrics: metrics, defaultItemSize: unsizedItemSize, linesTop: linesTop,
            lineAxis: lineAxis, dimension: dimension, scale: scale)
        }
      }
      blocks.append(builder.finish())
    }
    // Nothing changed, headers and footers included: the layout itself.
    if keptAll && input.viewport == old.viewport { return layout }
    let updated = try self.layout(
      blocks: blocks, sectionCount: sectionCount, viewport: input.viewport)
    // Past the exact range a kept line's position may round differently from a fresh sum.
    guard updated.directory.length < AdvanceGrid.exactLimit else { return try prepare(input) }
    return updated
  }

  /// True when `block`, the old block at the index of new `sections`, holds them as they are:
  /// the same number of sections, each continuing the old section of its index with no changed
  /// item, the same metrics (`keptShared`: every section's, when the options are shared and the
  /// viewport kept them), the same header and footer extents and the same form of sizes (per
  /// item or not: what the element budget counts).
  /// - Complexity: O(sections of the block), stopping at the first that differs.
  func keeps(
    _ block: FlowBlock, sections: Range<Int>, of input: LayoutInput, change: LayoutChange,
    keptShared: FlowSectionMetrics?, oldViewport: Viewport
  ) -> Bool {
    guard block.sectionCount == sections.count, keptShared != nil || !sectionOptions.isEmpty
    else { return false }
    let scrollAxis = options.scrollDirection.scrollAxis
    // Read in place: a section copied out of an array costs a retain and a release.
    return input.sections.withUnsafeBufferPointer { buffer in
      change.sections.withUnsafeBufferPointer { changes in
        // Section `section` as the old one of its index held it, `itemCount` items placed by
        // `edges`, under `metrics`.
        @inline(__always)
        func holds(
          _ section: Int, itemCount: Int, edges: FlowSectionEdges, metrics: FlowSectionMetrics
        ) -> Bool {
          var hasPerItemSizes = false
          if case .perItem = buffer[section].itemSizes { hasPerItemSizes = true }
          return changes[section].oldSection == section
            && changes[section].isUnchanged(
              oldCount: itemCount, newCount: buffer[section].itemCount)
            && metrics.headerExtent(buffer[section].header, along: scrollAxis)
              == edges.headerExtent
            && metrics.footerExtent(buffer[section].footer, along: scrollAxis)
              == edges.footerExtent
            && hasPerItemSizes == edges.hasPerItemSizes
        }
        // A block of one section repeated, under shared metrics: every section is compared with
        // the one count and edges, which are the same for each (a feed of counts; about 12
        // instructions a section fewer than moving each section's edges through the general
        // path, callgrind).
        if let metrics = keptShared, let repeated = block.repeated {
          let (itemCount, edges) = (repeated.cells.itemCount, repeated.edges)
          return sections.allSatisfy {
            holds($0, itemCount: itemCount, edges: edges, metrics: metrics)
          }
        }
        return block.allSections { local, itemCount, edges in
          let section = sections.lowerBound + local
          let metrics: FlowSectionMetrics
          if let keptShared {
            metrics = keptShared
          } else {
            metrics = self.metrics(forSection: section, in: input.viewport)
            guard metrics == self.metrics(forSection: section, in: oldViewport) else {
              return false
            }
          }
          return holds(section, itemCount: itemCount, edges: edges, metrics: metrics)
        }
      }
    }
  }

  /// The cells of new section `data` (section `section`), whose lines start at `linesTop`, from
  /// the old section `change` names for it in `layout`: kept and moved when unchanged, re-packed where changed; `nil`
  /// when they are to be laid out afresh (a new section, other options, a grid before or after).
  /// - Complexity: O(1) when unchanged; else O(segments + lines re-packed), plus, when every item
  ///   may be one size under the grid's alignments, the kept sizes compared (stopping at the first
  ///   that differs).
  func updatedCells(
    of data: SectionData, metrics: FlowSectionMetrics, space: FlowLineSpace,
    change: LayoutChange, section: Int, from layout: FlowLayout, linesTop: Double
  ) -> FlowSectionCells? {
    let entry = change.sections[section]
    guard let oldIndex = entry.oldSection, oldIndex >= 0, oldIndex < layout.sectionCount,
      sectionOptions.isEmpty
        || metrics == self.metrics(forSection: oldIndex, in: layout.preparedViewport)
    else { return nil }
    let old = layout.directory.cells(ofSection: oldIndex)
    let newCount = data.itemCount
    if entry.isUnchanged(oldCount: old.itemCount, newCount: newCount) {
      return old.moved(to: linesTop)
    }
    // A change that does not fit the counts is laid out afresh rather than trusted; runs that
    // neither add nor replace an item are no change.
    guard
      let spans = try? change.spans(
        ofSection: section, oldCount: old.itemCount, newCount: newCount
      ).filter({
        !$0.items.isEmpty || !$0.oldItems.isEmpty
      })
    else { return nil }
    if spans.isEmpty { return old.moved(to: linesTop) }
    guard newCount > 0, old.itemCount > 0 else { return nil }
    let (lineAxis, scale) = (layout.directory.placement.lineAxis, layout.directory.placement.scale)
    var source = old
    if let grid = old.grid {
      if case .uniform = data.itemSizes, metrics.keepsGridPitch { return nil }
      // The grid's items as the general path packs them (its complete lines one arithmetic
      // page, O(1)): what the change re-packs, so a measured item in a section of estimates costs
      // the lines it touches.
      let size = Size(axis: lineAxis.other, along: grid.alongExtent, across: grid.acrossExtent)
      var builder = FlowPageBuilder(lineAxis: lineAxis, scale: scale)
      let length = Self.packUniformLines(
        count: old.itemCount, size: size, top: 0, metrics: metrics, in: space, builder: &builder)
      source = FlowSectionCells(
        linesTop: 0, linesLength: length, itemCount: builder.itemCount,
        lineCount: builder.lineCount, grid: nil, segments: builder.finish())
    }
    let repacking = FlowRepacking(
      old: source, spans: spans, metrics: metrics, space: space,
      lineAxis: lineAxis, scale: scale)
    switch data.itemSizes {
    case .uniform(let size):
      if metrics.keepsGridPitch { return nil }
      return repacking.cells(
        sizes: repeatElement(size ?? unsizedItemSize, count: newCount), linesTop: linesTop)
    case .perItem(let sizes):
      if metrics.keepsGridPitch, let size = repacking.commonSize(of: sizes) {
        let grid = Self.layOutGrid(
          count: newCount, size: size, in: space, top: linesTop, lineAxis: lineAxis)
        return FlowSectionCells(
          linesTop: linesTop, linesLength: grid.length, itemCount: grid.count,
          lineCount: grid.lineCount, grid: grid, segments: [])
      }
      // One explicit piece is read directly, with no search per size.
      if let array = sizes.contiguousSizes {
        return repacking.cells(sizes: array, linesTop: linesTop)
      }
      return repacking.cells(sizes: sizes, linesTop: linesTop)
    }
  }
}
