import MosaicCore
import MosaicFlow
import MosaicWaterfall

/// One input of the `live` suite's estimated rows: n items with self-sizing estimates on, in
/// sections given by a count alone (no per-item sizes, no section `itemSize`), so every item
/// starts at the estimate, unmeasured.
///
/// Beside it, the same items with their sizes known (`uniform`: the strategy's `itemSize` equal
/// to the estimate, estimates off), which lays out the same frames, and `ten`: 10 estimated
/// items in one section, what preparing n should cost about as much as.
struct LiveEstimatedShape {
  /// What lays the items out.
  enum Strategy {
    case flow
    case waterfall
  }

  /// The estimate every item starts at: the uniform shapes' size, so the frames are theirs.
  static let estimate = Size(width: 80, height: 120)

  /// The figure's workload: "flow-1/estimated", "waterfall-1000/estimated".
  let workload: String
  let strategy: Strategy
  let itemCount: Int
  /// The estimated input measured.
  let configuration: LayoutConfiguration
  /// The same sections with estimates off and the strategy's `itemSize` at the estimate.
  let uniform: LayoutConfiguration
  /// 10 estimated items in one section, same strategy and options.
  let ten: LayoutConfiguration

  /// `count` items in `sectionCount` sections (the remainder in the last), laid out by
  /// `strategy`.
  init(strategy: Strategy, sectionCount: Int, count: Int) {
    self.strategy = strategy
    itemCount = count
    let name = strategy == .flow ? "flow" : "waterfall"
    workload = "\(name)-\(sectionCount)/estimated"
    let input = LayoutInput(
      sections: Self.sections(count: count, sectionCount: sectionCount),
      viewport: FlowSuite.viewport)
    let tenInput = LayoutInput(
      sections: Self.sections(count: 10, sectionCount: 1), viewport: FlowSuite.viewport)
    // With estimates on, the strategy's `itemSize` is left at its default (50×50), so a layout
    // that ignored the estimate would differ from `uniform` and fail the bench's check.
    let estimated = Self.strategy(strategy, itemSize: nil)
    let known = Self.strategy(strategy, itemSize: Self.estimate)
    configuration = LayoutConfiguration(strategy: estimated, input: input)
    uniform = LayoutConfiguration(strategy: known, input: input)
    ten = LayoutConfiguration(strategy: estimated, input: tenInput)
  }

  /// `count` items in `sectionCount` sections given by a count alone, the remainder in the last.
  private static func sections(count: Int, sectionCount: Int) -> [SectionData] {
    let perSection = max(1, count / sectionCount)
    return (0..<sectionCount).map { section in
      let start = min(count, section * perSection)
      let end = section == sectionCount - 1 ? count : min(count, start + perSection)
      return SectionData(itemCount: end - start)
    }
  }

  /// The strategy with the live suite's options: estimates on when `itemSize` is `nil`, else off
  /// with every item at `itemSize`.
  private static func strategy(_ strategy: Strategy, itemSize: Size?) -> any LayoutStrategy {
    let estimatedItemSize = itemSize == nil ? estimate : .zero
    switch strategy {
    case .flow:
      return Flow(
        options: FlowOptions(
          itemSize: itemSize ?? FlowOptions().itemSize, estimatedItemSize: estimatedItemSize,
          minimumLineSpacing: 10, minimumInteritemSpacing: 10,
          sectionInset: EdgeInsets(left: 20, right: 20)))
    case .waterfall:
      return Waterfall(
        options: WaterfallOptions(
          columnCount: 3, minimumColumnSpacing: 10, minimumInteritemSpacing: 10,
          sectionInset: EdgeInsets(left: 10, right: 10),
          itemSize: itemSize ?? WaterfallOptions().itemSize, estimatedItemSize: estimatedItemSize)
      )
    }
  }
}
