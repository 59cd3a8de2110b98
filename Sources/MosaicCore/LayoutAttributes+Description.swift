extension LayoutAttributes: CustomStringConvertible {
  /// `<cell 0.3 frame (10, 20, 80, 80)>`: the element (``ElementID/description``) and its frame,
  /// then only what differs from the defaults: `zIndex` when it is not the category's (cells 0,
  /// headers and footers 10, decorations −1), `alpha`, `hidden`, `transform`. For example
  /// `<header 1 frame (0, 120, 390, 40) zIndex 1024>`.
  /// - Complexity: O(1).
  public var description: String {
    var text = "<\(id) frame \(frame)"
    if zIndex != Self.defaultZIndex(of: id.category) { text += " zIndex \(zIndex)" }
    if alpha != 1 { text += " alpha \(alpha.compactDescription)" }
    if isHidden { text += " hidden" }
    if !transform.isIdentity { text += " transform \(transform)" }
    return text + ">"
  }

  /// The zIndex elements of `category` have unless a layout says otherwise.
  static func defaultZIndex(of category: ElementCategory) -> Int {
    switch category {
    case .cell: cellZIndex
    case .header, .footer: supplementaryZIndex
    case .decoration: decorationZIndex
    }
  }
}
