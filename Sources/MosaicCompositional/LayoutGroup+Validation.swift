import MosaicCore

extension LayoutGroup {
  /// The deepest groups may nest: a document is refused past it rather than recursed into.
  public static let maximumDepth = 16

  /// The most count a group may repeat its subitem.
  public static let maximumCount = 10_000

  /// The one validation of a group, for a decoded document and a group built in code alike:
  /// subitems given (exactly one with `count`), `count` from 1 to ``maximumCount``, spacing and
  /// every dimension finite and not negative, items' insets too, nesting at most
  /// ``maximumDepth`` deep. Errors name the field under `path`.
  /// - Complexity: O(subitems, nested).
  func validate(at path: @autoclosure () -> String, depth: Int = 0) throws(LayoutError) {
    let path = path()
    let prefix = path.isEmpty ? "" : path + "."
    guard depth < Self.maximumDepth else {
      throw LayoutError(
        path: path, message: "groups nest deeper than \(Self.maximumDepth) levels")
    }
    try layoutSize.width.validate(at: prefix + "size.width")
    try layoutSize.height.validate(at: prefix + "size.height")
    try LayoutError.checkNonNegative(interItemSpacing, at: prefix + "interItemSpacing")
    guard !subitems.isEmpty else {
      throw LayoutError(path: prefix + "subitems", message: "expected at least one subitem")
    }
    if let count {
      guard (1...Self.maximumCount).contains(count) else {
        throw LayoutError(
          path: prefix + "count",
          message: "expected a whole number from 1 to \(Self.maximumCount), got \(count)")
      }
      guard subitems.count == 1 else {
        throw LayoutError(
          path: prefix + "subitems",
          message: "a group with count repeats one subitem, got \(subitems.count)")
      }
    }
    for (index, subitem) in subitems.enumerated() {
      let at = prefix + "subitems[\(index)]"
      switch subitem {
      case .item(let item):
        try item.layoutSize.width.validate(at: at + ".item.size.width")
        try item.layoutSize.height.validate(at: at + ".item.size.height")
        try LayoutError.checkNonNegative(item.contentInsets, at: at + ".item.contentInsets")
      case .group(let group):
        try group.validate(at: at + ".group", depth: depth + 1)
      }
    }
  }
}
