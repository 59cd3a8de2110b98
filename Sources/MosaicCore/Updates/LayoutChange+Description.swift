extension LayoutChange: CustomStringConvertible {
  /// The most sections a description lists before it counts the rest.
  static let describedSections = 8

  /// The sections the change touches, briefly, and how many it leaves as they were —
  /// `LayoutChange(section 0: old 0, items 3..<5; section 2: new, items 0..<10; 1 unchanged)`;
  /// a section with finer runs lists them (`runs 3..<4 for 1 old, 90..<91 for 1 old`).
  /// - Complexity: O(sections + runs).
  public var description: String {
    var parts: [String] = []
    var listed = 0
    var unchanged = 0
    var more = 0
    for (index, section) in sections.enumerated() {
      if section.oldSection == index && section.changedItems.isEmpty && runs[index] == nil {
        unchanged += 1
        continue
      }
      guard listed < Self.describedSections else {
        more += 1
        continue
      }
      listed += 1
      var text = "section \(index): \(section)"
      if let edits = runs[index] {
        text += ", runs " + edits.map(\.description).joined(separator: ", ")
      }
      parts.append(text)
    }
    if more > 0 { parts.append("… \(more) more changed") }
    if unchanged > 0 { parts.append("\(unchanged) unchanged") }
    if parts.isEmpty { parts.append("no sections") }
    return "LayoutChange(" + parts.joined(separator: "; ") + ")"
  }
}

extension SectionChange: CustomStringConvertible {
  /// `old 3, items 2..<4` (continuing old section 3, sizes changed at new items 2..<4),
  /// `old 3, unchanged`, or `new, items 0..<10`.
  public var description: String {
    guard let oldSection else { return "new, items \(changedItems)" }
    return changedItems.isEmpty
      ? "old \(oldSection), unchanged" : "old \(oldSection), items \(changedItems)"
  }
}

extension ItemEdit: CustomStringConvertible {
  /// `3..<5 for 1 old` (new items 3..<5 in place of one old item), or `3..<5 for the rest`.
  public var description: String {
    "\(items) for " + (oldItemCount.map { "\($0) old" } ?? "the rest")
  }
}
