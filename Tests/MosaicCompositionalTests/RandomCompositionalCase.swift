import MosaicCompositional
import MosaicCore
import MosaicFlow
import MosaicWaterfall

/// A compositional layout drawn at random: two to four named section layouts of nested groups
/// (count splits and fitting repetitions, fractional, absolute and estimated dimensions, item
/// insets), stacked or in bands, with spacing, insets, headers and footers, and random choices
/// for the first sections.
struct RandomCompositionalCase {
  var options: CompositionalOptions
  var sectionOptions: [Int: CompositionalSectionOptions]

  init(using generator: inout some RandomNumberGenerator, bands: Bool = true) {
    func number(_ range: ClosedRange<Int>) -> Double {
      Double(Int.random(in: range, using: &generator))
    }
    func dimension(fractionOf axis: Axis, estimated: Bool) -> LayoutDimension {
      switch Int.random(in: 0..<(estimated ? 4 : 3), using: &generator) {
      case 0: return .absolute(number(10...120))
      case 1:
        let fractions: [Double] = [1, 0.5, 0.25, 1.0 / 3, 0.9]
        let fraction = fractions[Int.random(in: 0..<5, using: &generator)]
        return axis == .horizontal ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
      case 2: return axis == .horizontal ? .fractionalWidth(1) : .absolute(number(20...90))
      default: return .estimated(number(20...80))
      }
    }
    func item() -> LayoutItem {
      LayoutItem(
        layoutSize: LayoutSize(
          widthDimension: dimension(fractionOf: .horizontal, estimated: false),
          heightDimension: dimension(fractionOf: .vertical, estimated: true)),
        contentInsets: Bool.random(using: &generator) ? .zero : EdgeInsets(all: number(0...4)))
    }
    func group(depth: Int) -> LayoutGroup {
      let axis: Axis = Bool.random(using: &generator) ? .horizontal : .vertical
      let size = LayoutSize(
        widthDimension: depth == 0 ? .fractionalWidth(1) : .fractionalWidth(0.5),
        heightDimension: depth == 0 ? .absolute(number(60...200)) : .fractionalHeight(1))
      let spacing = number(0...8)
      if Bool.random(using: &generator) {
        let sub: LayoutGroup.Subitem =
          depth < 2 && Int.random(in: 0..<3, using: &generator) == 0
          ? .group(group(depth: depth + 1)) : .item(item())
        return LayoutGroup(
          axis: axis, layoutSize: size, subitems: [sub],
          count: Int.random(in: 1...4, using: &generator), interItemSpacing: spacing)
      }
      // Fitting repetition: subitems of fixed extents along the axis.
      let subitems: [LayoutGroup.Subitem] = (0..<Int.random(in: 1...3, using: &generator)).map {
        _ in
        let along = LayoutDimension.absolute(number(20...90))
        let across: LayoutDimension =
          axis == .horizontal ? .fractionalHeight(1) : .fractionalWidth(1)
        return .item(
          LayoutItem(
            layoutSize: axis == .horizontal
              ? LayoutSize(widthDimension: along, heightDimension: across)
              : LayoutSize(widthDimension: across, heightDimension: along)))
      }
      return LayoutGroup(
        axis: axis, layoutSize: size, subitems: subitems, interItemSpacing: spacing)
    }
    var layouts: [String: LayoutSection] = [:]
    for index in 0..<Int.random(in: 1...3, using: &generator) {
      var section = LayoutSection(group: group(depth: 0))
      if bands && Int.random(in: 0..<3, using: &generator) == 0 {
        section.orthogonalScrollingBehavior =
          OrthogonalScrollingBehavior.allCases.filter(\.isOrthogonal).randomElement(
            using: &generator) ?? .continuous
        section.group.layoutSize.width = .fractionalWidth(0.8)
      }
      section.interGroupSpacing = number(0...12)
      section.contentInsets = EdgeInsets(
        top: number(0...10), left: number(0...16), bottom: number(0...10), right: number(0...16))
      if Bool.random(using: &generator) {
        section.header = BoundarySupplementaryItem(
          extent: number(0...40), pinToVisibleBounds: Bool.random(using: &generator))
      }
      if Bool.random(using: &generator) {
        section.footer = BoundarySupplementaryItem(
          extent: number(0...30), pinToVisibleBounds: Bool.random(using: &generator))
      }
      if Bool.random(using: &generator) {
        section.background = SectionBackground(contentInsets: EdgeInsets(all: number(0...6)))
      }
      layouts["layout\(index)"] = section
    }
    options = CompositionalOptions(
      interSectionSpacing: number(0...20), sectionLayouts: layouts,
      defaultSectionLayout: "layout0")
    // Now and then a section laid out by another strategy.
    var names = layouts.count
    if Int.random(in: 0..<3, using: &generator) == 0 {
      let columns = Int.random(in: 1...4, using: &generator)
      options.strategySectionLayouts["layout\(names)"] =
        Bool.random(using: &generator)
        ? NestedStrategy(Waterfall.self, options: WaterfallOptions(columnCount: columns))
        : NestedStrategy(Flow.self, options: FlowOptions(minimumInteritemSpacing: number(0...10)))
      names += 1
    }
    if Bool.random(using: &generator) {
      options.scrollDirection = .horizontal
      for (name, nested) in options.strategySectionLayouts {
        options.strategySectionLayouts[name] =
          nested.name == "waterfall"
          ? NestedStrategy(Waterfall.self, options: WaterfallOptions(scrollDirection: .horizontal))
          : NestedStrategy(Flow.self, options: FlowOptions(scrollDirection: .horizontal))
      }
    }
    if Bool.random(using: &generator) {
      options.header = BoundarySupplementaryItem(
        extent: number(1...50), pinToVisibleBounds: Bool.random(using: &generator))
    }
    if Bool.random(using: &generator) {
      options.footer = BoundarySupplementaryItem(extent: number(1...50))
    }
    sectionOptions = [:]
    for section in 0..<6 where Bool.random(using: &generator) {
      sectionOptions[section] = CompositionalSectionOptions(
        sectionLayout: "layout\(Int.random(in: 0..<names, using: &generator))")
    }
  }

  /// The strategy.
  var strategy: Compositional { Compositional(options: options, sectionOptions: sectionOptions) }
}
