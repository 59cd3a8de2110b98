/// How a query's frames are moved along the scroll axis: not at all (an index over frames stored
/// where they are), or by a page's origin (frames stored relative to it). The scans are generic
/// over it, so each is written once and specialised for both.
protocol AlongShift {
  /// True when moving changes nothing, so bucket bounds are exact and need no slack.
  static var isExact: Bool { get }
  /// `value`, stored, at its place: `origin + value`.
  func moved(_ value: Double) -> Double
  /// `value`, placed, back where it is stored: `value − origin` (may round).
  func movedBack(_ value: Double) -> Double
  /// A bound on the rounding `movedBack` may bring to `relative`, a moved-back value.
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
