/// A JSON number's digits as an integer and a power of ten, for the exact fast conversion: when
/// the integer is below 2^53 and the power within ±22, both are exact doubles and one
/// multiplication or division rounds once, to the double nearest the decimal, which is what the
/// full conversion (`Double(String)`) gives. A document's sizes and offsets (`80`, `12.5`) all take
/// it; anything else (more digits, larger exponents) goes through the full conversion.
struct DecimalNumber {
  /// The digits read so far, as an integer.
  private(set) var significand: UInt64 = 0
  /// The power of ten the significand is scaled by.
  var exponent = 0
  /// False once a digit did not fit: only the full conversion is exact then.
  private(set) var isExact = true

  /// Powers of ten that are exact doubles.
  private static let powers: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Appends one digit (0–9), of the fraction when `fraction` is true.
  @inline(__always)
  mutating func append(_ digit: UInt8, fraction: Bool) {
    guard isExact, significand <= (UInt64.max - 9) / 10 else {
      isExact = false
      return
    }
    significand = significand * 10 + UInt64(digit)
    if fraction { exponent -= 1 }
  }

  /// The number's value when the fast conversion is exact, else `nil`.
  var exactValue: Double? {
    guard isExact, significand <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
    let value = Double(significand)
    return exponent >= 0
      ? value * Self.powers[exponent] : value / Self.powers[-exponent]
  }
}
