import MosaicCore

/// A flow layout's queries across blocks: the blocks a point or a rect touches by binary search
/// in the directory, then each block's own search (``FlowBlock``).
extension FlowDirectory {
  /// The frame of `item` of `section`, `nil` out of range.
  /// - Complexity: O(1) for a grid, O(log segments + log lines of a page) otherwise.
  func cellFrame(section: Int, item: Int) -> Rect? {
    guard section >= 0, section < sectionCount else { return nil }
    let (block, local) = location(ofSection: section)
    return blocks[block].cellFrame(
      section: local, item: item, origin: origins[block], placement: placement)
  }

  /// The topmost cell containing `point`: the last in element order.
  /// - Complexity: O(log blocks + log sections of a block + log segments + log lines + the cells
  ///   of the lines found).
  func indexPath(at point: Point) -> IndexPath? {
    // The tables as locals: an element read through the class's property may retain and
    // release the table.
    let (placement, blocks, origins, listed, reach) = (
      self.placement, self.blocks, self.origins, self.listed, self.reach
    )
    let along = point.value(along: placement.scrollAxis)
    guard along.isFinite, point.value(along: placement.lineAxis).isFinite else { return nil }
    let slack = placement.slack
    var listedIndex = FlowSearch.firstPast(along + slack, in: low)
    // `reach` is a running maximum: once it is at or before the point, so is every earlier one.
    while listedIndex > 0, reach[listedIndex - 1] + slack > along {
      listedIndex -= 1
      let block = Int(listed[listedIndex])
      if let hit = blocks[block].item(
        at: point, along: along, origin: origins[block], placement: placement)
      {
        return IndexPath(section: block * FlowBlock.sectionLimit + hit.section, item: hit.item)
      }
    }
    return nil
  }

  /// Appends the cells strictly intersecting `rect`, in element order.
  /// - Complexity: O(log blocks + what each block touched costs); allocation-free when `results`
  ///   has capacity.
  func appendCells<Answer: FlowCellAnswer>(in rect: Rect, into results: inout [Answer]) {
    guard !rect.isEmpty else { return }
    let slack = placement.slack
    let scrollLow = rect.minimum(along: placement.scrollAxis)
    let scrollHigh = scrollLow + rect.extent(along: placement.scrollAxis)
    var listedIndex = firstReaching(beyond: scrollLow - slack)
    while listedIndex < low.count, low[listedIndex] - slack < scrollHigh {
      let block = Int(listed[listedIndex])
      listedIndex += 1
      blocks[block].appendCells(
        in: rect, origin: origins[block], firstSection: block * FlowBlock.sectionLimit,
        placement: placement, into: &results)
    }
  }

  /// The first section with a header (`category` `.header`) or a footer (`.footer`), `nil` when
  /// none has one or for another category: the first block holding any, then its first such
  /// section.
  /// - Complexity: O(blocks + sections of one block); O(1) when there are none at all.
  func firstSection(withSupplementary category: ElementCategory) -> Int? {
    guard category.isHeaderOrFooter, supplementaryCount > 0 else { return nil }
    let headers = category == .header
    for (block, entry) in blocks.enumerated() where entry.supplementaryCount > 0 {
      for local in 0..<entry.sectionCount {
        let edges = entry.edges(at: local)
        if headers ? edges.hasHeader : edges.hasFooter {
          return block * FlowBlock.sectionLimit + local
        }
      }
    }
    return nil
  }

  /// The header of `section` when it has one.
  /// - Complexity: O(1).
  func header(ofSection section: Int) -> LayoutAttributes? {
    guard section >= 0, section < sectionCount else { return nil }
    let (edges, origin) = edges(ofSection: section)
    return supplementary(.header, ofSection: section, edges: edges, origin: origin)
  }

  /// The footer of `section` when it has one.
  /// - Complexity: O(1).
  func footer(ofSection section: Int) -> LayoutAttributes? {
    guard section >= 0, section < sectionCount else { return nil }
    let (edges, origin) = edges(ofSection: section)
    return supplementary(.footer, ofSection: section, edges: edges, origin: origin)
  }

  /// The header or footer (`category`) of `section`, placed by its `edges` in a block at
  /// `origin`, when it has one: spanning the line dimension, its origin pixel-rounded from its
  /// absolute position.
  @inline(__always)
  func supplementary(
    _ category: ElementCategory, ofSection section: Int, edges: FlowSectionEdges, origin: Double
  ) -> LayoutAttributes? {
    let isHeader = category == .header
    guard isHeader ? edges.hasHeader : edges.hasFooter else { return nil }
    return LayoutAttributes(
      id: isHeader ? .header(section: section) : .footer(section: section),
      frame: placement.fullWidth(
        along: origin + (isHeader ? edges.header : edges.footer),
        extent: isHeader ? edges.headerExtent : edges.footerExtent),
      zIndex: LayoutAttributes.supplementaryZIndex)
  }

  /// The frame of `section`: from its top to where the next starts, spanning the line dimension,
  /// unrounded (sections tile the content exactly).
  /// - Complexity: O(1).
  func sectionFrame(_ section: Int) -> Rect? {
    guard section >= 0, section < sectionCount else { return nil }
    let (edges, origin) = edges(ofSection: section)
    return Rect(
      axis: placement.scrollAxis, along: origin + edges.top, across: 0,
      alongExtent: edges.end - edges.top, acrossExtent: placement.dimension)
  }

  /// Appends the headers and footers strictly intersecting `rect`, in element order (section by
  /// section, a header before its footer). Sections tile the content and each keeps its header
  /// and footer within its bounds (but for half a pixel of rounding), so the sections to test
  /// are found by binary search.
  /// - Complexity: O(log blocks + log sections of a block + the sections the rect crosses).
  func appendSupplementary(in rect: Rect, into results: inout [LayoutAttributes]) {
    guard !rect.isEmpty, supplementaryCount > 0 else { return }
    let slack = placement.slack
    let scrollLow = rect.minimum(along: placement.scrollAxis)
    let scrollHigh = scrollLow + rect.extent(along: placement.scrollAxis)
    var block = firstBlock(endingAfter: scrollLow - slack)
    while block < blocks.count, origins[block] - slack < scrollHigh {
      let entry = blocks[block]
      let origin = origins[block]
      let firstSection = block * FlowBlock.sectionLimit
      block += 1
      guard entry.supplementaryCount > 0 else { continue }
      for local in entry.firstSection(endingAfter: scrollLow - origin - slack)..<entry.sectionCount
      {
        // Read once: a repeated block computes a section's edges when asked.
        let edges = entry.edges(at: local)
        if edges.top - slack >= scrollHigh - origin { break }
        // A header before its footer: element order.
        if let header = supplementary(
          .header, ofSection: firstSection + local, edges: edges, origin: origin),
          header.frame.intersects(rect)
        {
          results.append(header)
        }
        if let footer = supplementary(
          .footer, ofSection: firstSection + local, edges: edges, origin: origin),
          footer.frame.intersects(rect)
        {
          results.append(footer)
        }
      }
    }
  }

  /// Calls `body` with every header and footer in element order.
  /// - Complexity: O(sections).
  func forEachSupplementary<Failure: Error>(
    _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    guard supplementaryCount > 0 else { return }
    for section in 0..<sectionCount {
      if let header = header(ofSection: section) { try body(header) }
      if let footer = footer(ofSection: section) { try body(footer) }
    }
  }
}
