/// Where a page of a section ends, as a ``SectionLayoutStrategy`` that cuts sections into pages
/// reports it (``SectionLayoutStrategy/layOutItems(_:of:options:continuing:into:)``): how far on
/// the next page starts, and the state the layout goes on from there.
///
/// Two cuts with equal continuations at the same item lead to the same frames: that is how an
/// update tells that its new layout has realigned with the old one.
public struct SectionCut: Equatable, Sendable {
  /// Where the next page starts along the scroll axis, relative to this page's origin; at the
  /// section's last page, where the section ends (the next section starts).
  public var length: Double
  /// What the layout needs to lay out the next items, relative to the next page's origin (a
  /// waterfall's column ends, a list's nothing); empty at the section's end.
  public var continuation: [Double]

  /// A cut `length` on, going on from `continuation`.
  public init(length: Double, continuation: [Double] = []) {
    self.length = length
    self.continuation = continuation
  }
}
