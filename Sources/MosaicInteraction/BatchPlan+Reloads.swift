import MosaicCore

extension BatchPlan {
  /// Validates `reloadSections` (old indexes). A reload keeps the section and its data; UIKit
  /// performs it as a delete and an insert, so it may not meet a delete or a move of the same
  /// section.
  mutating func planSectionReloads(model: Model) throws(LayoutError) {
    for (position, section) in update.reloadSections.enumerated() {
      let field = "batch.reloadSections[\(position)]"
      try model.checkSectionExists(section, action: "reload", field: field)
      guard !deletedSections.contains(section) else {
        throw LayoutError(
          path: field, message: "attempt to delete and reload the same section (\(section))")
      }
      guard movedSections[section] == nil else {
        throw LayoutError(
          path: field, message: "attempt to move and reload the same section (\(section))")
      }
      reloadedSections.insert(section)
    }
  }

  /// Validates `reloadItems` (old index paths), after the deletes and moves they may clash with.
  /// A reload keeps the item, its identity and its size, at its place.
  mutating func planItemReloads(model: Model) throws(LayoutError) {
    for (position, path) in update.reloadItems.enumerated() {
      let field = "batch.reloadItems[\(position)]"
      try model.checkItemExists(
        path, action: "reload", preposition: "from", when: " before the update", field: field)
      // Like a delete, a reload in a section that goes away is redundant, and dropped.
      if deletedSections.contains(path.section) { continue }
      guard !deletedItems.contains(path) else {
        throw LayoutError(
          path: field, message: "attempt to delete and reload the same index path (\(path))")
      }
      guard movedOut[path] == nil else {
        throw LayoutError(
          path: field, message: "attempt to move and reload the same index path (\(path))")
      }
      reloadedItems.insert(path)
    }
  }
}
