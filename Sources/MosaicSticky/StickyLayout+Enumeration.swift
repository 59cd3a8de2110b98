import MosaicCore

extension StickyLayout {
  /// ``allElements(viewport:into:)``'s order, one element at a time: the base's elements without
  /// headers and footers, split after their leading run of cells; that run, then every section's
  /// header, then every section's footer (placed as at `viewport`), then the rest of the base's.
  /// - Complexity: two enumerations of the base, plus three base look-ups per section.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    func isSupplementary(_ attributes: LayoutAttributes) -> Bool {
      attributes.id.category == .header || attributes.id.category == .footer
    }
    var leadingCells = 0
    var inLeadingRun = true
    try base.forEachElement(viewport: viewport) { (attributes) throws(Failure) in
      guard inLeadingRun, !isSupplementary(attributes) else { return }
      guard attributes.id.category == .cell else {
        inLeadingRun = false
        return
      }
      leadingCells += 1
      try body(attributes)
    }
    for category in [ElementCategory.header, .footer] {
      for section in 0..<sectionCount {
        let id = ElementID(category: category, section: section, item: 0)
        if let attributes = self.attributes(for: id, viewport: viewport) { try body(attributes) }
      }
    }
    var skipped = 0
    try base.forEachElement(viewport: viewport) { (attributes) throws(Failure) in
      guard !isSupplementary(attributes) else { return }
      guard skipped == leadingCells else {
        skipped += 1
        return
      }
      try body(attributes)
    }
  }
}
