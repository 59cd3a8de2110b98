import MosaicCore
import MosaicFlow
import MosaicHitTest

/// Every element of a prepared layout, one at a time, in the order and with the content of
/// `allElements(viewport:into:)`.
///
/// A layout whose frames live in a ``FrameStore`` (flow, waterfall: an ``IndexedLayout``) is read
/// element by element from its store, so printing 50 million elements costs no memory beyond the
/// layout's own; any other layout (modifiers, carousel windows, live reordering) answers through
/// `allElements` into one array, which costs memory in proportion to its elements.
enum ElementEnumeration {
  /// Calls `body` with each element, in element order; stops at the first error `body` throws.
  /// - Complexity: O(elements).
  static func forEachElement(
    of layout: any PreparedLayout, viewport: Viewport,
    _ body: (LayoutAttributes) throws(LayoutError) -> Void
  ) throws(LayoutError) {
    if let store = Self.store(of: layout) {
      for element in 0..<store.count { try body(store.attributes(at: element)) }
      return
    }
    var elements: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &elements)
    for attributes in elements { try body(attributes) }
  }

  /// The store whose elements, in store order, are exactly the layout's `allElements` at any
  /// viewport; `nil` for other layouts.
  private static func store(of layout: any PreparedLayout) -> FrameStore? {
    if let indexed = layout as? IndexedLayout { return indexed.store }
    if let flow = layout as? FlowLayout { return flow.store }
    return nil
  }
}
