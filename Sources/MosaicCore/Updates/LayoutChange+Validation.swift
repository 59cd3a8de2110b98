extension LayoutChange {
  /// Checks that the change fits the data it claims to relate: one entry per new section, each
  /// old section continued at most once, in range and with the same header and footer sizes, and
  /// each section's runs of changed items in order, inside it and fitting both sections' counts
  /// (``SectionChange/spans(oldCount:newCount:)``).
  /// - Throws: ``LayoutError`` naming `change.sections` or `change.sections[i]`.
  /// - Complexity: O(old sections + new sections + runs).
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
    guard let oldSection = change.oldSection else {
      do { _ = try change.checkRuns(newCount: newCount, oldCount: nil) } catch {
        throw error.nested(under: path())
      }
      return
    }
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
    do {
      try change.forEachSpan(oldCount: old[oldSection].itemCount, newCount: newCount) { _ in }
    } catch {
      throw error.nested(under: path())
    }
  }
}
