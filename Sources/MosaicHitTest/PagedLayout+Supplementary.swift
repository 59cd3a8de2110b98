import MosaicCore

extension PagedLayout {
  /// Read from the blocks, in order: each knows the first of its sections with a header and
  /// with a footer (`PageBlock.firstSupplementarySection`, from its pages' tables when it is
  /// built), so no element is made and no page read.
  /// - Complexity: O(blocks).
  public func firstSection(withSupplementary category: ElementCategory) -> Int? {
    guard category == .header || category == .footer else { return nil }
    for block in blocks.indices {
      let first = blocks[block].firstSupplementarySection
      if let local = category == .header ? first.header : first.footer {
        return directory.firstSection(block) + local
      }
    }
    return nil
  }
}
