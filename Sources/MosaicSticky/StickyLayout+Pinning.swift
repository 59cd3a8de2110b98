import MosaicCore

extension StickyLayout {
  /// The attributes of one element at `viewport`: pinned headers and footers at their pinned
  /// frame, everything else as the base has it.
  /// - Complexity: the base's look-up, plus two more (section frame and the opposite
  ///   supplementary element) for a pinned element: O(1) over an `IndexedLayout`.
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    switch element.category {
    case .header where options.headers, .footer where options.footers:
      return supplementary(element, viewport: viewport)
    default:
      return base.attributes(for: element, viewport: viewport)
    }
  }

  /// Section `section`'s header (`category` `.header`) or footer (`.footer`) at `viewport`,
  /// pinned when that kind pins, or `nil` when the section has none.
  /// - Complexity: three base look-ups.
  func supplementary(
    ofSection section: Int, category: ElementCategory, viewport: Viewport
  ) -> LayoutAttributes? {
    supplementary(ElementID(category: category, section: section, item: 0), viewport: viewport)
  }

  /// `element` (a header or footer) with its pinned frame when its kind pins.
  private func supplementary(_ element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    guard var attributes = base.attributes(for: element, viewport: viewport) else { return nil }
    let isHeader = element.category == .header
    guard isHeader ? options.headers : options.footers,
      let section = base.sectionFrame(element.section)
    else { return attributes }

    let axis = scrollDirection.scrollAxis
    let opposite = ElementID(
      category: isHeader ? .footer : .header, section: element.section, item: 0)
    let oppositeExtent =
      base.attributes(for: opposite, viewport: viewport)?.frame.extent(along: axis) ?? 0
    let frame = attributes.frame
    let natural = frame.minimum(along: axis)
    let extent = frame.extent(along: axis)
    let visible = Pinning.visibleRange(of: viewport, along: axis)
    let origin =
      isHeader
      ? Pinning.headerOrigin(
        natural: natural, headerExtent: extent, footerExtent: oppositeExtent,
        sectionEnd: section.minimum(along: axis) + section.extent(along: axis),
        visibleStart: visible.start)
      : Pinning.footerOrigin(
        natural: natural, headerExtent: oppositeExtent, footerExtent: extent,
        sectionStart: section.minimum(along: axis), visibleEnd: visible.end)
    attributes.frame =
      axis == .vertical
      ? Rect(x: frame.x, y: origin, width: frame.width, height: frame.height)
      : Rect(x: origin, y: frame.y, width: frame.width, height: frame.height)
    attributes.zIndex = max(attributes.zIndex, pinnedZIndex)
    return attributes
  }
}
