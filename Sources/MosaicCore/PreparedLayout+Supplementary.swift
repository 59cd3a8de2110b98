extension PreparedLayout {
  /// Default: ``attributes(for:viewport:)`` for each section's header (or footer) in turn until
  /// one is found.
  /// - Complexity: O(sections) look-ups when none is found.
  public func firstSection(withSupplementary category: ElementCategory) -> Int? {
    guard category.isHeaderOrFooter else { return nil }
    let viewport = preparedViewport
    for section in 0..<Swift.max(0, sectionCount)
    where attributes(
      for: ElementID(category: category, section: section, item: 0), viewport: viewport) != nil
    {
      return section
    }
    return nil
  }
}
