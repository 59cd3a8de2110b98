import MosaicCore

extension Carousel {
  /// Refuses options no decoder would have produced.
  /// - Complexity: O(1).
  func validateOptions() throws(LayoutError) {
    let path = "layout.options"
    try LayoutError.checkNonNegative(options.itemSize, at: "\(path).itemSize")
    try LayoutError.checkNonNegative(options.itemSpacing, at: "\(path).itemSpacing")
    guard options.multiplier >= 1, options.multiplier <= CarouselOptions.maximumMultiplier else {
      throw LayoutError(
        path: "\(path).multiplier",
        message:
          "expected a whole number in 1...\(CarouselOptions.maximumMultiplier), got \(options.multiplier)"
      )
    }
  }

  /// The one section a carousel lays out, or `nil` when the data has none.
  /// - Throws: when there are several sections, or the section has a header or footer.
  static func singleSection(of input: LayoutInput) throws(LayoutError) -> SectionData? {
    guard input.sections.count <= 1 else {
      throw LayoutError(
        path: "data.sections",
        message:
          "a carousel lays out exactly one section, got \(input.sections.count); put every item in data.sections[0]"
      )
    }
    guard let section = input.sections.first else { return nil }
    if section.header != nil {
      throw LayoutError(path: "data.sections[0].header", message: "a carousel has no headers")
    }
    if section.footer != nil {
      throw LayoutError(path: "data.sections[0].footer", message: "a carousel has no footers")
    }
    return section
  }

  /// The items' extents: per-item sizes, else the section's size, else
  /// ``CarouselOptions/itemSize``, else the viewport less its content insets.
  /// - Throws: when per-item sizes differ along the scroll axis (one pitch is required; sizes
  ///   across the scroll axis may differ, each item is centred).
  /// - Complexity: O(items) for per-item sizes, O(1) otherwise.
  func itemSizing(of section: SectionData?, viewport: Viewport) throws(LayoutError)
    -> CarouselItemSizing
  {
    let direction = options.scrollDirection
    let scrollAxis = direction.scrollAxis
    let inset = viewport.contentInset
    let fill = Size(
      width: max(0, viewport.size.width - inset.left - inset.right),
      height: max(0, viewport.size.height - inset.top - inset.bottom))
    let fallback = options.itemSize ?? fill
    guard let section else {
      return CarouselItemSizing(
        scrollExtent: fallback.value(along: scrollAxis),
        uniformCrossExtent: fallback.value(along: scrollAxis.other), perItem: [])
    }
    switch section.itemSizes {
    case .uniform(let size):
      let size = size ?? fallback
      return CarouselItemSizing(
        scrollExtent: size.value(along: scrollAxis),
        uniformCrossExtent: size.value(along: scrollAxis.other), perItem: [])
    case .perItem(let sizes):
      guard let first = sizes.first else {
        return CarouselItemSizing(
          scrollExtent: fallback.value(along: scrollAxis),
          uniformCrossExtent: fallback.value(along: scrollAxis.other), perItem: [])
      }
      let extent = first.value(along: scrollAxis)
      var sameAcross = true
      for (item, size) in sizes.enumerated() {
        if size.value(along: scrollAxis) != extent {
          let name = scrollAxis == .horizontal ? "width" : "height"
          throw LayoutError(
            path: "data.sections[0].itemSizes[\(item)].\(name)",
            message:
              "a carousel keeps one pitch: every item's \(name) must equal item 0's (\(extent)), got \(size.value(along: scrollAxis))"
          )
        }
        sameAcross = sameAcross && size == first
      }
      return CarouselItemSizing(
        scrollExtent: extent, uniformCrossExtent: first.value(along: scrollAxis.other),
        perItem: sameAcross ? [] : Array(sizes))
    }
  }
}
