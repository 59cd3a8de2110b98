extension LayoutError {
  /// Throws unless `value` is finite, not negative and at most ``LayoutInput/maximumLength``:
  /// the check strategies run on options set in code, which no decoder has vetted.
  /// - Complexity: O(1).
  public static func checkNonNegative(_ value: Double, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    guard value.isFinite, value >= 0, value <= LayoutInput.maximumLength else {
      throw LayoutError(path: path(), message: nonNegativeExpectation(value))
    }
  }

  /// Throws unless `length`, a layout's extent along its scroll axis, is finite: every size is
  /// finite one by one, but their sum can still overflow. The one error every strategy that sums
  /// its content gives, at `data.sections`.
  /// - Complexity: O(1).
  public static func checkContentLength(_ length: Double) throws(LayoutError) {
    guard length.isFinite else {
      throw LayoutError(
        path: "data.sections",
        message: "the content is too long to lay out: its extent along the scroll axis overflows")
    }
  }

  /// What a length must be, and what it was: the message of every refused length.
  static func nonNegativeExpectation(_ value: Double) -> String {
    value.isFinite && value >= 0
      ? "expected at most 1e15, the longest length a layout takes, got \(value)"
      : "expected a finite number >= 0, got \(value)"
  }

  /// Throws unless both extents of `size` are finite and not negative, naming the bad one.
  /// - Complexity: O(1).
  public static func checkNonNegative(_ size: Size, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    try checkNonNegative(size.width, at: "\(path()).width")
    try checkNonNegative(size.height, at: "\(path()).height")
  }

  /// Throws unless all four sides of `insets` are finite and not negative, naming the bad one.
  /// - Complexity: O(1).
  public static func checkNonNegative(_ insets: EdgeInsets, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    try checkNonNegative(insets.top, at: "\(path()).top")
    try checkNonNegative(insets.left, at: "\(path()).left")
    try checkNonNegative(insets.bottom, at: "\(path()).bottom")
    try checkNonNegative(insets.right, at: "\(path()).right")
  }

  /// Checks an optional option (a per-section override): `nil` passes.
  /// - Complexity: O(1).
  public static func checkNonNegative(_ value: Double?, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    if let value { try checkNonNegative(value, at: path()) }
  }

  /// Checks an optional size (a per-section override): `nil` passes.
  /// - Complexity: O(1).
  public static func checkNonNegative(_ size: Size?, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    if let size { try checkNonNegative(size, at: path()) }
  }

  /// Checks optional insets (a per-section override): `nil` passes.
  /// - Complexity: O(1).
  public static func checkNonNegative(_ insets: EdgeInsets?, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    if let insets { try checkNonNegative(insets, at: path()) }
  }
}

extension LayoutError {
  /// This error under the field at `path`: `path.` before a relative path, `path` alone for an
  /// error about the field as a whole.
  public func nested(under path: String) -> LayoutError {
    LayoutError(path: self.path.isEmpty ? path : "\(path).\(self.path)", message: message)
  }
}
