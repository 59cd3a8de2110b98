import MosaicCore
import MosaicHitTest

extension CompositionalSections {
  /// Cut pages end only after a whole group, so every page starts at a group's leading edge.
  public var choosesPageEnds: Bool { true }

  /// A page of whole groups of items sized alike ends in the state it started from (a group's
  /// leading edge, nothing carried over) and is placed again for the next ones.
  public var pagesRepeat: Bool { true }

  /// About 512 cells of whole groups for a section whose groups stack along the scroll axis;
  /// `nil` (laid out whole) for a band.
  public func cellsPerPage(of data: SectionData, options: CompositionalSectionOptions?) -> Int? {
    guard let layout = try? resolvedLayout(for: options),
      !layout.section.orthogonalScrollingBehavior.isOrthogonal
    else { return nil }
    let slots = Swift.max(1, layout.slotCount)
    return Swift.max(1, pageCells / slots) * slots
  }

  /// Lays out section `data` whole: ``layOutItems(_:of:options:continuing:into:)`` of every item.
  public func layOutSection(
    _ data: SectionData, options: CompositionalSectionOptions?, into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    try layOutItems(0..<data.itemCount, of: data, options: options, continuing: [], into: &writer)
      .length
  }

  /// Writes the whole groups holding `items` (from a group's leading edge), the header when they
  /// start the section (below the room of the layout's own header in the first section), and the insets, footer and the spacing after the section when they end
  /// it; a band section is written whole.
  public func layOutItems(
    _ items: Range<Int>, of data: SectionData, options: CompositionalSectionOptions?,
    continuing continuation: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut {
    if let name = options?.sectionLayout ?? self.options.fallbackName,
      let nested = self.options.strategySectionLayouts[name]
    {
      return SectionCut(
        length: try layOutStrategySection(
          data, by: nested, named: name, startsLayout: options?.startsLayout == true,
          into: &writer))
    }
    let layout = try resolvedLayout(for: options)
    let section = layout.section
    let along = scrollDirection.scrollAxis
    let across = along.other
    let insets = section.contentInsets
    let acrossStart = insets.leading(along: across)
    let acrossExtent = layout.container.value(along: across)
    var position = 0.0
    if items.lowerBound == 0 {
      if options?.startsLayout == true, let header = self.options.header {
        position += AdvanceGrid.roundedUp(header.extent)
      }
      if let header = section.header, header.extent > 0 {
        writer.setHeader(
          Rect(
            along: along, at: position, across: acrossStart, alongExtent: header.extent,
            acrossExtent: acrossExtent))
        position += AdvanceGrid.roundedUp(header.extent)
      }
      position += AdvanceGrid.roundedUp(insets.leading(along: along))
    }
    let end: Int
    if section.orthogonalScrollingBehavior.isOrthogonal {
      end = data.itemCount
      position += try writeBand(of: data, layout: layout, at: position, into: &writer)
    } else {
      let slots = Swift.max(1, layout.slotCount)
      let wholeGroups = (items.upperBound - items.lowerBound) / slots
      // Whole groups within the items asked for, or the first group past them; the section's
      // last group, partly filled, when they reach its end.
      end =
        items.upperBound >= data.itemCount
        ? data.itemCount
        : Swift.min(data.itemCount, items.lowerBound + Swift.max(1, wholeGroups) * slots)
      var first = items.lowerBound
      let count = data.itemCount
      let spacing = AdvanceGrid.roundedUp(section.interGroupSpacing)
      if layout.measures, let single = layout.singleItem {
        // A list of measured rows: each row sized from its item alone, written in one pass, a
        // line each.
        let unmeasured = Size(width: 0, height: 0)
        var (scratch, rowEnds) = writer.takeScratch()
        rowEnds.removeAll(keepingCapacity: true)
        rowEnds.append(contentsOf: (first + 1)..<(end + 1))
        let firstItem = first
        writer.appendCells(upTo: end - first) { writer in
          while first < end {
            let (frame, size) = single.laidOut(
              measured: data.size(ofItem: first, default: unmeasured))
            writer.append(frame.moved(along: along, by: position, across: acrossStart))
            position += AdvanceGrid.roundedUp(size.value(along: along))
            first += 1
            if first < count { position += spacing }
          }
        }
        writer.endLines(before: rowEnds, firstItem: firstItem)
        writer.scratch = (scratch, rowEnds)
      } else if layout.measures {
        var measured = GroupFrames()
        while first < end {
          let filled = Swift.min(slots, count - first)
          try layout.layOutInstance(
            into: &measured, startingAt: first, filled: filled, of: data, scrollAxis: along)
          for leaf in measured.leaves {
            writer.appendCell(leaf.moved(along: along, by: position, across: acrossStart))
          }
          writer.endLine()
          position += AdvanceGrid.roundedUp(measured.size.value(along: along))
          first += slots
          if first < count { position += spacing }
        }
      } else {
        // Every instance is the template: its frames copied group by group in one pass, each
        // group a line of the page's index (lines cost nothing to index, and a query finds its
        // groups by where they reach along the scroll axis).
        let advance = AdvanceGrid.roundedUp(layout.template.size.value(along: along))
        let cells = end - first
        var (scratch, groupEnds) = writer.takeScratch()
        groupEnds.removeAll(keepingCapacity: true)
        groupEnds.append(contentsOf: stride(from: first + slots, to: end, by: slots))
        groupEnds.append(end)
        let firstItem = first
        layout.template.leaves.withUnsafeBufferPointer { leaves in
          writer.appendCells(upTo: cells) { writer in
            while first < end {
              for slot in 0..<Swift.min(slots, count - first) {
                writer.append(leaves[slot].moved(along: along, by: position, across: acrossStart))
              }
              position += advance
              first += slots
              if first < count { position += spacing }
            }
          }
        }
        writer.endLines(before: groupEnds, firstItem: firstItem)
        writer.scratch = (scratch, groupEnds)
      }
    }
    guard end == data.itemCount else {
      return SectionCut(length: position, end: end == items.upperBound ? nil : end)
    }
    position += AdvanceGrid.roundedUp(insets.trailing(along: along))
    if let footer = section.footer, footer.extent > 0 {
      writer.setFooter(
        Rect(
          along: along, at: position, across: acrossStart, alongExtent: footer.extent,
          acrossExtent: acrossExtent))
      position += AdvanceGrid.roundedUp(footer.extent)
    }
    position += AdvanceGrid.roundedUp(self.options.interSectionSpacing)
    return SectionCut(length: position, end: end == items.upperBound ? nil : end)
  }

  /// Writes a band section's groups across the scroll axis at `position` along it: group `k`
  /// at the leading content inset + `lead` + `k·(group extent across + interGroupSpacing)`;
  /// returns the band's extent along the scroll axis (its tallest group).
  private func writeBand(
    of data: SectionData, layout: ResolvedSectionLayout, at position: Double,
    into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    let section = layout.section
    let along = scrollDirection.scrollAxis
    let across = along.other
    let slots = Swift.max(1, layout.slotCount)
    let groupAcross = layout.template.size.value(along: across)
    let lead =
      section.orthogonalScrollingBehavior == .groupPagingCentered
      ? (layout.container.value(along: across) - groupAcross) / 2 : 0
    var next = section.contentInsets.leading(along: across) + lead
    var band = 0.0
    var first = 0
    var measured = GroupFrames()
    while first < data.itemCount {
      let filled = Swift.min(slots, data.itemCount - first)
      if layout.measures {
        try layout.layOutInstance(
          into: &measured, startingAt: first, filled: filled, of: data, scrollAxis: along)
      }
      let group = layout.measures ? measured : layout.template
      for leaf in group.leaves.prefix(filled) {
        writer.appendCell(leaf.moved(along: along, by: position, across: next))
      }
      band = Swift.max(band, group.size.value(along: along))
      next += group.size.value(along: across) + section.interGroupSpacing
      first += slots
    }
    return AdvanceGrid.roundedUp(band)
  }
}

extension Rect {
  /// A rect `alongExtent` long from `at` along `along`, `acrossExtent` wide from `across`.
  init(along: Axis, at position: Double, across: Double, alongExtent: Double, acrossExtent: Double)
  {
    self =
      along == .vertical
      ? Rect(x: across, y: position, width: acrossExtent, height: alongExtent)
      : Rect(x: position, y: across, width: alongExtent, height: acrossExtent)
  }

  /// The rect moved `distance` along `along` and `shift` across it.
  func moved(along: Axis, by distance: Double, across shift: Double) -> Rect {
    along == .vertical
      ? Rect(x: x + shift, y: y + distance, width: width, height: height)
      : Rect(x: x + distance, y: y + shift, width: width, height: height)
  }
}
