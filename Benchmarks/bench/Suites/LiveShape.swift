import MosaicCore
import MosaicFlow
import MosaicShelf
import MosaicSticky
import MosaicWaterfall

/// One input the `live` suite updates: a configuration (flow or waterfall, optionally under
/// sticky headers) over sections of n items in total, each sized alike or one size per item.
///
/// It builds each measured change directly, as a model would hand it over: the new sections and
/// the ``LayoutChange`` relating them to the old (`SectionChange(oldSection:changedItems:)`), never
/// by diffing, so the figures are the layout's cost alone.
struct LiveShape {
  /// What lays the items out.
  enum Strategy: Equatable {
    case flow
    case waterfall
    /// Flow with 40 pt section headers, pinned by `Sticky`.
    case flowSticky
    /// Flow under a `Shelf`: a plank under every line (`rows`) or a background behind every
    /// section.
    case flowShelf(ShelfStyle)
    /// ``BenchRows``: a section layout written as an extension author writes one.
    case sections
    /// `flow`'s layout as a section layout on the page engine (`PagedFlow`), beside `flow`.
    case pagedFlow
    /// `pagedFlow` under a `Shelf` of rows: planks worked out from the pages' lines when asked.
    case pagedFlowRows
  }

  /// The figure's workload: "flow-1/uniform", "waterfall-1000/per-item", "flow+sticky-1000/…".
  let workload: String
  let strategy: Strategy
  /// True when every section gives one size per item; false for sections sized alike by the
  /// strategy's `itemSize` (80×120).
  let perItem: Bool
  /// The configuration measured, its input the old data of every change.
  let configuration: LayoutConfiguration
  /// Seeded sizes for items inserted by a change (per-item shapes).
  private let insertedSizes: [Size]

  /// The size every item of a uniform shape has.
  static let uniformSize = Size(width: 80, height: 120)

  /// `count` items in `sectionCount` sections (the remainder in the last), laid out by
  /// `strategy`.
  init(strategy: Strategy, sectionCount: Int, perItem: Bool, count: Int) {
    self.strategy = strategy
    self.perItem = perItem
    let name: String
    switch strategy {
    case .flow: name = "flow"
    case .waterfall: name = "waterfall"
    case .flowSticky: name = "flow+sticky"
    case .flowShelf(let style): name = style == .rows ? "flow+rows" : "flow+backgrounds"
    case .sections: name = "sections"
    case .pagedFlow: name = "paged-flow"
    case .pagedFlowRows: name = "paged-flow+rows"
    }
    workload = "\(name)-\(sectionCount)/" + (perItem ? "per-item" : "uniform")
    let sizes = perItem ? Bench.perItemSizes(count: count) : []
    let perSection = max(1, count / sectionCount)
    var sections: [SectionData] = []
    sections.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let start = section * perSection
      let end = section == sectionCount - 1 ? count : min(count, start + perSection)
      sections.append(
        perItem
          ? SectionData(itemSizes: Array(sizes[start..<end]))
          : SectionData(itemCount: end - start))
    }
    let input = LayoutInput(sections: sections, viewport: FlowSuite.viewport)
    switch strategy {
    case .flow:
      configuration = LayoutConfiguration(strategy: FlowSuite.flow(), input: input)
    case .waterfall:
      configuration = LayoutConfiguration(
        strategy: Waterfall(
          options: WaterfallOptions(
            columnCount: 3, minimumColumnSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: EdgeInsets(left: 10, right: 10), itemSize: Self.uniformSize)),
        input: input)
    case .flowSticky:
      configuration = LayoutConfiguration(
        strategy: Flow(
          options: FlowOptions(
            itemSize: Self.uniformSize, minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: EdgeInsets(left: 20, right: 20),
            headerReferenceSize: Size(width: 0, height: 40))),
        modifiers: [Sticky(options: StickyOptions(headers: true))], input: input)
    case .flowShelf(let style):
      configuration = LayoutConfiguration(
        strategy: FlowSuite.flow(), modifiers: [Shelf(options: ShelfOptions(style: style))],
        input: input)
    case .sections:
      configuration = LayoutConfiguration(
        strategy: BenchRows(options: NoSectionOptions()), input: input)
    case .pagedFlow:
      configuration = LayoutConfiguration(strategy: PagedFlow(FlowSuite.flow()), input: input)
    case .pagedFlowRows:
      configuration = LayoutConfiguration(
        strategy: PagedFlow(FlowSuite.flow()),
        modifiers: [Shelf(options: ShelfOptions(style: .rows))],
        input: input)
    }
    insertedSizes = Bench.perItemSizes(count: 20, seed: 0x696E_7365_7274)
  }

  var sections: [SectionData] { configuration.input.sections }
  var itemCount: Int { configuration.input.totalItemCount }
  /// The section in the middle, where resizes, deletes and drags happen.
  var middleSection: Int { sections.count / 2 }

  /// The items' sizes of `section`, written out.
  func sizes(of section: Int) -> [Size] {
    let data = sections[section]
    switch data.itemSizes {
    case .perItem(let sizes): return Array(sizes)
    case .uniform(let size):
      return Array(repeating: size ?? Self.uniformSize, count: data.itemCount)
    }
  }

  /// A section like `section`'s with `sizes`: per-item, or alike when the shape is uniform and
  /// `sizes` are all the uniform size.
  private func section(_ section: Int, sizes: [Size]) -> SectionData {
    let old = sections[section]
    if !perItem, sizes.allSatisfy({ $0 == Self.uniformSize }) {
      return SectionData(itemCount: sizes.count, header: old.header, footer: old.footer)
    }
    return SectionData(itemSizes: sizes, header: old.header, footer: old.footer)
  }

  /// The old data with `edits` applied (section index to its new sizes and changed items), and
  /// the change relating them; every other section continues unchanged.
  private func changed(_ edits: [Int: (sizes: [Size], changed: Range<Int>)]) -> LiveChange.Input {
    var new = sections
    var changes = (0..<sections.count).map { SectionChange.unchanged(from: $0) }
    for (index, edit) in edits {
      new[index] = section(index, sizes: edit.sizes)
      changes[index] = SectionChange(oldSection: index, changedItems: edit.changed)
    }
    var input = configuration.input
    input.sections = new
    return (input, LayoutChange(sections: changes))
  }

  /// A self-sizing report: `count` consecutive items from the middle of the middle section (on
  /// into the next sections when it holds fewer) measured 37 pt taller, in one batch.
  func resize(_ count: Int) -> LiveChange.Input {
    var edits: [Int: (sizes: [Size], changed: Range<Int>)] = [:]
    var section = middleSection
    var item = sections[section].itemCount / 2
    var left = count
    while left > 0, section < sections.count {
      var sizes = sizes(of: section)
      let end = min(sizes.count, item + left)
      for index in item..<end {
        sizes[index] = Size(width: sizes[index].width, height: sizes[index].height + 37)
      }
      if end > item { edits[section] = (sizes, item..<end) }
      left -= end - item
      section += 1
      item = 0
    }
    return changed(edits)
  }

  /// Two self-sizing reports far apart in one batch: the items a quarter and three quarters
  /// into the middle section 37 pt taller, as two runs of one change (the items between kept).
  func resizeApart() -> LiveChange.Input {
    var sizes = sizes(of: middleSection)
    let items = [sizes.count / 4, sizes.count * 3 / 4]
    for item in items {
      sizes[item] = Size(width: sizes[item].width, height: sizes[item].height + 37)
    }
    var (input, change) = changed([middleSection: (sizes, 0..<0)])
    change.setRuns(
      items.map { ItemEdit(items: $0..<($0 + 1), oldItemCount: 1) }, ofSection: middleSection)
    return (input, change)
  }

  /// Sizes for `count` new items: seeded for per-item shapes, the uniform size otherwise.
  private func newItems(_ count: Int) -> [Size] {
    perItem ? Array(insertedSizes.prefix(count)) : Array(repeating: Self.uniformSize, count: count)
  }

  /// 20 items appended to the last section.
  func appendAtEnd() -> LiveChange.Input {
    let last = sections.count - 1
    let old = sizes(of: last)
    return changed([last: (old + newItems(20), old.count..<(old.count + 20))])
  }

  /// 20 items inserted at the top of the first section.
  func insertAtTop() -> LiveChange.Input {
    changed([0: (newItems(20) + sizes(of: 0), 0..<20)])
  }

  /// The middle item of the middle section deleted.
  func deleteMiddle() -> LiveChange.Input {
    var sizes = sizes(of: middleSection)
    let item = sizes.count / 2
    sizes.remove(at: item)
    return changed([middleSection: (sizes, item..<item)])
  }

  /// A drag's proposed order within the middle section: its middle item moved about 10 places
  /// down (to the section's last item when it is shorter). The items between shift by one, so
  /// the change spans them: what a model's plan reports, whether or not their sizes differ.
  func dragWithin() -> LiveChange.Input {
    var sizes = sizes(of: middleSection)
    let from = sizes.count / 2
    let to = min(sizes.count - 1, from + 10)
    sizes.insert(sizes.remove(at: from), at: to)
    return changed([middleSection: (sizes, from..<(to + 1))])
  }

  /// A drag's proposed order across sections: the middle item of the middle section moved to
  /// item 10 of the next (its end when shorter). `nil` for a shape of one section.
  func dragAcross() -> LiveChange.Input? {
    let source = middleSection
    let target = source + 1
    guard target < sections.count else { return nil }
    var from = sizes(of: source)
    var to = sizes(of: target)
    let item = from.count / 2
    let moved = from.remove(at: item)
    // Into a section sized alike, an item takes that section's size.
    let slot = min(10, to.count)
    to.insert(perItem ? moved : Self.uniformSize, at: slot)
    return changed([source: (from, item..<item), target: (to, slot..<(slot + 1))])
  }

  /// The items of each changed section from its first changed item on, as sections of one
  /// layout of the same strategy: what a waterfall update may cost at most (a prepare of each
  /// changed section from its first changed item).
  func tails(_ changed: [(section: Int, item: Int)], in input: LayoutInput) -> LayoutConfiguration {
    var tail = configuration
    tail.input = LayoutInput(
      sections: changed.map { section, item in
        let data = input.sections[section]
        let sizes: [Size]
        switch data.itemSizes {
        case .perItem(let all): sizes = Array(all[min(item, all.count)...])
        case .uniform(let size):
          sizes = Array(repeating: size ?? Self.uniformSize, count: max(0, data.itemCount - item))
        }
        return SectionData(itemSizes: sizes, header: data.header, footer: data.footer)
      },
      viewport: input.viewport)
    return tail
  }
}
