extension LayoutChange {
  /// Checks that the change fits the data it claims to relate: one entry per new section, each
  /// old section continued at most once, in range and with the same header and footer sizes, and
  /// each changed range within its section, leaving no more unchanged items than the old section
  /// has.
  /// - Throws: ``LayoutError`` naming `change.sections` or `change.sections[i]`.
  /// - Complexity: O(old sections + new sections).
  public func validate(old: [SectionData], new: [SectionData]) throws(LayoutError) {
    guard sections.count == new.count else {
      throw LayoutError(
        path: "change.sections",
        message: "has \(sections.count) entries for \(new.count) sections")
    }
    var continued = [Bool](repeating: false, count: old.count)
    // Sections read in place: one copied out of an array costs a retain and a release of its
    // sizes, which over 1,000 sections was most of this check.
    try old.withUnsafeBufferPointer { (old) throws(LayoutError) in
      try new.withUnsafeBufferPointer { (new) throws(LayoutError) in
        for (index, change) in sections.enumerated() {
          try Self.validate(change, at: index, old: old, new: new, continued: &continued)
        }
      }
    }
  }

  /// Checks entry `index` of a change against the old and new sections, marking in `continued`
  /// the old section it continues.
  private static func validate(
    _ change: SectionChange, at index: Int, old: UnsafeBufferPointer<SectionData>,
    new: UnsafeBufferPointer<SectionData>, continued: inout [Bool]
  ) throws(LayoutError) {
    // Spelled only on failure: validating a change of many sections allocates no strings.
    func path() -> String { "change.sections[\(index)]" }
    let newCount = max(0, new[index].itemCount)
    let range = change.changedItems
    guard range.lowerBound >= 0, range.upperBound <= newCount else {
      throw LayoutError(
        path: "\(path()).changedItems",
        message: "\(range) is outside the section's \(newCount) items")
    }
    guard let oldSection = change.oldSection else { return }
    guard oldSection >= 0, oldSection < old.count else {
      throw LayoutError(
        path: "\(path()).oldSection",
        message: "\(oldSection) is not a section of the old data (\(old.count) sections)")
    }
    guard !continued[oldSection] else {
      throw LayoutError(
        path: "\(path()).oldSection",
        message: "old section \(oldSection) is continued by two sections")
    }
    continued[oldSection] = true
    guard old[oldSection].header == new[index].header,
      old[oldSection].footer == new[index].footer
    else {
      throw LayoutError(
        path: "\(path()).oldSection",
        message:
          "old section \(oldSection) has another header or footer size: it is a new section")
    }
    let kept = range.lowerBound + (newCount - range.upperBound)
    let oldCount = max(0, old[oldSection].itemCount)
    guard kept <= oldCount else {
      throw LayoutError(
        path: "\(path()).changedItems",
        message: "keeps \(kept) items of old section \(oldSection), which has \(oldCount)")
    }
  }
}
