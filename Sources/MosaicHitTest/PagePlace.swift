/// One page of a ``PagedLayout`` where it sits in a section: the page and the item its local
/// section 0 continues from there (a page may sit at several, see ``LayoutPage/firstItem``) —
/// or, for a page placed again down its section, `times` places in a row, each `itemStride`
/// items after the last.
package struct PagePlace {
  /// The page.
  package let page: LayoutPage
  /// The item its local section 0 continues from at this place (the first of them).
  package let firstItem: Int
  /// How many places in a row: 1 but for a page placed again.
  package var times = 1
  /// The items from one of those places to the next.
  package var itemStride = 0

  /// `page` at `firstItem`, once.
  package init(page: LayoutPage, firstItem: Int) {
    self.page = page
    self.firstItem = firstItem
  }

  /// `page` at `firstItem` and `times - 1` more places, each `itemStride` items on.
  package init(page: LayoutPage, firstItem: Int, times: Int, itemStride: Int) {
    self.page = page
    self.firstItem = firstItem
    self.times = times
    self.itemStride = itemStride
  }
}
