import MosaicCore

/// The old pages a section laid out again by an update may realign with: those of its old
/// section after the page the new layout resumed from, and how their items are numbered now.
struct RealignmentTarget {
  /// The old layout.
  let layout: PagedLayout
  /// The old pages, in order, that hold the section after the one resumed from.
  let pages: Range<Int>
  /// What an old item number from the changed items on adds to become the new one: the new
  /// count less the old.
  let itemShift: Int
  /// The first new item that is an old one again: the end of the changed items.
  let firstUnchangedItem: Int

  /// Where old page `page` starts, as a new item number.
  func firstItem(ofPage page: Int) -> Int { layout.firstItem(ofPage: page) + itemShift }
}
