import MosaicCore

extension PagedLayout {
  /// Read from the blocks, in order: each noted the first of its sections with a header and
  /// with a footer when it was built (`PageBlock.firstSupplementary`, from its pages' notes), so
  /// no element is made and no page read.
  /// - Complexity: O(blocks).
  public func firstSection(withSupplementary category: ElementCategory) -> Int? {
    guard category.isHeaderOrFooter else { return nil }
    for block in blocks.indices {
      if let local = blocks[block].firstSupplementary.section(of: category) {
        return directory.firstSection(block) + local
      }
    }
    return nil
  }
}
