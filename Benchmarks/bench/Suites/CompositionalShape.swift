import MosaicCompositional
import MosaicCore
import MosaicFlow

/// The `compositional` suite's input: n items in 100 sections that cycle through four named
/// section layouts, and a flow layout of the same section counts and similar cell sizes to
/// compare queries with.
///
/// In a 390×844 viewport, every section 16 pt in from each side, 8 from top and bottom, under a
/// 30 pt header, 10 pt apart (flow: the same insets, header and spacings), so a section's groups
/// are 358 wide:
/// - `grid`: rows 120 tall of 3 items, 8 apart (114×120; flow: 114×120);
/// - `list`: rows of one full-width item whose height is estimated at 44 and measured: each item
///   has one of a few heights (``listHeights``), so the rows really self-size (flow: the same
///   358-wide sizes);
/// - `mosaic`: groups 200 tall of a half-width item beside two stacked half-width items
///   (179×200 and 179×100; flow: 175×100, two a line);
/// - `band`: a group-paging band of groups 0.8 of the width and 180 tall, one item each
///   (286.4×180; flow: the same items, stacked).
/// Band sections hold 20 items each (fewer when n < 2,000); the other 75 share the rest. Grid,
/// mosaic and band sections are given by a count (their items are sized by the pattern); list
/// sections by one measured size per item.
struct CompositionalShape {
  /// The section layouts' names, in the order sections cycle through them.
  static let kinds = ["grid", "list", "mosaic", "band"]
  static let sectionCount = 100
  /// Items in each band section: a band lays out whole, so it stays short, as in an app.
  static let bandItems = 20
  /// The heights a list item is measured at (seeded per item).
  static let listHeights: [Double] = [44, 56, 68, 88, 112]
  /// A section's width inside its insets: the width every group is sized against.
  static let sectionWidth = 358.0

  let count: Int
  /// The compositional layout's configuration; its input is the old data of every change.
  let configuration: LayoutConfiguration
  /// Flow over the same section counts and similar sizes, for the query comparison.
  let flowConfiguration: LayoutConfiguration

  var sections: [SectionData] { configuration.input.sections }

  /// The options every compositional layout here uses: the four section layouts.
  static let options: CompositionalOptions = {
    let insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    let header = BoundarySupplementaryItem(extent: 30)
    func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
      LayoutSize(widthDimension: width, heightDimension: height)
    }
    let full = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let grid = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(120)), repeatingSubitem: .item(full),
      count: 3, interItemSpacing: 8)
    let list = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .estimated(44)),
      subitems: [.item(LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44))))])
    let half = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let stacked = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: .item(full),
      count: 2)
    let mosaic = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(200)),
      subitems: [.item(half), .group(stacked)])
    let band = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(0.8), .absolute(180)), subitems: [.item(full)])
    func section(_ group: LayoutGroup, _ behavior: OrthogonalScrollingBehavior = .none)
      -> LayoutSection
    {
      LayoutSection(
        group: group, orthogonalScrollingBehavior: behavior, interGroupSpacing: 8,
        contentInsets: insets, header: header)
    }
    return CompositionalOptions(
      interSectionSpacing: 10,
      sectionLayouts: [
        "grid": section(grid), "list": section(list), "mosaic": section(mosaic),
        "band": section(band, .groupPaging),
      ],
      defaultSectionLayout: "grid")
  }()

  /// The kind of section `section`.
  static func kind(of section: Int) -> String { kinds[section % kinds.count] }

  /// The section of `kind` nearest the middle: where the changes happen.
  static func middleSection(of kind: String) -> Int {
    (sectionCount / 2 / kinds.count) * kinds.count + (kinds.firstIndex(of: kind) ?? 0)
  }

  /// `count` items over the 100 sections.
  init(count: Int) {
    self.count = count
    let bandSections = Self.sectionCount / Self.kinds.count
    let perBand = min(Self.bandItems, count / Self.sectionCount)
    let rest = count - bandSections * perBand
    let others = Self.sectionCount - bandSections
    var generator = SplitMix64(seed: UInt64(count) &* 0x636F_6D70)
    var sections: [SectionData] = []
    var flowSections: [SectionData] = []
    var other = 0
    for section in 0..<Self.sectionCount {
      let kind = Self.kind(of: section)
      var items = perBand
      if kind != "band" {
        // The rest shared out, the remainder one more in each of the first sections.
        items = rest / others + (other < rest % others ? 1 : 0)
        other += 1
      }
      switch kind {
      case "list":
        let sizes = (0..<items).map { _ in
          Size(
            width: Self.sectionWidth,
            height: Self.listHeights.randomElement(using: &generator) ?? 44)
        }
        sections.append(SectionData(itemSizes: sizes))
        flowSections.append(SectionData(itemSizes: sizes))
      default:
        sections.append(SectionData(itemCount: items))
        flowSections.append(SectionData(itemCount: items, itemSize: Self.flowSizes[kind]))
      }
    }
    let viewport = FlowSuite.viewport
    var choices: [Int: CompositionalSectionOptions] = [:]
    for section in 0..<Self.sectionCount {
      choices[section] = CompositionalSectionOptions(sectionLayout: Self.kind(of: section))
    }
    configuration = LayoutConfiguration(
      strategy: Compositional(options: Self.options, sectionOptions: choices),
      input: LayoutInput(sections: sections, viewport: viewport))
    flowConfiguration = LayoutConfiguration(
      strategy: Flow(
        options: FlowOptions(
          itemSize: Size(width: 114, height: 120), minimumLineSpacing: 8,
          minimumInteritemSpacing: 8,
          // The bottom inset carries compositional's 10 pt between sections.
          sectionInset: EdgeInsets(top: 8, left: 16, bottom: 18, right: 16),
          headerReferenceSize: Size(width: 0, height: 30))),
      input: LayoutInput(sections: flowSections, viewport: viewport))
  }

  /// Flow's item size for each section kind given by a count: the compositional cells' sizes,
  /// the mosaic's narrowed so that two fit a line.
  static let flowSizes: [String: Size] = [
    "grid": Size(width: 114, height: 120), "mosaic": Size(width: 175, height: 100),
    "band": Size(width: 286.4, height: 180),
  ]

  /// One item of the middle list section measured 37 pt taller (a self-sizing report).
  func resizeList() -> (section: Int, item: Int, updated: LiveChange.Input) {
    let section = Self.middleSection(of: "list")
    guard case .perItem(let list) = sections[section].itemSizes else {
      fatalError("a list section is given by its sizes")
    }
    var sizes = Array(list)
    let item = sizes.count / 2
    sizes[item] = Size(width: sizes[item].width, height: sizes[item].height + 37)
    return (section, item, changed(section, SectionData(itemSizes: sizes), item..<(item + 1)))
  }

  /// One item inserted in the middle of the middle grid section.
  func insertGrid() -> (section: Int, item: Int, updated: LiveChange.Input) {
    let section = Self.middleSection(of: "grid")
    let item = sections[section].itemCount / 2
    return (
      section, item,
      changed(
        section, SectionData(itemCount: sections[section].itemCount + 1), item..<(item + 1))
    )
  }

  /// The middle item of the middle mosaic section deleted.
  func deleteMosaic() -> (section: Int, item: Int, updated: LiveChange.Input) {
    let section = Self.middleSection(of: "mosaic")
    let item = sections[section].itemCount / 2
    return (
      section, item,
      changed(section, SectionData(itemCount: sections[section].itemCount - 1), item..<item)
    )
  }

  /// The old data with section `index` replaced by `data`, and the change relating them (the
  /// section's `changedItems`, every other section continuing unchanged): built directly, as a
  /// model hands it over, never diffed.
  private func changed(_ index: Int, _ data: SectionData, _ changedItems: Range<Int>)
    -> LiveChange.Input
  {
    var input = configuration.input
    input.sections[index] = data
    var changes = (0..<sections.count).map { SectionChange.unchanged(from: $0) }
    changes[index] = SectionChange(oldSection: index, changedItems: changedItems)
    return (input, LayoutChange(sections: changes))
  }
}
