import MosaicCore
import MosaicFlow
import MosaicShelf
import MosaicTestSupport

/// A seeded random flow layout with random shelves over it: the input of the property tests.
struct RandomFlowCase {
  var sections: [SectionData]
  var options: FlowOptions
  var sectionOptions: [Int: FlowSectionOptions]
  var viewport: Viewport
  var shelves: [ShelfOptions]

  var input: LayoutInput { LayoutInput(sections: sections, viewport: viewport) }

  /// One random case: up to 5 sections of up to 24 items of mixed, uniform or default sizes
  /// (zero and wider-than-the-line extents included), headers, footers, insets, spacings,
  /// alignments, per-section overrides, both scroll directions, content insets and scales, and
  /// one or two shelves of either style.
  static func make(using generator: inout SeededGenerator) -> RandomFlowCase {
    func extent() -> Double {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: 0
      case 1...5: Double(Int.random(in: 1...80, using: &generator))
      case 6...8: (Double.random(in: 0...80, using: &generator) * 4).rounded() / 4
      default: Double.random(in: 100...300, using: &generator)
      }
    }
    func size() -> Size { Size(width: extent(), height: extent()) }
    func spacing() -> Double {
      [0, 10, (Double.random(in: 0...15, using: &generator) * 2).rounded() / 2].randomElement(
        using: &generator) ?? 0
    }
    func chance(_ probability: Double) -> Bool {
      Double.random(in: 0..<1, using: &generator) < probability
    }
    func insets() -> EdgeInsets {
      func side() -> Double { chance(0.5) ? 0 : Double(Int.random(in: 0...30, using: &generator)) }
      return EdgeInsets(top: side(), left: side(), bottom: side(), right: side())
    }
    func alignment() -> LineAlignment {
      LineAlignment.allCases.randomElement(using: &generator) ?? .justified
    }

    var options = FlowOptions()
    options.scrollDirection = chance(0.5) ? .vertical : .horizontal
    options.itemSize = size()
    options.minimumLineSpacing = spacing()
    options.minimumInteritemSpacing = spacing()
    if chance(0.5) { options.sectionInset = insets() }
    if chance(0.4) { options.headerReferenceSize = size() }
    if chance(0.4) { options.footerReferenceSize = size() }
    if chance(0.5) {
      options.lineAlignment = alignment()
      options.lastLineAlignment = alignment()
    }

    var sections: [SectionData] = []
    var overrides: [Int: FlowSectionOptions] = [:]
    for index in 0..<Int.random(in: 0...5, using: &generator) {
      let count =
        chance(0.5)
        ? Int.random(in: 0...3, using: &generator) : Int.random(in: 0...24, using: &generator)
      let header = chance(0.3) ? size() : nil
      let footer = chance(0.3) ? size() : nil
      let sizes: SectionData.ItemSizes
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: sizes = .uniform(nil)
      case 1: sizes = .uniform(size())
      case 2: sizes = .perItem(Array(repeating: size(), count: count))
      default: sizes = .perItem((0..<count).map { _ in size() })
      }
      sections.append(
        SectionData(itemCount: count, itemSizes: sizes, header: header, footer: footer))
      if chance(0.3) {
        var override = FlowSectionOptions()
        if chance(0.5) { override.minimumLineSpacing = spacing() }
        if chance(0.5) { override.minimumInteritemSpacing = spacing() }
        if chance(0.5) { override.sectionInset = insets() }
        if chance(0.3) { override.lineAlignment = alignment() }
        overrides[index] = override
      }
    }

    let dimension =
      Int.random(in: 0..<10, using: &generator) == 0
      ? 0 : Double(Int.random(in: 1...400, using: &generator))
    let other = Double(Int.random(in: 0...400, using: &generator))
    let viewportSize =
      options.scrollDirection == .vertical
      ? Size(width: dimension, height: other) : Size(width: other, height: dimension)
    let contentInset =
      chance(0.3)
      ? EdgeInsets(
        top: Double(Int.random(in: 0...20, using: &generator)),
        left: Double(Int.random(in: 0...20, using: &generator)),
        bottom: Double(Int.random(in: 0...20, using: &generator)),
        right: Double(Int.random(in: 0...20, using: &generator))) : .zero
    let scale: Double? = [nil, nil, 1, 2, 3].randomElement(using: &generator) ?? nil

    func shelf(_ style: ShelfStyle) -> ShelfOptions {
      ShelfOptions(
        style: style, kind: chance(0.3) ? "kind\(Int.random(in: 0...9, using: &generator))" : nil,
        height: chance(0.2) ? 0 : (Double.random(in: 0...12, using: &generator) * 4).rounded() / 4,
        offset: chance(0.5) ? 0 : (Double.random(in: -8...8, using: &generator) * 4).rounded() / 4,
        zIndex: chance(0.7) ? -1 : Int.random(in: -3...12, using: &generator))
    }
    var shelves: [ShelfOptions]
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: shelves = [shelf(.sectionBackground)]
    case 1: shelves = [shelf(.rows)]
    default: shelves = [shelf(.sectionBackground), shelf(.rows)]
    }
    // Stacked shelves need distinct kinds for their identities to be distinct.
    if shelves.count == 2, shelves[0].effectiveKind == shelves[1].effectiveKind {
      shelves[1].kind = "other"
    }
    return RandomFlowCase(
      sections: sections, options: options, sectionOptions: overrides,
      viewport: Viewport(size: viewportSize, contentInset: contentInset, scale: scale),
      shelves: shelves)
  }
}
