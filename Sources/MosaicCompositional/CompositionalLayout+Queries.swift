import MosaicCore
import MosaicHitTest

extension CompositionalLayout {
  /// The attributes of `element` at `viewport`: a band's cell moved back by its section's
  /// offset, the layout's header and footer (kind `layout`, section 0), a section's background
  /// (decoration of kind `background`, item 0), the pages' for the rest.
  /// - Complexity: the pages' look-up, O(log bands) for a cell when offsets are set, O(log
  ///   backgrounds) for a background.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    if element.kind == CompositionalOptions.layoutKind, element.section == 0, element.item == 0 {
      switch element.category {
      case .header: return layoutHeader(at: viewport)
      case .footer: return layoutFooter
      default: return nil
      }
    }
    if element.category == .decoration {
      guard element.kind == SectionBackground.kind, element.item == 0,
        let index = SectionRoles.index(of: element.section, in: roles.backgrounds)
      else { return nil }
      return background(at: index)
    }
    guard var attributes = pages.attributes(for: element, viewport: viewport) else { return nil }
    if element.category != .cell {
      return pins(element.category, ofSection: element.section)
        ? pinned(attributes, viewport: viewport) : attributes
    }
    let offset =
      element.category == .cell ? bandOffset(ofSection: element.section, in: viewport) : 0
    if offset != 0 {
      attributes.frame = attributes.frame.moved(along: axis, by: 0, across: -offset)
    }
    return attributes
  }

  /// Appends the elements whose frames at `viewport` strictly intersect `rect`, in element
  /// order: cells, the layout's header, headers, footers, the layout's footer, backgrounds.
  ///
  /// The pages answer for `rect`; a band scrolled sideways that `rect` meets has its cells
  /// replaced by the pages' answer for `rect` moved across by its offset, moved back.
  /// - Complexity: the pages' query, plus for each band scrolled sideways that `rect` meets a
  ///   pages' query and O(results) to put its cells in place, plus O(log sections + backgrounds
  ///   met); no allocation when `results` has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    pages.elements(in: rect, viewport: viewport, into: &results)
    if !roles.bands.isEmpty, !viewport.orthogonalOffsets.isEmpty {
      scrollBands(meeting: rect, viewport: viewport, in: &results, from: start)
    }
    // Only pins and the layout's header change the order of the supplementary elements; the
    // layout's footer comes after every footer, the backgrounds after it.
    if pinsAnything || hasHeader {
      let supplementaries = firstNonCell(in: results, from: start)
      pinSupplementaries(meeting: rect, viewport: viewport, in: &results, from: supplementaries)
      if let header = layoutHeader(at: viewport), header.frame.intersects(rect) {
        results.append(header)
      }
      Self.sortSupplementaries(&results, from: supplementaries)
    }
    if let footer = layoutFooter, footer.frame.intersects(rect) { results.append(footer) }
    appendBackgrounds(meeting: rect, to: &results)
  }

  /// Appends every element at `viewport`, in the order ``elements(in:viewport:into:)`` lists
  /// them.
  /// - Complexity: O(elements), with O(log bands) a cell when offsets are set.
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    pages.allElements(viewport: viewport, into: &results)
    if !roles.bands.isEmpty, !viewport.orthogonalOffsets.isEmpty {
      for index in start..<results.count where results[index].id.category == .cell {
        let offset = bandOffset(ofSection: results[index].id.section, in: viewport)
        if offset != 0 {
          results[index].frame = results[index].frame.moved(along: axis, by: 0, across: -offset)
        }
      }
    }
    if pinsAnything || hasHeader {
      let supplementaries = firstNonCell(in: results, from: start)
      pinSupplementaries(meeting: nil, viewport: viewport, in: &results, from: supplementaries)
      if let header = layoutHeader(at: viewport) { results.append(header) }
      Self.sortSupplementaries(&results, from: supplementaries)
    }
    if let footer = layoutFooter { results.append(footer) }
    for index in roles.backgrounds.indices { results.append(background(at: index)) }
  }

  /// The cell at `point` at `viewport`: in a band scrolled sideways, the pages' cell at the
  /// point moved across by the offset.
  /// - Complexity: the pages' hit-test, plus O(log sections) when offsets are set.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    if !roles.bands.isEmpty, !viewport.orthogonalOffsets.isEmpty {
      let along = point.value(along: axis)
      let section = pages.firstSection(endingAfter: along)
      let offset = bandOffset(ofSection: section, in: viewport)
      if offset != 0, let frame = pages.sectionFrame(section),
        frame.minimum(along: axis) <= along
      {
        let found = pages.indexPathForItem(
          at: point.moved(along: axis.other, by: offset), viewport: viewport)
        return found?.section == section ? found : nil
      }
    }
    return pages.indexPathForItem(at: point, viewport: viewport)
  }

  // MARK: - Pieces

  /// The layout's header (kind `layout`), spanning the content across at its start; when it
  /// pins, at the start of the visible bounds at `viewport` (never past the content's end less
  /// the layout's footer), above everything.
  func layoutHeader(at viewport: Viewport) -> LayoutAttributes? {
    guard hasHeader else { return nil }
    var origin = 0.0
    if pinsHeader {
      origin = Pinning.headerOrigin(
        natural: 0, headerExtent: headerExtent, footerExtent: footerExtent,
        sectionEnd: contentSize.value(along: axis),
        visibleStart: Pinning.visibleRange(of: viewport, along: axis).start)
    }
    return LayoutAttributes(
      id: ElementID(category: .header, kind: CompositionalOptions.layoutKind, section: 0, item: 0),
      frame: Rect(
        along: axis, at: origin, across: 0, alongExtent: headerExtent,
        acrossExtent: pages.contentSize.value(along: axis.other)),
      zIndex: pinsHeader ? Self.pinnedZIndex + 1 : LayoutAttributes.supplementaryZIndex)
  }

  /// The layout's footer (kind `layout`), spanning the content across at its end.
  var layoutFooter: LayoutAttributes? {
    guard hasFooter else { return nil }
    return LayoutAttributes(
      id: ElementID(category: .footer, kind: CompositionalOptions.layoutKind, section: 0, item: 0),
      frame: Rect(
        along: axis, at: pages.contentSize.value(along: axis), across: 0,
        alongExtent: footerExtent, acrossExtent: pages.contentSize.value(along: axis.other)),
      zIndex: LayoutAttributes.supplementaryZIndex)
  }

  /// The background of the `index`th section with one.
  func background(at index: Int) -> LayoutAttributes {
    let section = roles.backgrounds[index]
    let geometry = roles.backgroundGeometry[index]
    let frame = pages.sectionFrame(section) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let start = frame.minimum(along: axis) + geometry.leading
    let end = frame.minimum(along: axis) + frame.extent(along: axis) - geometry.trailing
    let room = Rect(
      along: axis, at: start, across: 0, alongExtent: Swift.max(0, end - start),
      acrossExtent: pages.contentSize.value(along: axis.other))
    let insets = geometry.insets
    return LayoutAttributes(
      id: ElementID(category: .decoration, kind: SectionBackground.kind, section: section, item: 0),
      frame: Rect(
        x: room.x + insets.left, y: room.y + insets.top,
        width: Swift.max(0, room.width - insets.left - insets.right),
        height: Swift.max(0, room.height - insets.top - insets.bottom)),
      zIndex: -1)
  }

  /// Appends the backgrounds strictly intersecting `rect`, by section.
  private func appendBackgrounds(meeting rect: Rect, to results: inout [LayoutAttributes]) {
    guard !roles.backgrounds.isEmpty else { return }
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    var index = SectionRoles.firstIndex(
      atLeast: pages.firstSection(endingAfter: low), in: roles.backgrounds)
    while index < roles.backgrounds.count {
      guard let frame = pages.sectionFrame(roles.backgrounds[index]),
        frame.minimum(along: axis) < high
      else { break }
      let background = background(at: index)
      if background.frame.intersects(rect) { results.append(background) }
      index += 1
    }
  }

  /// The first element of `results` from `start` on that is not a cell.
  private func firstNonCell(in results: [LayoutAttributes], from start: Int) -> Int {
    var index = start
    while index < results.count && results[index].id.category == .cell { index += 1 }
    return index
  }

  /// Replaces, in `results[start...]` (the pages' answer for `rect`), the cells of
  /// each band scrolled sideways that `rect` meets with the cells its offset brings into `rect`.
  private func scrollBands(
    meeting rect: Rect, viewport: Viewport, in results: inout [LayoutAttributes], from start: Int
  ) {
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    var index = SectionRoles.firstIndex(
      atLeast: pages.firstSection(endingAfter: low), in: roles.bands)
    while index < roles.bands.count {
      let section = roles.bands[index]
      index += 1
      guard let frame = pages.sectionFrame(section), frame.minimum(along: axis) < high else {
        break
      }
      guard let offset = viewport.orthogonalOffsets[section], offset != 0 else { continue }
      // The band's cells as the pages answered, without the offset: dropped.
      var write = start
      for read in start..<results.count {
        let id = results[read].id
        if id.category == .cell && id.section == section { continue }
        if write != read { results[write] = results[read] }
        write += 1
      }
      results.removeSubrange(write...)
      // The cells the offset brings in: the pages' answer for `rect` moved across.
      let tail = results.count
      pages.elements(
        in: rect.moved(along: axis, by: 0, across: offset), viewport: viewport,
        into: &results)
      write = tail
      for read in tail..<results.count {
        let id = results[read].id
        guard id.category == .cell && id.section == section else { continue }
        var moved = results[read]
        moved.frame = moved.frame.moved(along: axis, by: 0, across: -offset)
        results[write] = moved
        write += 1
      }
      results.removeSubrange(write...)
      // Into place among the cells: before the first of a later section (or the first element
      // that is not a cell).
      var place = start
      while place < tail, results[place].id.category == .cell, results[place].id.section < section {
        place += 1
      }
      guard place < tail, write > tail else { continue }
      results[place..<tail].reverse()
      results[tail..<write].reverse()
      results[place..<write].reverse()
    }
  }
}

extension Point {
  /// The point moved `distance` along `axis`.
  func moved(along axis: Axis, by distance: Double) -> Point {
    axis == .horizontal ? Point(x: x + distance, y: y) : Point(x: x, y: y + distance)
  }
}
