/// One page of a ``PagedLayout`` where it sits in a section: the page and the item its local
/// section 0 continues from there (a page may sit at several, see ``LayoutPage/firstItem``).
package struct PagePlace {
  /// The page.
  package let page: LayoutPage
  /// The item its local section 0 continues from at this place.
  package let firstItem: Int
}
