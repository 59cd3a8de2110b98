extension Double {
  /// This value on the pixel grid of a screen with `scale` pixels a point:
  /// `(self·scale).rounded(rule) / scale`.
  ///
  /// Layouts put origins on the grid by rounding to the nearest pixel (the default, UIKit's
  /// flow rule) and floor extents that must not outgrow their room (`.down`, waterfall columns).
  /// Without a scale, or when `self·scale` overflows (only astronomically large values do), the
  /// value is returned as it is.
  ///
  /// ```swift
  /// 10.3.roundedToPixel(scale: 2)                 // 10.5
  /// 10.3.roundedToPixel(scale: 2, rule: .down)    // 10.0
  /// 10.3.roundedToPixel(scale: nil)               // 10.3
  /// ```
  /// - Complexity: O(1); inlined into the layouts' loops.
  @inlinable @inline(__always)
  public func roundedToPixel(
    scale: Double?, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Double {
    guard let scale else { return self }
    let scaled = self * scale
    return scaled.isFinite ? scaled.rounded(rule) / scale : self
  }
}
