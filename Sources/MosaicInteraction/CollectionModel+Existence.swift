import MosaicCore

extension CollectionModel {
  /// Throws unless `section` is a section of this model, in UIKit's wording for the operation:
  /// "attempt to delete section 4, but there are only 3 sections before the update".
  /// - Complexity: O(1).
  func checkSectionExists(_ section: Int, action: String, field: @autoclosure () -> String)
    throws(LayoutError)
  {
    guard section >= 0, section < sectionCount else {
      throw LayoutError(
        path: field(),
        message:
          "attempt to \(action) section \(section), but there are only \(sectionCount) sections before the update"
      )
    }
  }

  /// Throws unless `path` names an item of this model, in UIKit's wording for the operation:
  /// "attempt to delete item 3 from section 0 which only contains 2 items before the update".
  /// - Parameters:
  ///   - action: the verb and its preposition (`"delete"`, `"from"`; `"resize"`, `"in"`).
  ///   - when: what the counts refer to (`" before the update"`), or `""`.
  ///   - field: the path the error names.
  /// - Complexity: O(1).
  func checkItemExists(
    _ path: IndexPath, action: String, preposition: String, when: String,
    field: @autoclosure () -> String
  ) throws(LayoutError) {
    var item: String {
      "attempt to \(action) item \(path.item) \(preposition) section \(path.section)"
    }
    guard path.section >= 0, path.section < sectionCount else {
      throw LayoutError(
        path: field(), message: "\(item), but there are only \(sectionCount) sections\(when)")
    }
    let count = itemCount(inSection: path.section)
    guard path.item >= 0, path.item < count else {
      throw LayoutError(path: field(), message: "\(item) which only contains \(count) items\(when)")
    }
  }
}
