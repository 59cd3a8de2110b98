import Mosaic
import Synchronization
import Testing

/// A flow layout with pinning applied.
func stickyFlow(
  _ sections: [SectionData], options: FlowOptions, sticky: StickyOptions = StickyOptions(),
  viewport: Viewport = Viewport(width: 320, height: 480)
) throws -> any PreparedLayout {
  let input = LayoutInput(sections: sections, viewport: viewport)
  return try Sticky(options: sticky).apply(
    to: try Flow(options: options).prepare(input), input: input)
}

/// The viewport of `layout`, scrolled to `y` (or `x` for horizontal layouts).
func scrolled(_ layout: any PreparedLayout, to offset: Double) -> Viewport {
  let viewport = layout.preparedViewport
  return viewport.scrolled(
    to: layout.scrollDirection == .vertical
      ? Point(x: viewport.contentOffset.x, y: offset)
      : Point(x: offset, y: viewport.contentOffset.y))
}

/// The frame of `element` at `viewport`.
func frame(_ layout: any PreparedLayout, _ element: ElementID, at viewport: Viewport) -> Rect? {
  layout.attributes(for: element, viewport: viewport)?.frame
}

/// The elements intersecting `rect` at `viewport`.
func elements(_ layout: any PreparedLayout, in rect: Rect, at viewport: Viewport)
  -> [LayoutAttributes]
{
  var results: [LayoutAttributes] = []
  layout.elements(in: rect, viewport: viewport, into: &results)
  return results
}

/// Every element at `viewport`.
func allElements(_ layout: any PreparedLayout, at viewport: Viewport) -> [LayoutAttributes] {
  var results: [LayoutAttributes] = []
  layout.allElements(viewport: viewport, into: &results)
  return results
}

/// A layout that forwards to `base` and counts how often a modifier asks it about a section: its
/// frame or one of its elements' attributes. Lets tests see how many sections a query looks at.
struct CountingLayout: ForwardingLayout {
  final class Counter: Sendable {
    let lookups = Atomic<Int>(0)
  }

  let base: any PreparedLayout
  let counter = Counter()

  var lookups: Int { counter.lookups.load(ordering: .relaxed) }

  /// False, unlike the flow it wraps: shelves over it store their rows, so the look-ups counted
  /// are the stickies' alone (rows drawn from kept lines would search the section frames
  /// themselves, O(log sections) a rect query).
  var keepsLines: Bool { false }
  func resetLookups() { counter.lookups.store(0, ordering: .relaxed) }

  func sectionFrame(_ section: Int) -> Rect? {
    counter.lookups.add(1, ordering: .relaxed)
    return base.sectionFrame(section)
  }

  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    counter.lookups.add(1, ordering: .relaxed)
    return base.attributes(for: element, viewport: viewport)
  }

  func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.elements(in: rect, viewport: viewport, into: &results)
  }

  func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    base.allElements(viewport: viewport, into: &results)
  }

  func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    base.indexPathForItem(at: point, viewport: viewport)
  }
}

/// UIKit's pinning as the reverse-engineered code writes it, step by step (docs/reference-facts.md, "Pinned headers and footers"), as an
/// oracle independent of ``Pinning``'s closed forms: the pinned origin along `axis` of section
/// `section`'s header or footer in `base`.
func uikitPinnedOrigin(
  _ category: ElementCategory, section: Int, in base: any PreparedLayout, viewport: Viewport
) -> Double? {
  let axis = base.scrollDirection.scrollAxis
  guard
    let frame = base.attributes(
      for: ElementID(category: category, section: section, item: 0), viewport: viewport)?.frame,
    let sectionFrame = base.sectionFrame(section)
  else { return nil }
  let header = base.attributes(for: .header(section: section), viewport: viewport)?.frame
  let footer = base.attributes(for: .footer(section: section), viewport: viewport)?.frame
  let headerExtent = header?.extent(along: axis) ?? 0
  let footerExtent = footer?.extent(along: axis) ?? 0
  let offset = viewport.contentOffset.value(along: axis)
  let visibleMin = offset + viewport.contentInset.leading(along: axis)
  let visibleMax =
    offset + viewport.size.value(along: axis) - viewport.contentInset.trailing(along: axis)
  let sectionMin = sectionFrame.minimum(along: axis)
  let sectionMax = sectionMin + sectionFrame.extent(along: axis)
  var origin = frame.minimum(along: axis)
  if category == .header {
    if visibleMin > origin { origin = visibleMin }
    if origin + headerExtent + footerExtent > sectionMax {
      origin = sectionMax - footerExtent - headerExtent
    }
  } else {
    if origin + footerExtent > visibleMax { origin = visibleMax - footerExtent }
    if origin - headerExtent < sectionMin { origin = sectionMin + headerExtent }
  }
  return origin
}
