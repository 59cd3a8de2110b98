import MosaicCore

/// The identities `mosaic simulate` gives sections, for `applySnapshot`: the document's sections
/// are `"0"`, `"1"`, …; a section a `batch` inserts is `"s1"`, `"s2"`, … in order; a snapshot
/// names its own.
struct SectionNames {
  /// One name per current section.
  var names: [String]
  /// Sections batches inserted so far.
  var inserted = 0

  /// The document's `count` sections.
  init(count: Int) {
    names = (0..<count).map(String.init)
  }

  /// Follows a batch: a section continuing an old one keeps its name, an inserted one gets the
  /// next `"sN"` (skipping names in use, which a snapshot may have taken).
  /// - Complexity: O(sections).
  mutating func follow(_ change: LayoutChange) {
    var used = Set(names)
    names = change.sections.map { entry in
      if let old = entry.oldSection, names.indices.contains(old) { return names[old] }
      var name: String
      repeat {
        inserted += 1
        name = "s\(inserted)"
      } while used.contains(name)
      used.insert(name)
      return name
    }
  }
}
