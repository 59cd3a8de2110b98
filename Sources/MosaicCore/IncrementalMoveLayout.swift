/// A prepared layout that can answer "the same data with one item moved within its section" for
/// less than a full prepare: what a drag-to-reorder asks on every change of target.
///
/// The capability is optional: a caller asks `layout as? any IncrementalMoveLayout`, and prepares
/// in full when the layout does not conform or the method returns `nil`.
///
/// The method takes the data the receiver was prepared from (not the moved data), so that the
/// caller need not build the moved section, which for per-item sizes is an O(items) copy per
/// drag update.
public protocol IncrementalMoveLayout: PreparedLayout {
  /// The layout of `sections` with item `from` of `section` moved to index `to` of the same
  /// section (the others keep their order, UIKit's `moveItem(at:to:)`), or `nil` when this layout
  /// cannot produce it for less than a full prepare (then the caller prepares the moved data).
  ///
  /// A non-`nil` result is equal to a full prepare of the moved data with the same strategy and
  /// viewport: every query (`allElements`, rect queries, hit-tests, `attributes(for:)`, section
  /// frames, content size) answers identically.
  ///
  /// - Precondition: `sections` is the data this layout was prepared from. Only counts are
  ///   checked (a mismatch returns `nil`); anything else is the caller's promise, since checking
  ///   it would cost as much as preparing.
  /// - Parameters:
  ///   - section: the section the item moves within.
  ///   - from: the item's index before the move.
  ///   - to: its index after the move.
  ///   - sections: the data this layout was prepared from.
  func layout(movingItemInSection section: Int, from: Int, to: Int, in sections: [SectionData])
    -> (any PreparedLayout)?

  /// This layout as the committed layout of later moves, once the move that produced it is
  /// committed (a drop): a layout that answers moves as a patch over another (an overlay) returns
  /// one that holds the move for good, so the next drag patches it rather than stacking patches.
  /// Equal, query for query, to `self`. Default: `self`.
  func consolidated() -> any PreparedLayout
}

extension IncrementalMoveLayout {
  /// `self`: a layout that is not an overlay is already consolidated.
  public func consolidated() -> any PreparedLayout { self }
}
