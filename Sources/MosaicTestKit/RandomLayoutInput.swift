import MosaicCore

/// Seeded random inputs for conformance checks: sections of every shape (empty, uniformly sized,
/// unsized so the strategy's default applies, one size per item from a small palette so sizes tie,
/// some spanning columns when the limits allow spans),
/// headers and footers, zero and oversized extents, and viewports of several sizes, with content
/// insets, safe areas, layout margins, a screen scale and a scroll position.
public enum RandomLayoutInput {
  /// A valid input drawn from `generator` within `limits`.
  public static func make(
    using generator: inout SeededGenerator, limits: InputLimits = InputLimits()
  )
    -> LayoutInput
  {
    func chance(_ probability: Double) -> Bool {
      Double.random(in: 0..<1, using: &generator) < probability
    }
    func extent(upTo maximum: Double) -> Double {
      switch Int.random(in: 0..<20, using: &generator) {
      case 0 where limits.zeroSizes: return 0
      case 1: return (Double.random(in: 0.1...maximum, using: &generator) * 3).rounded() / 3
      case 2: return maximum * Double(Int.random(in: 2...4, using: &generator))  // oversized
      default: return Double(Int.random(in: 1...Int(maximum), using: &generator))
      }
    }
    func size() -> Size { Size(width: extent(upTo: 200), height: extent(upTo: 200)) }

    let widths: [Double] = [390, 320, 1024, 768, 37.5, 0]
    let heights: [Double] = [844, 480, 200, 1366, 60, 0]
    // Zero extents are rare: most layouts degenerate to one line there.
    let width = chance(0.05) ? 0 : widths[Int.random(in: 0..<(widths.count - 1), using: &generator)]
    let height =
      chance(0.05) ? 0 : heights[Int.random(in: 0..<(heights.count - 1), using: &generator)]
    var viewport = Viewport(width: width, height: height)
    if limits.insetsAndScale {
      if chance(0.3) {
        func side() -> Double {
          chance(0.5) ? 0 : Double(Int.random(in: 0...40, using: &generator))
        }
        viewport.contentInset = EdgeInsets(top: side(), left: side(), bottom: side(), right: side())
      }
      if chance(0.3) { viewport.scale = [1.0, 2, 3].randomElement(using: &generator) }
      // Drawn from a copy of the generator, so every other draw of a seed stays what it was
      // before viewports had them (a seed replayed alone still finds its case).
      var fork = generator
      viewport.safeAreaInsets = Self.randomInsets(using: &fork)
      viewport.layoutMargins = Self.randomInsets(using: &fork)
    }
    viewport.contentOffset = Point(
      x: chance(0.5) ? 0 : Double(Int.random(in: -50...1_500, using: &generator)),
      y: chance(0.5) ? 0 : Double(Int.random(in: -50...3_000, using: &generator)))

    let sectionCount =
      chance(0.1) ? 0 : Int.random(in: 1...max(1, limits.maximumSections), using: &generator)
    var sections: [SectionData] = []
    for _ in 0..<sectionCount {
      let count =
        chance(0.15)
        ? 0 : Int.random(in: 1...max(1, limits.maximumItemsPerSection), using: &generator)
      var section: SectionData
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        section = SectionData(itemCount: count)
      case 1:
        section = SectionData(itemCount: count, itemSize: size())
      default:
        let colours = limits.oneSizePerSection ? 1 : Int.random(in: 1...4, using: &generator)
        let palette = (0..<colours).map { _ in size() }
        let sizes = (0..<count).map { _ in palette.randomElement(using: &generator) ?? .zero }
        var spans: [Int: ItemSpan] = [:]
        if limits.spanColumns > 0, count > 0, chance(0.4) {
          for _ in 0..<Int.random(in: 1...max(1, count / 4), using: &generator) {
            spans[Int.random(in: 0..<count, using: &generator)] =
              chance(0.3)
              ? .full : .columns(Int.random(in: 1...limits.spanColumns, using: &generator))
          }
        }
        section = SectionData(itemCount: count, itemSizes: .perItem(SizeList(sizes, spans: spans)))
      }
      if limits.headersAndFooters {
        if chance(0.3) { section.header = Size(width: extent(upTo: 60), height: extent(upTo: 60)) }
        if chance(0.3) { section.footer = Size(width: extent(upTo: 60), height: extent(upTo: 60)) }
      }
      sections.append(section)
    }
    return LayoutInput(sections: sections, viewport: viewport)
  }

  /// Zero insets half the time, else sides of 0 to 60 (the safe area of a notch, margins of 16
  /// or 20): some within the content inset, some past it.
  static func randomInsets(using generator: inout SeededGenerator) -> EdgeInsets {
    guard Bool.random(using: &generator) else { return .zero }
    func side() -> Double {
      [0.0, 0, 16, 20, 44, 47, 60].randomElement(using: &generator) ?? 0
    }
    return EdgeInsets(top: side(), left: side(), bottom: side(), right: side())
  }

  /// `3 sections, 47 items, viewport 390×844 offset (0, 120)`: enough to recognise a case.
  public static func summary(of input: LayoutInput) -> String {
    let viewport = input.viewport
    var text =
      "\(input.sections.count) sections, \(input.totalItemCount) items, viewport "
      + "\(viewport.size.width)×\(viewport.size.height) offset (\(viewport.contentOffset.x), "
      + "\(viewport.contentOffset.y))"
    if viewport.contentInset != .zero { text += " inset \(viewport.contentInset)" }
    if viewport.safeAreaInsets != .zero { text += " safe area \(viewport.safeAreaInsets)" }
    if viewport.layoutMargins != .zero { text += " margins \(viewport.layoutMargins)" }
    if let scale = viewport.scale { text += " scale \(scale)" }
    return text
  }
}
