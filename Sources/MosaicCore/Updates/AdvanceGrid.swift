/// The grid every advance of a cursor along the scroll axis is rounded to, so that positions are
/// exact sums: a layout updated by moving kept frames by a difference and a fresh `prepare` that
/// sums from the top agree to the bit.
///
/// A multiple of 2^-20 pt (about a millionth of a point) below 2^33 pt needs at most 33 + 20 = 53
/// significant bits, which a `Double` holds exactly; so a sum of such values, in any order, is
/// exact as long as every partial sum stays below ``exactLimit`` (8.6·10^9 pt). Frames keep their
/// exact sizes: only where the next element starts is rounded, up, by less than one step. Up
/// rather than to the nearest step, so an element never reaches past where the next one starts
/// or past its section's end: the content still bounds every frame, and elements one after the
/// other never overlap.
///
/// The step is a trade between two limits. Each rounding moves what follows by less than a step,
/// and the moves add up along a section: lines or items of one size that is not a multiple of
/// the step drift by up to a step each, 0.01 pt after 10^4 lines, a pixel at 3× only after about
/// 175,000 lines (with 1/4096 pt it was after 683). A finer step lowers ``exactLimit``, past which
/// an update prepares in full: 2^33 pt is 86 million rows of 100 pt.
public enum AdvanceGrid {
  /// The grid step, 2^-20 pt.
  public static let step: Double = 1 / stepsPerPoint

  /// The length below which every sum of grid multiples is exact: 2^33 pt. Beyond it an
  /// incremental update prepares in full.
  public static let exactLimit: Double = 0x1p33

  /// The number of steps in a point, 2^20: the one number the step is defined by (a power of
  /// two, so ``step`` is exact and multiplying by either is exact).
  @usableFromInline static let stepsPerPoint: Double = 0x1p20

  /// `value` rounded up to a multiple of ``step``: `(value · 2^20).rounded(.up) / 2^20`.
  /// Non-finite values, and values of 2^32 or more (whole numbers of steps already), come back
  /// unchanged.
  ///
  /// The ceiling is taken through a truncating integer conversion: `rounded(.up)` is a call to
  /// libm's `ceil` on the baseline x86-64 target, which made a waterfall's prepare of 10^6 items
  /// about 10% slower (every item's advance goes through here).
  /// - Complexity: O(1).
  @inlinable
  public static func roundedUp(_ value: Double) -> Double {
    let scaled = value * stepsPerPoint
    // Also false for NaN and ±∞.
    guard Swift.abs(scaled) < 0x1p52 else { return value }
    let truncated = Double(Int64(scaled))
    return (truncated < scaled ? truncated + 1 : truncated) * step
  }
}
