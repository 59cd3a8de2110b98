import MosaicCore

/// The queries of a layout holding a ``FlowVariant`` (a move overlay or the grid table), out of
/// line: the plain layout's queries keep one test and a forward to the index, with none of this
/// code inlined into them.
extension FlowLayout {
  @inline(never)
  func variantAttributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    switch variant?.kind {
    case .move(let overlay): return overlay.attributes(for: element, viewport: viewport)
    case .grid: return gridAttributes(for: element, viewport: viewport)
    case nil: return indexed.attributes(for: element, viewport: viewport)
    }
  }

  @inline(never)
  func variantElements(
    in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]
  ) {
    switch variant?.kind {
    case .move(let overlay): overlay.elements(in: rect, viewport: viewport, into: &results)
    case .grid(let table): gridElements(table: table, in: rect, viewport: viewport, into: &results)
    case nil: indexed.elements(in: rect, viewport: viewport, into: &results)
    }
  }

  @inline(never)
  func variantAllElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    switch variant?.kind {
    case .move(let overlay): overlay.allElements(viewport: viewport, into: &results)
    case .grid(let table): gridAllElements(table: table, viewport: viewport, into: &results)
    case nil: indexed.allElements(viewport: viewport, into: &results)
    }
  }

  @inline(never)
  func variantIndexPath(at point: Point, viewport: Viewport) -> IndexPath? {
    switch variant?.kind {
    case .move(let overlay): return overlay.indexPathForItem(at: point, viewport: viewport)
    case .grid(let table): return gridIndexPath(table: table, at: point)
    case nil: return indexed.indexPathForItem(at: point, viewport: viewport)
    }
  }
}
