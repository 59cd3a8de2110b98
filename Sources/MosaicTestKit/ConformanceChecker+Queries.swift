import MosaicCore

extension ConformanceChecker {
  /// ``ConformanceRule/attributesLookup``: `attributes(for:viewport:)` returns what the layout
  /// lists, and `nil` for identities it does not have.
  func checkAttributesLookup(
    _ listing: Listing, _ scope: inout CaseScope, using _: inout SeededGenerator
  ) {
    let layout = listing.layout
    let viewport = listing.viewport
    for element in listing.elements {
      let looked = layout.attributes(for: element.id, viewport: viewport)
      if looked != element {
        note(
          .attributesLookup,
          "attributes(for: \(element.id)) is \(looked.map { "\($0)" } ?? "nil") but the layout lists \(element) \(listing.at)",
          &scope)
      }
    }
    var absent: [ElementID] = [
      .cell(section: -1, item: 0), .header(section: layout.sectionCount),
      .footer(section: layout.sectionCount),
    ]
    if listing.everything {
      let input = listing.input
      absent.append(.cell(section: layout.sectionCount, item: 0))
      for section in 0..<min(layout.sectionCount, input.sections.count, 64) {
        absent.append(.cell(section: section, item: input.sections[section].itemCount))
        absent.append(.cell(section: section, item: -1))
        if !listing.ids.contains(.header(section: section)) {
          absent.append(.header(section: section))
        }
        if !listing.ids.contains(.footer(section: section)) {
          absent.append(.footer(section: section))
        }
      }
    }
    for id in absent {
      if let found = layout.attributes(for: id, viewport: viewport) {
        note(
          .attributesLookup,
          "attributes(for: \(id)) is \(found), but the layout has no such element \(listing.at)",
          &scope)
      }
    }
  }

  /// ``ConformanceRule/hitTest`` and ``ConformanceRule/rectQuery``: hit-tests and rect queries
  /// equal a linear scan of the listing. One function for both because ``QueryAgreement`` draws
  /// their points and rects from one generator, interleaved.
  func checkQueriesAgreeWithScan(
    _ listing: Listing, _ scope: inout CaseScope, using generator: inout SeededGenerator
  ) {
    let mismatches = QueryAgreement.classifiedMismatches(
      of: listing.layout, viewport: listing.viewport,
      region: listing.everything ? nil : Self.span(of: listing.elements, in: listing.layout),
      using: &generator)
    for mismatch in mismatches {
      note(
        mismatch.query == .hitTest ? .hitTest : .rectQuery, "\(mismatch.message) \(listing.at)",
        &scope)
    }
  }

  /// Where a window of elements can be checked against a linear scan: the band along the scroll
  /// axis from the window's first element to the end of its last (the window lists everything in
  /// between), across the whole content. Half-open at the far end, so a neighbour outside the
  /// window that starts where the window ends is never asked about.
  static func span(of window: [LayoutAttributes], in layout: any PreparedLayout) -> Rect {
    let axis = layout.scrollDirection.scrollAxis
    let frames = window.map(\.frame).filter { $0.isFinite && !$0.isEmpty }
    guard let low = frames.map({ $0.minimum(along: axis) }).min(),
      let high = frames.map({ $0.minimum(along: axis) + $0.extent(along: axis) }).max()
    else { return .zero }
    let across = layout.contentSize.value(along: axis.other)
    let acrossExtent = across.isFinite ? max(0, across) : 0
    return Rect(
      axis: axis, along: low, across: -20, alongExtent: high - low, acrossExtent: acrossExtent + 40)
  }
}
