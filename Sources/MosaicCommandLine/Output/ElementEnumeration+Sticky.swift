import MosaicCore
import MosaicSticky

extension ElementEnumeration {
  /// Sticky's `allElements` rule, streamed: the base's elements without headers and footers,
  /// split after their leading run of cells; that run, then every section's header, then every
  /// section's footer (as sticky places them at `viewport`), then the rest of the base's.
  /// - Complexity: two enumerations of the base, plus three base look-ups per section.
  static func streamSticky(
    _ sticky: StickyLayout, viewport: Viewport,
    _ body: (LayoutAttributes) throws(LayoutError) -> Void
  ) throws(LayoutError) {
    func isSupplementary(_ attributes: LayoutAttributes) -> Bool {
      attributes.id.category == .header || attributes.id.category == .footer
    }
    var leadingCells = 0
    var inLeadingRun = true
    try forEachElement(of: sticky.base, viewport: viewport) { (attributes) throws(LayoutError) in
      guard inLeadingRun, !isSupplementary(attributes) else { return }
      guard attributes.id.category == .cell else {
        inLeadingRun = false
        return
      }
      leadingCells += 1
      try body(attributes)
    }
    for category in [ElementCategory.header, .footer] {
      for section in 0..<sticky.sectionCount {
        let id = ElementID(category: category, section: section, item: 0)
        if let attributes = sticky.attributes(for: id, viewport: viewport) { try body(attributes) }
      }
    }
    var skipped = 0
    try forEachElement(of: sticky.base, viewport: viewport) { (attributes) throws(LayoutError) in
      guard !isSupplementary(attributes) else { return }
      guard skipped == leadingCells else {
        skipped += 1
        return
      }
      try body(attributes)
    }
  }
}
