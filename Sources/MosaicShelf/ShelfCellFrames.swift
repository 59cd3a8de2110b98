import MosaicCore

/// The cell frames of one section of a base layout, read the cheapest way it offers.
enum ShelfCellFrames {
  /// Calls `body` with the frame of each cell of `section` (items `0..<itemCount` of `base`), in
  /// item order, while it returns true.
  /// - Complexity: O(itemCount): frames read from the base's ``PreparedLayout/cellFrameStore``
  ///   when it has one, else one attribute look-up each (missing cells skipped); no allocation.
  static func forEach(
    ofSection section: Int, itemCount: Int, in base: any PreparedLayout,
    _ body: (Rect) -> Bool
  ) {
    if let store = base.cellFrameStore {
      guard section < store.sectionCount else { return }
      for element in store.cellRange(ofSection: section) where !body(store.frame(at: element)) {
        return
      }
      return
    }
    let viewport = base.preparedViewport
    for item in 0..<itemCount {
      guard
        let cell = base.attributes(for: .cell(section: section, item: item), viewport: viewport)?
          .frame
      else { continue }
      if !body(cell) { return }
    }
  }
}
