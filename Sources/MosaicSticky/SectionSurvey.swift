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

  /// Surveys `base`. A base that stacks its sections by construction
  /// (``/MosaicCore/PreparedLayout/stacksSectionsAlongScrollAxis``) has its order taken as given,
  /// and the survey stops once it has found what it looks for: a drag under pinned headers then
  /// costs the sections up to the first header, not every section.
  /// - Complexity: O(sections) calls of `sectionFrame` when the order must be checked; header,
  ///   footer and cell look-ups stop at the first one found.
  init(of base: any PreparedLayout, viewport: Viewport, options: StickyOptions) {
    let axis = base.scrollDirection.scrollAxis
    let checksOrder = !base.stacksSectionsAlongScrollAxis
    var lookForHeader = options.headers
    var lookForFooter = options.footers
    var previousStart = -Double.infinity
    var previousEnd = -Double.infinity
    for section in 0..<base.sectionCount {
      if !checksOrder && !lookForHeader && !lookForFooter && cellZIndex != nil { break }
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
      if lookForHeader, base.attributes(for: .header(section: section), viewport: viewport) != nil {
        hasHeader = true
        lookForHeader = false
      }
      if lookForFooter, base.attributes(for: .footer(section: section), viewport: viewport) != nil {
        hasFooter = true
        lookForFooter = false
      }
      if cellZIndex == nil {
        cellZIndex =
          base.attributes(for: .cell(section: section, item: 0), viewport: viewport)?
          .zIndex
      }
    }
  }
}
