import MosaicCore

extension CarouselGeometry {
  /// Where virtual item `virtualItem` starts along the scroll axis, on the pixel grid (rounded
  /// to the nearest pixel, as flow rounds origins).
  /// - Complexity: O(1).
  @inline(__always)
  public func scrollOrigin(ofVirtualItem virtualItem: Int) -> Double {
    (leading + Double(virtualItem) * pitch).roundedToPixel(scale: scale)
  }

  /// The frame of virtual item `virtualItem` when its extent across the scroll axis is
  /// `acrossExtent` (centred in ``dimension``).
  /// - Complexity: O(1).
  @inline(__always)
  public func frame(ofVirtualItem virtualItem: Int, acrossExtent: Double) -> Rect {
    Rect(
      axis: scrollDirection.scrollAxis, along: scrollOrigin(ofVirtualItem: virtualItem),
      across: ((dimension - acrossExtent) / 2).roundedToPixel(scale: scale),
      alongExtent: itemExtent, acrossExtent: acrossExtent)
  }

  /// How many items beyond the exact arithmetic range a query must check: 1 for floating-point
  /// slack, plus the items a half-pixel rounding of origins can move past when there is a scale.
  var candidateMargin: Double {
    guard let scale, pitch > 0 else { return 1 }
    return 1 + min(Double(virtualCount), ((0.5 / scale) / pitch).rounded(.up))
  }

  /// The virtual items that may strictly overlap `low..<high` along the scroll axis: a superset
  /// of the exact answer by at most ``candidateMargin`` items at each end, clamped into the
  /// virtual range; `nil` when none can (no items, items of zero extent, an empty or non-finite
  /// interval).
  /// - Complexity: O(1).
  func candidates(fromScroll low: Double, to high: Double) -> ClosedRange<Int>? {
    guard virtualCount > 0, itemExtent > 0, pitch > 0, low < high else { return nil }
    let margin = candidateMargin
    let first = ((low - leading - itemExtent) / pitch).rounded(.down) - margin
    let last = ((high - leading) / pitch).rounded(.up) + margin
    guard last >= 0, first <= Double(virtualCount - 1) else { return nil }
    return clampedVirtualItem(first)...clampedVirtualItem(last)
  }

  /// The virtual items that may contain the scroll coordinate `value`; `nil` when none can.
  /// - Complexity: O(1).
  func candidates(containing value: Double) -> ClosedRange<Int>? {
    guard virtualCount > 0, itemExtent > 0, pitch > 0, value.isFinite else { return nil }
    let margin = candidateMargin
    let centre = ((value - leading) / pitch).rounded(.down)
    guard centre + margin >= 0, centre - margin <= Double(virtualCount - 1) else { return nil }
    return clampedVirtualItem(centre - margin)...clampedVirtualItem(centre + margin)
  }
}
