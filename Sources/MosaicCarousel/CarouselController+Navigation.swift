import MosaicCore

extension CarouselController {
  /// Moves to the next item, wrapping past the end: within the repeated range that is simply the
  /// next virtual item (recentring if needed); with a single copy, past the last page it jumps
  /// back to page 0. Returns the new page; `nil` when there is no data.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func next() -> Int? {
    guard let current = currentVirtualIndex else { return nil }
    settle(at: current + 1)
    return currentPage
  }

  /// Moves to the previous item, wrapping past the start. Returns the new page; `nil` when there
  /// is no data.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func previous() -> Int? {
    guard let current = currentVirtualIndex else { return nil }
    settle(at: current - 1)
    return currentPage
  }

  /// Scrolls to `page` the shorter way round (see ``distance(toPage:)``). Returns the new page;
  /// `nil` when there is no data or `page` is not in `0..<pageCount` (nothing changes then).
  /// - Complexity: O(1).
  @discardableResult
  public mutating func scroll(toPage page: Int) -> Int? {
    guard let current = currentVirtualIndex, let step = distance(toPage: page) else { return nil }
    settle(at: current + step)
    return currentPage
  }

  /// The signed number of items from the current one to `page` the shorter way round: when the
  /// data is repeated, forward or backward through the copies, whichever passes fewer items (a
  /// tie goes the direct way, not across the end of the data, as iCarousel's
  /// `minScrollDistance`); with a single copy, the direct way. `nil` when there is no data or
  /// `page` is not in `0..<pageCount`.
  /// - Complexity: O(1).
  public func distance(toPage page: Int) -> Int? {
    guard let current = currentVirtualIndex, page >= 0, page < geometry.count else { return nil }
    let count = geometry.count
    let direct = page - geometry.dataIndex(ofVirtualItem: current)
    guard geometry.isRepeated else { return direct }
    let forward = (direct + count) % count
    let backward = forward - count
    if forward == -backward { return direct }
    return forward < -backward ? forward : backward
  }

  /// Rests at `virtualItem`, brought into the virtual range first (the same page in the middle
  /// copy when the data is repeated, `virtualItem mod count` otherwise), then recentres.
  mutating func settle(at virtualItem: Int) {
    guard geometry.count > 0 else { return }
    var target = virtualItem
    if target < 0 || target >= geometry.virtualCount {
      let page = geometry.dataIndex(ofVirtualItem: target)
      target = geometry.isRepeated ? geometry.middleCopyStart + page : page
    }
    currentVirtualIndex = target
    offset = geometry.restingOffset(ofVirtualItem: target)
    recentreIfNeeded()
  }

  /// When the current item is within one copy of either end of the virtual range, moves to the
  /// same page in the middle copy, shifting ``offset`` by the same whole number of pitches (any
  /// fraction of a page, mid-drag, is kept). The visible page does not change.
  /// - Complexity: O(1).
  public mutating func recentreIfNeeded() {
    guard geometry.isRepeated, let current = currentVirtualIndex else { return }
    let count = geometry.count
    guard current < count || current >= geometry.virtualCount - count else { return }
    let target = geometry.middleCopyStart + geometry.dataIndex(ofVirtualItem: current)
    guard target != current else { return }
    offset += Double(target - current) * geometry.pitch
    currentVirtualIndex = target
  }
}
