/// What an update hands the writer of a page it lays out again from where an old page started,
/// in the state that page started in (``SectionWriter/reuse``): the old page, and where its
/// items and the new ones differ, as offsets from the page's first item. Items before
/// ``changed`` are the old page's, with their sizes; from ``newChangedEnd`` in the new items
/// and ``oldChangedEnd`` in the old page's, old items follow again, unchanged, up to
/// ``oldUnchangedEnd`` in the old page's.
///
/// A strategy may copy what it knows these decide of the old page rather than lay it out again:
/// a flow, the lines before the one the first change may reach, and the lines after the change
/// from the first that starts where an old line started in the same state (moved along the
/// scroll axis). Given only for a page of one section cut into pages, written from 0.
public struct PageReuse: Sendable {
  /// The old page.
  public let page: LayoutPage
  /// The offset of the first item that may differ.
  public let changed: Int
  /// The offset, among the new items, after which they are old ones again.
  public let newChangedEnd: Int
  /// The offset, among the old page's items, of the first old item after the change.
  public let oldChangedEnd: Int
  /// The offset, among the old page's items, where the next change starts (`Int.max` when none
  /// follows in the section).
  public let oldUnchangedEnd: Int
  /// True when the old page ends its section (and so the new one, asked for the same items,
  /// ends it too).
  public let oldEndsSection: Bool

  /// The offset among the new items of old item offset `old`, at or after ``oldChangedEnd``.
  public func newOffset(ofOld old: Int) -> Int { old + newChangedEnd - oldChangedEnd }
}
