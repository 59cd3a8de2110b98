/// The grid every advance of a cursor along the scroll axis is rounded to, so that positions are
/// exact sums: a layout updated by moving kept frames by a difference and a fresh `prepare` that
/// sums from the top agree to the bit.
///
/// A multiple of 1/4096 pt below 2^41 pt needs at most 41 + 12 = 53 significant bits, which a
/// `Double` holds exactly; so a sum of such values, in any order, is exact as long as every
/// partial sum stays below ``exactLimit`` (2.2·10^12 pt). Frames keep their exact sizes: only
/// where the next element starts is rounded, up, by less than 1/4096 pt. Up rather than to the
/// nearest step, so an element never reaches past where the next one starts or past its section's
/// end: the content still bounds every frame, and elements one after the other never overlap.
public enum AdvanceGrid {
  /// The grid step, 1/4096 pt.
  public static let step: Double = 0x1p-12

  /// The length below which every sum of grid multiples is exact: 2^41 pt. Beyond it an
  /// incremental update prepares in full.
  public static let exactLimit: Double = 0x1p41

  /// `value` rounded up to a multiple of ``step``: `(value · 4096).rounded(.up) / 4096`.
  /// Non-finite values, and values of 2^40 or more (whole numbers of steps already), come back
  /// unchanged.
  ///
  /// The ceiling is taken through a truncating integer conversion: `rounded(.up)` is a call to
  /// libm's `ceil` on the baseline x86-64 target, which made a waterfall's prepare of 10^6 items
  /// about 10% slower (every item's advance goes through here).
  /// - Complexity: O(1).
  @inlinable
  public static func roundedUp(_ value: Double) -> Double {
    let scaled = value * 4096
    // Also false for NaN and ±∞.
    guard Swift.abs(scaled) < 0x1p52 else { return value }
    let truncated = Double(Int64(scaled))
    return (truncated < scaled ? truncated + 1 : truncated) * step
  }
}
