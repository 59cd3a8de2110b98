import MosaicCore

extension CompositionalLayout {
  /// True when anything pins: a section's header or footer, or the layout's header.
  var pinsAnything: Bool { pinsHeader || !roles.pinned.isEmpty }

  /// Whether section `section`'s header (`category` `.header`) or footer pins.
  /// - Complexity: O(log pinned sections).
  func pins(_ category: ElementCategory, ofSection section: Int) -> Bool {
    guard let index = SectionRoles.index(of: section, in: roles.pinned) else { return false }
    return category == .header ? roles.pins[index].header : roles.pins[index].footer
  }

  /// A section's header or footer, `attributes` as the pages place it, at its pinned place at
  /// `viewport` (``/MosaicCore/Pinning``: within its section, kept clear of the section's other
  /// supplementary element), above the cells.
  /// - Complexity: two look-ups of the pages.
  func pinned(_ attributes: LayoutAttributes, viewport: Viewport) -> LayoutAttributes {
    let id = attributes.id
    guard let section = sectionFrame(id.section) else { return attributes }
    let isHeader = id.category == .header
    let opposite = ElementID(category: isHeader ? .footer : .header, section: id.section, item: 0)
    let oppositeExtent =
      pages.attributes(for: opposite, viewport: viewport)?.frame.extent(along: axis) ?? 0
    let frame = attributes.frame
    let visible = Pinning.visibleRange(of: viewport, along: axis)
    let origin =
      isHeader
      ? Pinning.headerOrigin(
        natural: frame.minimum(along: axis), headerExtent: frame.extent(along: axis),
        footerExtent: oppositeExtent,
        sectionEnd: section.minimum(along: axis) + section.extent(along: axis),
        visibleStart: visible.start)
      : Pinning.footerOrigin(
        natural: frame.minimum(along: axis), headerExtent: oppositeExtent,
        footerExtent: frame.extent(along: axis), sectionStart: section.minimum(along: axis),
        visibleEnd: visible.end)
    var moved = attributes
    moved.frame = frame.moved(along: axis, by: origin - frame.minimum(along: axis), across: 0)
    moved.zIndex = Self.pinnedZIndex
    return moved
  }

  /// The zIndex of a pinned element: above headers, footers and cells.
  static let pinnedZIndex = LayoutAttributes.supplementaryZIndex + 1

  /// Replaces, in `results[start...]`, the pinned kinds' natural headers and footers with those
  /// of the pinned sections `rect` meets at their pinned place (all of them when `rect` is
  /// `nil`), where they meet `rect`.
  /// - Complexity: O(results) plus two look-ups of the pages a pinned section met.
  func pinSupplementaries(
    meeting rect: Rect?, viewport: Viewport, in results: inout [LayoutAttributes], from start: Int
  ) {
    guard !roles.pinned.isEmpty else { return }
    var write = start
    for read in start..<results.count {
      let id = results[read].id
      let pinnedKind =
        (id.category == .header || id.category == .footer) && id.kind == nil
        && pins(id.category, ofSection: id.section)
      if pinnedKind { continue }
      if write != read { results[write] = results[read] }
      write += 1
    }
    results.removeSubrange(write...)
    var index = 0
    if let rect {
      let low = rect.minimum(along: axis)
      index = SectionRoles.firstIndex(atLeast: firstSection(endingAfter: low), in: roles.pinned)
    }
    while index < roles.pinned.count {
      let section = roles.pinned[index]
      let pins = roles.pins[index]
      index += 1
      if let rect, let frame = sectionFrame(section),
        frame.minimum(along: axis) >= rect.minimum(along: axis) + rect.extent(along: axis)
      {
        break
      }
      func append(_ category: ElementCategory) {
        guard
          let natural = pages.attributes(
            for: ElementID(category: category, section: section, item: 0), viewport: viewport)
        else { return }
        let moved = pinned(natural, viewport: viewport)
        if rect.map(moved.frame.intersects) ?? true { results.append(moved) }
      }
      if pins.header { append(.header) }
      if pins.footer { append(.footer) }
    }
  }

  /// Puts `results[start...]` (headers, footers and decorations) in element order: headers by
  /// section, the layout's first; footers by section, the layout's last; then decorations.
  /// - Complexity: O(n²) for the n elements, a handful on screen; no allocation.
  static func sortSupplementaries(_ results: inout [LayoutAttributes], from start: Int) {
    func rank(_ id: ElementID) -> (Int, Int) {
      let layout = id.kind == CompositionalOptions.layoutKind
      switch id.category {
      case .cell: return (-1, id.section)
      case .header: return (0, layout ? -1 : id.section)
      case .footer: return (1, layout ? Int.max : id.section)
      case .decoration: return (2, id.section)
      }
    }
    guard results.count - start > 1 else { return }
    for index in (start + 1)..<results.count {
      let moving = results[index]
      let key = rank(moving.id)
      var slot = index
      while slot > start && rank(results[slot - 1].id) > key {
        results[slot] = results[slot - 1]
        slot -= 1
      }
      results[slot] = moving
    }
  }
}
