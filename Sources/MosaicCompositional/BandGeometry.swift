import MosaicCore

/// Where a band section's groups lie across the scroll axis at offset 0, and where its scroll
/// comes to rest: what an ``OrthogonalScrollController`` snaps by.
public struct BandGeometry: Hashable, Sendable {
  /// The section.
  public let section: Int
  /// How the band scrolls and snaps.
  public let behavior: OrthogonalScrollingBehavior
  /// Each group's leading edge across the scroll axis at offset 0, in order.
  public let groupOrigins: [Double]
  /// The room the band is seen in across the scroll axis: the layout's container (the viewport
  /// less its content insets).
  public let visibleExtent: Double
  /// The section's container across the scroll axis (the layout's less the section's content
  /// insets): what ``OrthogonalScrollingBehavior/paging`` pages by.
  public let pageExtent: Double
  /// Where the first group rests: the section's leading content inset, plus the centring lead of
  /// ``OrthogonalScrollingBehavior/groupPagingCentered``.
  public let restingEdge: Double
  /// The greatest offset: the band's end (its last group's trailing edge, the trailing content
  /// inset, and the centring lead) less the visible extent, at least 0.
  public let maximumOffset: Double

  /// The offsets the band comes to rest at, ascending: for the group behaviours each group's
  /// (its leading edge at ``restingEdge``), for ``OrthogonalScrollingBehavior/paging`` every
  /// multiple of ``pageExtent``, both clamped to `0...maximumOffset`; empty for
  /// ``OrthogonalScrollingBehavior/continuous``.
  /// - Complexity: O(groups) or O(pages).
  public var restingOffsets: [Double] {
    switch behavior {
    case .none, .continuous: return []
    case .paging:
      guard pageExtent > 0 else { return [0] }
      let pages = Int((maximumOffset / pageExtent).rounded(.up))
      return (0...Swift.max(0, pages)).map { Swift.min(Double($0) * pageExtent, maximumOffset) }
    case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
      var offsets: [Double] = []
      for origin in groupOrigins {
        let offset = Swift.min(Swift.max(0, origin - restingEdge), maximumOffset)
        if offsets.last != offset { offsets.append(offset) }
      }
      return offsets.isEmpty ? [0] : offsets
    }
  }
}

extension CompositionalLayout {
  /// The geometry of band section `section` as laid out: `nil` when it is not a band, or has no
  /// such section.
  /// - Complexity: O(items of the section) for a group with estimated sides, else O(groups).
  public func bandGeometry(ofSection section: Int) -> BandGeometry? {
    guard section >= 0, section < sectionCount,
      SectionRoles.index(of: section, in: roles.bands) != nil,
      let name = choices[section]?.sectionLayout ?? options.fallbackName,
      let layoutSection = options.sectionLayouts[name]
    else { return nil }
    let viewport = preparedViewport
    let container = Size(
      width: Swift.max(0, viewport.layoutDimension(for: .vertical)),
      height: Swift.max(0, viewport.layoutDimension(for: .horizontal)))
    guard
      let resolved = try? ResolvedSectionLayout(
        layoutSection, layoutContainer: container, scrollAxis: axis, path: "")
    else { return nil }
    let across = axis.other
    let slots = Swift.max(1, resolved.slotCount)
    let items = itemCount(inSection: section)
    let firstLeaf = resolved.template.leaves.first?.minimum(along: across) ?? 0
    // A group's leading edge: its first cell's, less where the first cell lies in a group.
    var origins: [Double] = []
    origins.reserveCapacity((items + slots - 1) / slots)
    var first = 0
    while first < items {
      guard let cell = pages.attributes(for: .cell(section: section, item: first)) else { break }
      origins.append(cell.frame.minimum(along: across) - firstLeaf)
      first += slots
    }
    let insets = layoutSection.contentInsets
    let groupExtent = resolved.template.size.value(along: across)
    let pageExtent = resolved.container.value(along: across)
    let lead =
      layoutSection.orthogonalScrollingBehavior == .groupPagingCentered
      ? (pageExtent - groupExtent) / 2 : 0
    let restingEdge = insets.leading(along: across) + lead
    let visibleExtent = container.value(along: across)
    let end =
      (origins.last.map { $0 + groupExtent } ?? restingEdge) + insets.trailing(along: across) + lead
    return BandGeometry(
      section: section, behavior: layoutSection.orthogonalScrollingBehavior,
      groupOrigins: origins, visibleExtent: visibleExtent, pageExtent: pageExtent,
      restingEdge: restingEdge, maximumOffset: Swift.max(0, end - visibleExtent))
  }
}
