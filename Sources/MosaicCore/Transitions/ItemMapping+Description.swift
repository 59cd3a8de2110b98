extension ItemMapping: CustomStringConvertible {
  /// The most entries a description lists of each kind before it counts the rest.
  static let describedEntries = 8

  /// What the batch did, briefly: the section counts, sections deleted, inserted or moved, then
  /// explicit moves, deletes, inserts and reloads of items, each list cut after a few entries
  /// with a count of the rest — `ItemMapping(sections 2 → 2; moved [0, 1] → [1, 0]; deleted [0,
  /// 3]; inserted [0, 0])`, or `ItemMapping(sections 3 → 3; nothing changed)`.
  /// - Complexity: O(sections + changes); never the items of a whole section.
  public var description: String {
    var parts = ["sections \(oldItemCounts.count) → \(newItemCounts.count)"]
    let limit = Self.describedEntries
    func list<T>(_ name: String, _ entries: [T], total: Int, _ show: (T) -> String) {
      guard total > 0 else { return }
      var text = "\(name) " + entries.prefix(limit).map(show).joined(separator: ", ")
      if total > limit { text += " … (\(total) in all)" }
      parts.append(text)
    }
    var deletedSections: [String] = []
    for (old, new) in newSectionOfOld.enumerated() where new == nil {
      deletedSections.append("\(old) (\(oldItemCounts[old]) items)")
    }
    var insertedSections: [String] = []
    var movedSections: [String] = []
    for (new, old) in oldSectionOfNew.enumerated() {
      if let old {
        if old != new { movedSections.append("\(old) → \(new)") }
      } else {
        insertedSections.append("\(new) (\(newItemCounts[new]) items)")
      }
    }
    list("deleted sections", deletedSections, total: deletedSections.count) { $0 }
    list("inserted sections", insertedSections, total: insertedSections.count) { $0 }
    list("moved sections", movedSections, total: movedSections.count) { $0 }
    list("moved", movedTo.prefix(limit), total: movedTo.count) { "\($0.0) → \($0.1)" }
    var deleted: [IndexPath] = []
    var deletedCount = 0
    for (section, items) in departures.sorted(by: { $0.key < $1.key }) {
      for item in items where movedTo[IndexPath(section: section, item: item)] == nil {
        deletedCount += 1
        if deleted.count < limit { deleted.append(IndexPath(section: section, item: item)) }
      }
    }
    list("deleted", deleted, total: deletedCount) { "\($0)" }
    var inserted: [IndexPath] = []
    var insertedCount = 0
    for (section, items) in arrivals.sorted(by: { $0.key < $1.key })
    where oldSectionOfNew[section] != nil {
      for item in items where movedFrom[IndexPath(section: section, item: item)] == nil {
        insertedCount += 1
        if inserted.count < limit { inserted.append(IndexPath(section: section, item: item)) }
      }
    }
    list("inserted", inserted, total: insertedCount) { "\($0)" }
    let reloadedPaths = reloadedItems.sorted()
    list("reloaded", reloadedPaths, total: reloadedPaths.count) { "\($0)" }
    let sections = reloadedSections.sorted()
    list("reloaded sections", sections, total: sections.count) { "\($0)" }
    if parts.count == 1 && oldItemCounts == newItemCounts { parts.append("nothing changed") }
    return "ItemMapping(" + parts.joined(separator: "; ") + ")"
  }
}
