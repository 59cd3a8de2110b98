import MosaicCore

/// What ``Sticky`` learns about a base layout once, when it is applied: whether any section has a
/// header or a footer, whether the sections follow each other along the scroll axis (so queries
/// may binary-search them), and the zIndex of the base's cells.
struct SectionSurvey {
  /// True when some section has a header (only looked for when headers pin).
  private(set) var hasHeader = false
  /// True when some section has a footer (only looked for when footers pin).
  private(set) var hasFooter = false
  /// True when every section has a frame and neither its start nor its end along the scroll axis
  /// comes before the previous section's.
  private(set) var sectionsAreOrdered = true
  /// The zIndex of the first cell, `nil` when there is none.
  private(set) var cellZIndex: Int?

  /// Surveys `base`. Whether any section has a header or a footer is the base's to say
  /// (``/MosaicCore/PreparedLayout/firstSection(withSupplementary:)``: flow and paged layouts
  /// read it from what they store, making no element). A base that stacks its sections by
  /// construction (``/MosaicCore/PreparedLayout/stacksSectionsAlongScrollAxis``) has its order
  /// taken as given, and the sections are then walked only to the first with a cell: a drag
  /// under pinned headers costs what the base's answers cost, not a look-up a section.
  /// - Complexity: the base's ``/MosaicCore/PreparedLayout/firstSection(withSupplementary:)``,
  ///   plus O(sections) calls of `sectionFrame` when the order must be checked, else O(sections
  ///   before the first with a cell).
  init(of base: any PreparedLayout, viewport: Viewport, options: StickyOptions) {
    let axis = base.scrollDirection.scrollAxis
    let checksOrder = !base.stacksSectionsAlongScrollAxis
    if options.headers { hasHeader = base.firstSection(withSupplementary: .header) != nil }
    if options.footers { hasFooter = base.firstSection(withSupplementary: .footer) != nil }
    var previousStart = -Double.infinity
    var previousEnd = -Double.infinity
    for section in 0..<base.sectionCount {
      if !checksOrder && cellZIndex != nil { break }
      if checksOrder {
        if let frame = base.sectionFrame(section) {
          let start = frame.minimum(along: axis)
          let end = start + frame.extent(along: axis)
          if !(start >= previousStart && end >= previousEnd) { sectionsAreOrdered = false }
          previousStart = start
          previousEnd = end
        } else {
          sectionsAreOrdered = false
        }
      }
      if cellZIndex == nil, base.itemCount(inSection: section) > 0 {
        cellZIndex =
          base.attributes(for: .cell(section: section, item: 0), viewport: viewport)?
          .zIndex
      }
    }
  }
}
