/// Which column a waterfall section's next item goes to, CHTCollectionViewWaterfallLayout's
/// `ItemRenderDirection`.
public enum ItemRenderDirection: String, Hashable, Sendable, CaseIterable {
  /// The column whose items end earliest along the scroll axis; ties go to the lowest column
  /// index. CHT's default, and the only direction that balances the columns.
  case shortestFirst
  /// Item `i` goes to column `i % columnCount`, counting from the leading edge.
  case leftToRight
  /// Item `i` goes to column `columnCount − 1 − i % columnCount`, counting from the trailing edge.
  case rightToLeft
}
