extension LayoutConfiguration: Equatable {
  /// True when both have equal input, strategies of one type with equal values (options and
  /// per-section options) and the same modifiers in the same order, each pair of one type with
  /// equal values: what makes a configuration written in Swift the same as a decoded document.
  ///
  /// Every built-in strategy and modifier is `Equatable`. Two strategies (or modifiers) of a
  /// type that is not compare equal when their types are equal: the configuration cannot look
  /// inside them.
  /// - Complexity: O(sections + items of per-item sections) for the input, O(modifiers) for the
  ///   rest.
  public static func == (lhs: LayoutConfiguration, rhs: LayoutConfiguration) -> Bool {
    guard lhs.input == rhs.input, lhs.modifiers.count == rhs.modifiers.count,
      sameValue(lhs.strategy, rhs.strategy)
    else { return false }
    for (left, right) in zip(lhs.modifiers, rhs.modifiers) where !sameValue(left, right) {
      return false
    }
    return true
  }

  /// True when `lhs` and `rhs` are of one type and, when that type is `Equatable`, equal.
  private static func sameValue(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
    guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else { return false }
    guard let equatable = lhs as? any Equatable else { return true }
    return equatable.isEqual(toAny: rhs)
  }
}

extension Equatable {
  /// True when `other` is of this type and equal to `self`: `==` across an existential.
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
