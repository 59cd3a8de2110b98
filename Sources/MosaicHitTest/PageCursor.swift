/// Where a page of a ``PagedLayout`` is: its number, its block and its index in the block. An
/// update walking old pages one after another moves a cursor (``PagedLayout/cursor(after:)``)
/// rather than searching the blocks for each page.
package struct PageCursor: Sendable, Equatable {
  /// The page's number in the layout.
  package var page: Int
  /// The block holding it.
  package var block: Int
  /// Its index in the block.
  package var local: Int
}
