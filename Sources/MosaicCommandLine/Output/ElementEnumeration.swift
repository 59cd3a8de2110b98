import MosaicCarousel
import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicShelf
import MosaicSticky

/// Every element of a prepared layout, one at a time, in the order and with the content of
/// `allElements(viewport:into:)`, without listing them all in one array where the layout allows.
///
/// - A layout whose frames live in a ``FrameStore`` is read from its store, a paged one
///   (waterfall) page by page; a flow layout computes its cells one at a time from its pages.
/// - A carousel's window (one copy of the data) is computed cell by cell.
/// - `sticky` and `shelf` over such layouts replay their own `allElements` rules on the base's
///   enumeration, asking the modifier only for the elements it changes or adds.
///
/// So printing 50 million elements costs no memory beyond the layout's own. Any other layout
/// (live reordering, third-party strategies and modifiers) answers through `allElements` into one
/// array, which costs memory in proportion to its elements.
enum ElementEnumeration {
  /// Calls `body` with each element, in element order; stops at the first error `body` throws.
  /// - Complexity: O(elements); a sticky level enumerates its base twice.
  static func forEachElement(
    of layout: any PreparedLayout, viewport: Viewport,
    _ body: (LayoutAttributes) throws(LayoutError) -> Void
  ) throws(LayoutError) {
    guard isStreamable(layout) else {
      var elements: [LayoutAttributes] = []
      layout.allElements(viewport: viewport, into: &elements)
      for attributes in elements { try body(attributes) }
      return
    }
    try stream(layout, viewport: viewport, body)
  }

  /// True when ``stream(_:viewport:_:)`` reproduces `layout`'s `allElements`.
  static func isStreamable(_ layout: any PreparedLayout) -> Bool {
    if store(of: layout) != nil || layout is CarouselLayout || layout is PagedLayout { return true }
    if let mirrored = layout as? MirroredLayout { return isStreamable(mirrored.base) }
    // A flow layout computes its cells one at a time from its pages and grids.
    if layout is FlowLayout { return true }
    if let sticky = layout as? StickyLayout { return isStreamable(sticky.base) }
    if let shelf = layout as? ShelfLayout {
      // A lower shelf of the same kind would answer this one's decoration look-ups past its end.
      return isStreamable(shelf.base) && !hasShelf(of: shelf.kind, under: shelf.base)
    }
    return false
  }

  private static func stream(
    _ layout: any PreparedLayout, viewport: Viewport,
    _ body: (LayoutAttributes) throws(LayoutError) -> Void
  ) throws(LayoutError) {
    if let mirrored = layout as? MirroredLayout {
      try stream(mirrored.base, viewport: mirrored.baseViewport(viewport)) {
        attributes throws(LayoutError) in try body(mirrored.mirrored(attributes))
      }
    } else if let store = store(of: layout) {
      for element in 0..<store.count { try body(store.attributes(at: element)) }
    } else if let paged = layout as? PagedLayout {
      try paged.forEachElement(body)
    } else if let flow = layout as? FlowLayout {
      try flow.forEachElement(viewport: viewport, body)
    } else if let carousel = layout as? CarouselLayout {
      let axis = carousel.scrollDirection.scrollAxis
      for item in carousel.geometry.window(aroundOffset: viewport.contentOffset.value(along: axis))
      {
        if let attributes = carousel.attributes(
          for: .cell(section: 0, item: item), viewport: viewport)
        {
          try body(attributes)
        }
      }
    } else if let sticky = layout as? StickyLayout {
      try streamSticky(sticky, viewport: viewport, body)
    } else if let shelf = layout as? ShelfLayout {
      try stream(shelf.base, viewport: viewport, body)
      for section in 0..<shelf.sectionCount {
        var item = 0
        while let attributes = shelf.attributes(
          for: ElementID(category: .decoration, kind: shelf.kind, section: section, item: item),
          viewport: viewport)
        {
          try body(attributes)
          item += 1
        }
      }
    }
  }

  /// The store whose elements, in store order, are exactly the layout's `allElements` at any
  /// viewport; `nil` for other layouts.
  static func store(of layout: any PreparedLayout) -> FrameStore? {
    if let indexed = layout as? IndexedLayout { return indexed.store }
    return nil
  }

  private static func hasShelf(of kind: String, under layout: any PreparedLayout) -> Bool {
    if let shelf = layout as? ShelfLayout {
      return shelf.kind == kind || hasShelf(of: kind, under: shelf.base)
    }
    if let sticky = layout as? StickyLayout { return hasShelf(of: kind, under: sticky.base) }
    return false
  }
}
