extension LayoutChange {
  /// Checks that the change fits the data it claims to relate: one entry per new section, each
  /// old section continued at most once, in range and with the same header and footer sizes, and
  /// each changed range within its section, leaving no more unchanged items than the old section
  /// has; each section's finer ``runs`` in order, spanning its changed range and fitting both
  /// sections' counts.
  /// - Throws: ``LayoutError`` naming `change.sections`, `change.sections[i]` or `change.runs[i]`.
  /// - Complexity: O(old sections + new sections + runs).
  public func validate(old: [SectionData], new: [SectionData]) throws(LayoutError) {
    guard sections.count == new.count else {
      throw LayoutError(
        path: "change.sections",
        message: "has \(sections.count) entries for \(new.count) sections")
    }
    try Self.validate(sections, old: old, new: new)
    try validateRuns(old: old, new: new)
  }

  /// The part of ``validate(old:new:)`` that checks the finer ``runs``: each of a section of the
  /// new data that continues an old one, in order, spanning its changed range and fitting both
  /// sections' counts.
  /// - Precondition: the entries have passed ``validate(old:new:)``'s checks (old sections in
  ///   range).
  /// - Complexity: O(runs + sections with runs × log of them).
  func validateRuns(old: [SectionData], new: [SectionData]) throws(LayoutError) {
    guard !runs.isEmpty else { return }
    for section in runs.keys.sorted() {
      guard section >= 0, section < sections.count else {
        throw LayoutError(
          path: "change.runs[\(section)]",
          message: "is not a section of the new data (\(new.count) sections)")
      }
      guard let oldSection = sections[section].oldSection else {
        throw LayoutError(
          path: "change.runs[\(section)]",
          message: "section \(section) is new: all its items are laid out, it has no runs")
      }
      do {
        try forEachSpan(
          ofSection: section, oldCount: old[oldSection].itemCount,
          newCount: new[section].itemCount
        ) { _ in }
      } catch {
        throw error.nested(under: "change")
      }
    }
  }

  /// Checks `entries`, one a new section, against the old and new sections.
  ///
  /// One pass of plain comparisons, the old sections continued so far marked in a scratch
  /// buffer (on the stack up to about a thousand sections); the first entry that fails is checked
  /// again by ``validate(_:at:old:new:continued:)``, which names what is wrong. Sections are
  /// read in place: one copied out of an array costs a retain and a release of its sizes. Each
  /// entry checked by a call of its own, marking an array, cost about 120 instructions a
  /// section, over 1,000 sections about as much as `Flow`'s own one-item update; this loop,
  /// about 56 (callgrind).
  /// - Complexity: O(old sections + entries).
  private static func validate(
    _ entries: [SectionChange], old: [SectionData], new: [SectionData]
  ) throws(LayoutError) {
    try withUnsafeTemporaryAllocation(of: Bool.self, capacity: old.count) {
      (continued) throws(LayoutError) in
      continued.initialize(repeating: false)
      try entries.withUnsafeBufferPointer { (entries) throws(LayoutError) in
        try old.withUnsafeBufferPointer { (old) throws(LayoutError) in
          try new.withUnsafeBufferPointer { (new) throws(LayoutError) in
            for index in entries.indices
            where !entries[index].passesChecks(at: index, old: old, new: new, continued: continued)
            {
              try validate(entries[index], at: index, old: old, new: new, continued: continued)
            }
          }
        }
      }
    }
  }

  /// Checks entry `index` of a change against the old and new sections, `continued` marking
  /// the old sections earlier entries continue, and throws what is wrong with it: what
  /// ``validate(_:old:new:)`` calls for an entry that fails its checks.
  @inline(never)
  private static func validate(
    _ change: SectionChange, at index: Int, old: UnsafeBufferPointer<SectionData>,
    new: UnsafeBufferPointer<SectionData>, continued: UnsafeMutableBufferPointer<Bool>
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

extension SectionChange {
  /// True when this entry, entry `index` of a change, passes ``LayoutChange/validate(old:new:)``'s
  /// checks against the old and new sections, `continued` marking the old sections earlier
  /// entries continue; then marks the one it continues. The one statement of those rules: the
  /// check that names what is wrong runs where this is false.
  /// - Complexity: O(1).
  @inline(__always)
  func passesChecks(
    at index: Int, old: UnsafeBufferPointer<SectionData>, new: UnsafeBufferPointer<SectionData>,
    continued: UnsafeMutableBufferPointer<Bool>
  ) -> Bool {
    let newCount = max(0, new[index].itemCount)
    let range = changedItems
    guard range.lowerBound >= 0, range.upperBound <= newCount else { return false }
    guard let oldSection else { return true }
    guard oldSection >= 0, oldSection < old.count, !continued[oldSection],
      old[oldSection].header == new[index].header,
      old[oldSection].footer == new[index].footer,
      range.lowerBound + (newCount - range.upperBound) <= max(0, old[oldSection].itemCount)
    else { return false }
    continued[oldSection] = true
    return true
  }
}
