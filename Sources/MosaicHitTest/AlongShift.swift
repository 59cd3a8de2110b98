import MosaicCore

/// How a query's frames are moved along the scroll axis: not at all (an index over frames stored
/// where they are), by a page's origin (frames stored relative to it), or by a page's origin and
/// onto the pixel grid. The scans are generic over it, so each is written once and specialised
/// for all three.
protocol AlongShift {
  /// True when moving changes nothing, so bucket bounds are exact and need no slack.
  static var isExact: Bool { get }
  /// `value`, stored, at its place: `origin + value`, rounded to the pixel grid by
  /// ``PixelShifted``.
  func moved(_ value: Double) -> Double
  /// `value`, placed, back where it is stored: `value − origin` (may round).
  func movedBack(_ value: Double) -> Double
  /// A bound on how far from `relative`, a moved-back value, a stored value lies whose moved
  /// value is the value `relative` was moved back from: the rounding of `movedBack`, plus half a
  /// pixel when ``moved(_:)`` rounds to the pixel grid.
  func slack(relative: Double) -> Double
}

/// Frames where they are stored: every move is the value itself, exactly.
struct Unshifted: AlongShift {
  static var isExact: Bool { true }
  @inline(__always) func moved(_ value: Double) -> Double { value }
  @inline(__always) func movedBack(_ value: Double) -> Double { value }
  @inline(__always) func slack(relative: Double) -> Double { 0 }
}

/// Frames stored relative to `origin` along the axis.
struct Shifted: AlongShift {
  static var isExact: Bool { false }
  /// Where the frames' 0 lies along the axis.
  let origin: Double
  @inline(__always) func moved(_ value: Double) -> Double { origin + value }
  @inline(__always) func movedBack(_ value: Double) -> Double { value - origin }
  @inline(__always) func slack(relative: Double) -> Double {
    BucketIndex.slack(origin: origin, relative: relative)
  }
}

/// Frames stored relative to `origin` along the axis whose minimums along it are placed on the
/// pixel grid of `grid` when there is one: `(origin + value).roundedToPixel(scale:)`, extents as
/// stored (UIKit's flow rounds each origin so; a page cannot round its own frames, since where it
/// is placed is not known when it is laid out). Rounding moves a value by at most half a pixel,
/// which the slack adds. Without a grid, ``Shifted``'s arithmetic, a branch more a frame: what a
/// rect query over pages uses either way, since its scan is inlined only when it is called from
/// one place (two scans, one for each placement, measured 5,171 → 12,089 instructions for a
/// 390×844 rect over 10^6 waterfall cells, callgrind).
struct PixelShifted: AlongShift {
  static var isExact: Bool { false }
  /// Where the frames' 0 lies along the axis.
  let origin: Double
  /// The pixel grid, if any.
  let grid: PixelGrid?
  @inline(__always) func moved(_ value: Double) -> Double {
    guard let grid else { return origin + value }
    return grid.rounded(origin + value)
  }
  @inline(__always) func movedBack(_ value: Double) -> Double { value - origin }
  @inline(__always) func slack(relative: Double) -> Double {
    BucketIndex.slack(origin: origin, relative: relative) + (grid?.halfPixel ?? 0)
  }
}
