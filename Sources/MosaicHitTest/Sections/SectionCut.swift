/// Where a page of a section ends, as a ``SectionLayoutStrategy`` that cuts sections into pages
/// reports it (``SectionLayoutStrategy/layOutItems(_:of:options:continuing:into:)``): how far on
/// the next page starts, the state the layout goes on from there, and — for a layout that can be
/// cut only between some items (a flow between its lines) — the item the page ends before.
///
/// Two cuts with equal continuations at the same item lead to the same frames: that is how an
/// update tells that its new layout has realigned with the old one.
public struct SectionCut: Equatable, Sendable {
  /// Where the next page starts along the scroll axis, relative to this page's origin; at the
  /// section's last page, where the section ends (the next section starts).
  public var length: Double
  /// What the layout needs to lay out the next items, relative to the next page's origin (a
  /// waterfall's column ends, a list's nothing). At the section's end, what the section's last
  /// page depends on beyond its items, usually nothing (see
  /// ``SectionLayoutStrategy/endState(after:of:changing:options:)``).
  public var continuation: [Double]
  /// The item the page ends before when it is not the end of the items asked for: a layout that
  /// ``SectionLayoutStrategy/choosesPageEnds`` ends the page at the last place it can cut within
  /// them, or at the first after them when there is none within (a flow at a line's end, since a
  /// line's frames depend on all of its items). `nil`: the page holds exactly the items asked
  /// for.
  public var end: Int?

  /// A cut `length` on, going on from `continuation`, the page ending before item `end` (`nil`:
  /// after the items asked for).
  public init(length: Double, continuation: [Double] = [], end: Int? = nil) {
    self.length = length
    self.continuation = continuation
    self.end = end
  }
}
