import MosaicCore

extension CarouselGeometry {
  /// The data item virtual item `virtualItem` shows: `virtualItem mod count` (never negative);
  /// 0 when there is no data.
  /// - Complexity: O(1).
  public func dataIndex(ofVirtualItem virtualItem: Int) -> Int {
    guard count > 0 else { return 0 }
    let remainder = virtualItem % count
    return remainder < 0 ? remainder + count : remainder
  }

  /// The first virtual item of the middle copy, `(multiplier / 2)·count`: where a carousel starts,
  /// so that it can be scrolled backwards from the first page, and where it recentres to.
  /// - Complexity: O(1).
  public var middleCopyStart: Int { (multiplier / 2) * count }

  /// True when the data is repeated (more than one copy), so the carousel can wrap by moving
  /// through the copies.
  /// - Complexity: O(1).
  public var isRepeated: Bool { multiplier > 1 }

  /// The content offset along the scroll axis at which `virtualItem` rests: `i·pitch −
  /// insetLeading` (centred in the viewport when the carousel centres items).
  /// - Complexity: O(1).
  public func restingOffset(ofVirtualItem virtualItem: Int) -> Double {
    Double(virtualItem) * pitch - insetLeading
  }

  /// The fractional virtual index at content offset `offset` (along the scroll axis): 2.5 is
  /// halfway from the resting offset of item 2 to that of item 3. `nil` when the pitch is 0 (the
  /// offset then says nothing about the item) or the result is not finite.
  /// - Complexity: O(1).
  public func position(atOffset offset: Double) -> Double? {
    guard pitch > 0 else { return nil }
    let position = (offset + insetLeading) / pitch
    return position.isFinite ? position : nil
  }

  /// `value` rounded toward zero and clamped into `0..<virtualCount` (which must not be empty);
  /// NaN gives 0. Safe for any `Double`: it is clamped before it is converted.
  /// - Complexity: O(1).
  func clampedVirtualItem(_ value: Double) -> Int {
    guard value > 0 else { return 0 }
    let last = virtualCount - 1
    return value >= Double(last) ? last : Int(value)
  }

  /// The virtual item resting nearest to content offset `offset`; `nil` when there are no items,
  /// 0 when the pitch is 0.
  /// - Complexity: O(1).
  public func nearestVirtualItem(toOffset offset: Double) -> Int? {
    guard virtualCount > 0 else { return nil }
    guard let position = position(atOffset: offset) else { return 0 }
    return clampedVirtualItem(position.rounded())
  }

  /// The `count` consecutive virtual items centred on the item resting nearest to `offset`,
  /// clamped into the virtual range: one copy of the data, each data item exactly once. Empty
  /// when there are no items.
  /// - Complexity: O(1).
  public func window(aroundOffset offset: Double) -> Range<Int> {
    guard let centre = nearestVirtualItem(toOffset: offset) else { return 0..<0 }
    let first = min(max(0, centre - count / 2), virtualCount - count)
    return first..<(first + count)
  }
}
