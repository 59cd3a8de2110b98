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
  /// Non-finite values, and values so large that scaling overflows, come back unchanged (they are
  /// whole numbers of steps already).
  /// - Complexity: O(1).
  @inlinable
  public static func roundedUp(_ value: Double) -> Double {
    let scaled = value * 4096
    return scaled.isFinite ? scaled.rounded(.up) * step : value
  }
}
