import MosaicCore

extension ConformanceChecker {
  /// A layout's `allElements` at one viewport, with what several rules read from it.
  struct Listing {
    let layout: any PreparedLayout
    let input: LayoutInput
    let viewport: Viewport
    /// Whether the layout lists every element (``ConformanceOptions/ElementScope/everything``)
    /// rather than a window of them.
    let everything: Bool
    /// `allElements(viewport:)`, in its order.
    let elements: [LayoutAttributes]
    /// The identities listed.
    let ids: Set<ElementID>
    /// Each identity listed again after its first listing, in listing order.
    let repeated: [ElementID]
    /// `at offset (x, y)`, for messages.
    let at: String

    init(layout: any PreparedLayout, input: LayoutInput, viewport: Viewport, everything: Bool) {
      self.layout = layout
      self.input = input
      self.viewport = viewport
      self.everything = everything
      at = ConformanceChecker.position(viewport)
      var elements: [LayoutAttributes] = []
      layout.allElements(viewport: viewport, into: &elements)
      var ids = Set<ElementID>()
      ids.reserveCapacity(elements.count)
      var repeated: [ElementID] = []
      for element in elements where !ids.insert(element.id).inserted {
        repeated.append(element.id)
      }
      self.elements = elements
      self.ids = ids
      self.repeated = repeated
    }
  }
}
