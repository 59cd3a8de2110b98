extension ItemMapping {
  /// Every inserted item, at its new index path, in order: items inserted alone and every item
  /// of an inserted section.
  /// - Complexity: O(changes + sections + items of inserted sections).
  public func inserted() -> [IndexPath] {
    var result: [IndexPath] = []
    for (section, old) in oldSectionOfNew.enumerated() {
      if old == nil {
        result += (0..<newItemCounts[section]).map { IndexPath(section: section, item: $0) }
        continue
      }
      for item in arrivals[section] ?? [] {
        let path = IndexPath(section: section, item: item)
        if movedFrom[path] == nil { result.append(path) }
      }
    }
    return result
  }

  /// Every deleted item, at its old index path, in order: items deleted alone and every item of a
  /// deleted section.
  /// - Complexity: O(changes + sections + items of deleted sections).
  public func deleted() -> [IndexPath] {
    var result: [IndexPath] = []
    for (section, new) in newSectionOfOld.enumerated() {
      if new == nil {
        result += (0..<oldItemCounts[section]).map { IndexPath(section: section, item: $0) }
        continue
      }
      for item in departures[section] ?? [] {
        let path = IndexPath(section: section, item: item)
        if movedTo[path] == nil { result.append(path) }
      }
    }
    return result
  }

  /// Every reloaded item, at its new index path, in order: items reloaded alone and every item a
  /// reloaded section keeps.
  /// - Complexity: O(changes + sections + items of reloaded sections).
  public func reloaded() -> [IndexPath] {
    var result: [IndexPath] = []
    for path in reloadedItems where !reloadedSections.contains(path.section) {
      if let new = newIndexPath(forOld: path) { result.append(new) }
    }
    for section in reloadedSections where oldItemCounts.indices.contains(section) {
      for item in 0..<oldItemCounts[section] {
        let old = IndexPath(section: section, item: item)
        if movedTo[old] == nil, let new = newIndexPath(forOld: old) { result.append(new) }
      }
    }
    return result.sorted()
  }

  /// Every surviving item whose index path changed, old → new, in old order: explicit moves,
  /// items shifted by inserts and deletes before them, and every item of a moved section.
  /// - Complexity: O(sections + changes + items whose path changed, times log changes).
  public func moved() -> [(old: IndexPath, new: IndexPath)] {
    var result: [(old: IndexPath, new: IndexPath)] = []
    for (section, new) in newSectionOfOld.enumerated() {
      guard let new else { continue }
      var first = 0
      if new == section {
        // Items before the first departure and the first arrival keep their index.
        let leaving = departures[section]?.first ?? .max
        let landing = arrivals[new]?.first ?? .max
        first = min(leaving, landing, oldItemCounts[section])
      }
      for item in first..<oldItemCounts[section] {
        let old = IndexPath(section: section, item: item)
        if let path = newIndexPath(forOld: old), path != old { result.append((old, path)) }
      }
    }
    return result
  }
}
