import Mosaic

/// What a prepared layout answers to a set of queries, kept to compare two layouts (an updated
/// one with a fresh prepare) or one layout before and after something that must not touch it.
struct LayoutAnswers: Equatable {
  /// The content size.
  var contentSize: Size
  /// The scroll direction.
  var scrollDirection: ScrollDirection
  /// The number of sections.
  var sectionCount: Int
  /// `sectionFrame(_:)` of the first sections (every one, for a complete comparison).
  var sectionFrames: [Rect?]
  /// Every element, when the comparison is complete; empty otherwise.
  var allElements: [LayoutAttributes]
  /// One answer per probe rect.
  var rectAnswers: [[LayoutAttributes]]
  /// One answer per probe point.
  var hits: [IndexPath?]
  /// One answer per probe element.
  var attributes: [LayoutAttributes?]

  /// How many sections' frames a comparison reads at most.
  static let maximumSections = 100_000

  /// The answers of `layout` at `viewport` to `probes`, with the first `sections` section frames
  /// (at most ``maximumSections``) and, when `everyElement` is set, every element.
  init(
    _ layout: any PreparedLayout, viewport: Viewport, probes: ResolvedProbes, sections: Int,
    everyElement: Bool
  ) {
    contentSize = layout.contentSize
    scrollDirection = layout.scrollDirection
    sectionCount = layout.sectionCount
    let framed = max(0, min(sections, Self.maximumSections, layout.sectionCount))
    sectionFrames = (0..<framed).map { layout.sectionFrame($0) }
    allElements = []
    if everyElement { layout.allElements(viewport: viewport, into: &allElements) }
    rectAnswers = probes.rects.map { rect in
      var results: [LayoutAttributes] = []
      layout.elements(in: rect, viewport: viewport, into: &results)
      return results
    }
    hits = probes.points.map { layout.indexPathForItem(at: $0, viewport: viewport) }
    attributes = probes.elements.map { layout.attributes(for: $0, viewport: viewport) }
  }

  /// The first answer where `self` differs from `expected`, in one line; `nil` when they agree.
  func difference(from expected: LayoutAnswers, probes: ResolvedProbes) -> String? {
    if contentSize != expected.contentSize {
      return "contentSize \(contentSize) against \(expected.contentSize)"
    }
    if scrollDirection != expected.scrollDirection {
      return "scrollDirection \(scrollDirection) against \(expected.scrollDirection)"
    }
    if sectionCount != expected.sectionCount {
      return "sectionCount \(sectionCount) against \(expected.sectionCount)"
    }
    for (section, frame) in sectionFrames.enumerated()
    where section < expected.sectionFrames.count && frame != expected.sectionFrames[section] {
      return "sectionFrame(\(section)) \(Self.text(frame)) against "
        + Self.text(expected.sectionFrames[section])
    }
    if let difference = Self.difference(allElements, expected.allElements, in: "allElements") {
      return difference
    }
    for (index, rect) in probes.rects.enumerated() where index < rectAnswers.count {
      if let difference = Self.difference(
        rectAnswers[index], expected.rectAnswers[index], in: "elements(in: \(rect))")
      {
        return difference
      }
    }
    for (index, point) in probes.points.enumerated()
    where index < hits.count && hits[index] != expected.hits[index] {
      return "indexPathForItem(at: \(point)) \(Self.text(hits[index])) against "
        + Self.text(expected.hits[index])
    }
    for (index, element) in probes.elements.enumerated()
    where index < attributes.count && attributes[index] != expected.attributes[index] {
      return "attributes(for: \(element)) \(Self.text(attributes[index])) against "
        + Self.text(expected.attributes[index])
    }
    return nil
  }

  /// Where two lists of answers first differ: a count, or the first element that does.
  static func difference(
    _ actual: [LayoutAttributes], _ expected: [LayoutAttributes], in query: String
  ) -> String? {
    for (index, attributes) in actual.enumerated() where index < expected.count {
      let other = expected[index]
      if attributes != other {
        return
          "\(query)[\(index)]: \(attributes.id) at \(attributes.frame) (zIndex \(attributes.zIndex)) "
          + "against \(other.id) at \(other.frame) (zIndex \(other.zIndex))"
      }
    }
    if actual.count != expected.count {
      return "\(query): \(actual.count) elements against \(expected.count)"
    }
    return nil
  }

  /// An optional answer in words.
  static func text<T>(_ value: T?) -> String {
    value.map { "\($0)" } ?? "nil"
  }
}
