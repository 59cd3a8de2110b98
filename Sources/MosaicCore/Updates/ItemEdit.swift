/// One run of a continued section's items that may differ from the old section's: the new items
/// at ``items`` take the place of ``oldItemCount`` old items. Part of ``LayoutChange/runs``.
///
/// A resize of item 7 is `ItemEdit(items: 7..<8, oldItemCount: 1)`, an insertion of two items
/// there `7..<9` replacing 0, a deletion of three `7..<7` replacing 3.
public struct ItemEdit: Hashable, Sendable {
  /// The new items whose sizes may differ (indices in the new section).
  public var items: Range<Int>
  /// How many old items the run replaces; `nil` (allowed for a section's last run only) for
  /// whatever the section's counts leave: the old count less the items no run touches and the
  /// other runs' old items.
  public var oldItemCount: Int?

  /// New items `items` in place of `oldItemCount` old ones (`nil`: what the counts leave).
  public init(items: Range<Int>, oldItemCount: Int?) {
    self.items = items
    self.oldItemCount = oldItemCount
  }
}
