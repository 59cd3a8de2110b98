import Mosaic

/// A prepared layout that breaks one `PreparedLayout` promise on purpose, so tests can show the
/// harness notices.
struct TamperedLayout: ForwardingLayout {
  /// The promise broken.
  enum Tampering {
    /// Every hit names item 0 of section 0, wherever the point is.
    case hitsAlwaysFirstCell
    /// The rect query reports the first element with a non-finite x.
    case nonFiniteFrame
    /// `attributes(for:)` moves every element 1 point down.
    case attributesDisagree
  }

  let base: any PreparedLayout
  let tampering: Tampering

  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard var attributes = base.attributes(for: element, viewport: viewport) else { return nil }
    if tampering == .attributesDisagree { attributes.frame.y += 1 }
    return attributes
  }

  func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.elements(in: rect, viewport: viewport, into: &results)
    if tampering == .nonFiniteFrame, results.count > start { results[start].frame.x = .nan }
  }

  func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.allElements(viewport: viewport, into: &results)
  }

  func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    if tampering == .hitsAlwaysFirstCell { return IndexPath(section: 0, item: 0) }
    return base.indexPathForItem(at: point, viewport: viewport)
  }
}
