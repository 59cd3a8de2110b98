import MosaicCore

/// A test modifier: hides every cell with an odd item index (what a drag placeholder does to one).
public struct HideEveryOtherModifier: LayoutModifier {
  /// The name documents use.
  public static let name = "hideOdd"
  /// One line for `mosaic list`.
  public static let summary = "test fixture: hides odd items"

  /// Creates the modifier.
  public init(options: NoSectionOptions) {}

  /// Wraps `base`.
  public func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout
  {
    Layout(base: base)
  }

  struct Layout: ForwardingLayout {
    let base: any PreparedLayout

    static func hide(_ attributes: inout LayoutAttributes) {
      if attributes.id.category == .cell, attributes.id.item % 2 == 1 { attributes.isHidden = true }
    }

    func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
      guard var attributes = base.attributes(for: element, viewport: viewport) else { return nil }
      Self.hide(&attributes)
      return attributes
    }

    func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
      let start = results.count
      base.elements(in: rect, viewport: viewport, into: &results)
      for index in start..<results.count { Self.hide(&results[index]) }
    }

    func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
      let start = results.count
      base.allElements(viewport: viewport, into: &results)
      for index in start..<results.count { Self.hide(&results[index]) }
    }

    func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
      base.indexPathForItem(at: point, viewport: viewport)
    }
  }
}
