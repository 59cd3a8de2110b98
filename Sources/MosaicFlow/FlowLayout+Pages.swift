import MosaicCore

/// What a layout shares with another: how an update's reuse of unchanged lines can be observed.
extension FlowLayout {
  /// The number of distinct pages holding the lines of the sections that are not grids.
  /// - Complexity: O(segments).
  package var pageCount: Int {
    var pages = Set<ObjectIdentifier>()
    for block in directory.blocks {
      for entry in block.allCells {
        for segment in entry.segments { pages.insert(ObjectIdentifier(segment.page)) }
      }
    }
    return pages.count
  }

  /// The cells of this layout whose lines sit in a page `other` holds too: after an update, the
  /// cells it kept from the layout it was updated from rather than laid out again.
  /// - Complexity: O(segments of both).
  package func cellsSharingPages(with other: FlowLayout) -> Int {
    var theirs = Set<ObjectIdentifier>()
    for block in other.directory.blocks {
      for entry in block.allCells {
        for segment in entry.segments { theirs.insert(ObjectIdentifier(segment.page)) }
      }
    }
    var shared = 0
    for block in directory.blocks {
      for entry in block.allCells {
        for segment in entry.segments where theirs.contains(ObjectIdentifier(segment.page)) {
          shared += segment.itemCount
        }
      }
    }
    return shared
  }
}
