import Foundation
import MosaicCore

/// Parses the command line's comma-separated coordinates.
enum CoordinateParsing {
  /// The largest magnitude a coordinate, width or height may have: far beyond any layout's
  /// content (lengths of up to 1e15 points, tens of millions of them), and far enough from
  /// `Double`'s end that sums and products of a few never overflow.
  static let maximumMagnitude = 1e30

  /// `X,Y` → a point; `option` names the option (or file line) in the error.
  static func point(_ text: some StringProtocol, option: String) throws(LayoutError) -> Point {
    let values = try numbers(text, count: 2, option: option, shape: "X,Y")
    return Point(x: values[0], y: values[1])
  }

  /// `X,Y,W,H` → a rect with W, H ≥ 0.
  static func rect(_ text: String, option: String) throws(LayoutError) -> Rect {
    let values = try numbers(text, count: 4, option: option, shape: "X,Y,W,H")
    guard values[2] >= 0, values[3] >= 0 else {
      throw LayoutError(
        path: option, message: "width and height must not be negative, got '\(text)'")
    }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  private static func numbers(
    _ text: some StringProtocol, count: Int, option: String, shape: String
  ) throws(LayoutError) -> [Double] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var values: [Double] = []
    // More parts than asked for is an error whatever they hold: no need to read them.
    for part in parts.prefix(count + 1) {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard let value = Double(trimmed), value.isFinite else {
        values = []
        break
      }
      values.append(value)
    }
    guard values.count == count else {
      throw LayoutError(
        path: option, message: "expected \(shape) (\(count) finite numbers), got '\(text)'")
    }
    guard values.allSatisfy({ abs($0) <= maximumMagnitude }) else {
      throw LayoutError(
        path: option, message: "every number must lie within ±1e30, got '\(text)'")
    }
    return values
  }
}
