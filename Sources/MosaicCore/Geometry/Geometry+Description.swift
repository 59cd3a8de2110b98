extension Double {
  /// The shortest text that reads back as this value, and whole numbers without `.0`: `10`,
  /// `10.5`, `1e+20`. What every description of Mosaic's geometry writes.
  /// - Complexity: O(1).
  var compactDescription: String {
    // Within ±1e15 every integral value is an exact Int.
    if self == rounded(), abs(self) < 1e15, let integer = Int(exactly: self) {
      return String(integer)
    }
    return "\(self)"
  }
}

extension Point: CustomStringConvertible {
  /// `(x, y)`, as UIKit prints a `CGPoint`, whole numbers without `.0`: `(10, 20.5)`.
  public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Size: CustomStringConvertible {
  /// `(width, height)`, as UIKit prints a `CGSize`: `(80, 80)`.
  public var description: String {
    "(\(width.compactDescription), \(height.compactDescription))"
  }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, width, height)`, as UIKit prints a `CGRect`: `(10, 20, 80, 80)`.
  public var description: String {
    "(\(x.compactDescription), \(y.compactDescription), \(width.compactDescription), \(height.compactDescription))"
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// `(top: 10, left: 0, bottom: 10, right: 0)`.
  public var description: String {
    "(top: \(top.compactDescription), left: \(left.compactDescription), bottom: \(bottom.compactDescription), right: \(right.compactDescription))"
  }
}

extension Transform: CustomStringConvertible {
  /// `[a, b, c, d, tx, ty]`, the order the command line's `transform` arrays use.
  public var description: String {
    "[" + [a, b, c, d, tx, ty].map(\.compactDescription).joined(separator: ", ") + "]"
  }
}
