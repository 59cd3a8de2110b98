import MosaicCore
import MosaicWaterfall

/// A seeded random waterfall layout for property tests: options, per-section overrides, data and
/// viewport, drawn to hit the edge cases (ties between columns, zero-size items, empty sections,
/// no room across, many columns, headers and footers from options or data, both directions).
public struct RandomWaterfallCase: Sendable {
  /// The layout-wide options.
  public var options: WaterfallOptions
  /// Per-section overrides.
  public var sectionOptions: [Int: WaterfallSectionOptions]
  /// The data.
  public var sections: [SectionData]
  /// The viewport.
  public var viewport: Viewport

  /// The strategy.
  public var waterfall: Waterfall { Waterfall(options: options, sectionOptions: sectionOptions) }

  /// The input.
  public var input: LayoutInput { LayoutInput(sections: sections, viewport: viewport) }

  /// A random case drawn from `generator`. With `withHeaders`, every section gets a header (from
  /// the options or its data), so that pinning always has something to pin.
  public init<G: RandomNumberGenerator>(using generator: inout G, withHeaders: Bool = false) {
    func chance(_ probability: Double) -> Bool {
      Double.random(in: 0..<1, using: &generator) < probability
    }
    func extent() -> Double {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: 0
      case 1...6: Double(Int.random(in: 1...400, using: &generator))
      case 7, 8: (Double.random(in: 0...300, using: &generator) * 4).rounded() / 4
      default: Double.random(in: 0.001...5_000, using: &generator)
      }
    }
    func spacing() -> Double {
      [0, 10, 4, (Double.random(in: 0...20, using: &generator) * 2).rounded() / 2]
        .randomElement(using: &generator) ?? 0
    }
    func insets() -> EdgeInsets {
      func side() -> Double {
        chance(0.5) ? 0 : Double(Int.random(in: 0...40, using: &generator))
      }
      return EdgeInsets(top: side(), left: side(), bottom: side(), right: side())
    }
    func columns() -> Int {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: 1
      case 1...6: Int.random(in: 2...5, using: &generator)
      case 7, 8: Int.random(in: 6...24, using: &generator)  // past the linear-scan limit
      default: Int.random(in: 25...2_000, using: &generator)  // often more columns than items
      }
    }

    var options = WaterfallOptions()
    options.scrollDirection = chance(0.5) ? .vertical : .horizontal
    options.columnCount = columns()
    options.minimumColumnSpacing = spacing()
    options.minimumInteritemSpacing = spacing()
    options.itemRenderDirection =
      ItemRenderDirection.allCases.randomElement(using: &generator)
      ?? .shortestFirst
    if chance(0.4) { options.sectionInset = insets() }
    if chance(0.3) { options.headerInset = insets() }
    if chance(0.3) { options.footerInset = insets() }
    if chance(0.5) || withHeaders {
      options.headerHeight = Double(Int.random(in: 1...60, using: &generator))
    }
    if chance(0.4) { options.footerHeight = Double(Int.random(in: 0...40, using: &generator)) }
    if chance(0.2) {
      options.minimumContentHeight = Double(Int.random(in: 0...3_000, using: &generator))
    }
    if chance(0.3) { options.itemSize = Size(width: extent(), height: extent()) }
    func tolerance() -> Double {
      [0, 5, 20, (Double.random(in: 0...100, using: &generator) * 4).rounded() / 4]
        .randomElement(using: &generator) ?? 0
    }
    if options.itemRenderDirection == .shortestFirst, chance(0.25) {
      options.placementTolerance = tolerance()
    }

    let sectionCount = Int.random(in: 0...6, using: &generator)
    var sections: [SectionData] = []
    var sectionOptions: [Int: WaterfallSectionOptions] = [:]
    for index in 0..<sectionCount {
      let count = chance(0.15) ? 0 : Int.random(in: 1...60, using: &generator)
      if chance(0.3) {
        var overrides = WaterfallSectionOptions()
        if chance(0.5) { overrides.columnCount = columns() }
        if chance(0.3) { overrides.minimumColumnSpacing = spacing() }
        if chance(0.3) { overrides.minimumInteritemSpacing = spacing() }
        if chance(0.3) { overrides.sectionInset = insets() }
        if chance(0.2) { overrides.headerInset = insets() }
        if chance(0.2) { overrides.footerInset = insets() }
        if chance(0.2) && !withHeaders {
          overrides.headerHeight = Double(Int.random(in: 0...30, using: &generator))
        }
        if chance(0.2) {
          overrides.footerHeight = Double(Int.random(in: 0...30, using: &generator))
        }
        if chance(0.2), options.itemRenderDirection == .shortestFirst {
          overrides.placementTolerance = tolerance()
        }
        sectionOptions[index] = overrides
      }
      let columnCount = sectionOptions[index]?.columnCount ?? options.columnCount
      var section: SectionData
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: section = SectionData(itemCount: count)
      case 1:
        section = SectionData(itemCount: count, itemSize: Size(width: extent(), height: extent()))
      default:
        // Few distinct sizes, so that columns often tie.
        let palette = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
          Size(width: extent(), height: extent())
        }
        let sizes = (0..<count).map { _ in palette.randomElement(using: &generator) ?? .zero }
        // Spans (shortestFirst's alone) on a few items: some full, some k of the columns.
        var spans: [Int: ItemSpan] = [:]
        if options.itemRenderDirection == .shortestFirst, count > 0,
          columnCount <= Waterfall.maximumSpannedColumnCount, chance(0.4)
        {
          for _ in 0..<Int.random(in: 1...max(1, count / 4), using: &generator) {
            let item = Int.random(in: 0..<count, using: &generator)
            spans[item] =
              chance(0.3)
              ? .full : .columns(Int.random(in: 1...min(columnCount, 6), using: &generator))
          }
        }
        section = SectionData(
          itemCount: count, itemSizes: .perItem(SizeList(sizes, spans: spans)))
      }
      if chance(0.25) {
        section.header = Size(
          width: extent(), height: Double(Int.random(in: 0...50, using: &generator)))
      }
      if chance(0.25) {
        section.footer = Size(
          width: Double(Int.random(in: 0...50, using: &generator)), height: extent())
      }
      if withHeaders, let header = section.header,
        header.value(along: options.scrollDirection.scrollAxis) == 0
      {
        section.header = nil
      }
      sections.append(section)
    }

    let width: Double = [320.0, 390, 1024, 37.5, 0].randomElement(using: &generator) ?? 390
    let height: Double = [480.0, 844, 200, 60].randomElement(using: &generator) ?? 844
    var viewport = Viewport(width: width, height: height)
    if chance(0.3) {
      viewport.contentInset = EdgeInsets(
        top: Double(Int.random(in: 0...60, using: &generator)),
        left: Double(Int.random(in: 0...30, using: &generator)),
        bottom: Double(Int.random(in: 0...60, using: &generator)),
        right: Double(Int.random(in: 0...30, using: &generator)))
    }
    if chance(0.4) { viewport.scale = [1.0, 2, 3].randomElement(using: &generator) }
    self.options = options
    self.sectionOptions = sectionOptions
    self.sections = sections
    self.viewport = viewport
  }
}
