import MosaicCore

/// `UICollectionViewFlowLayout` as pure computation: items in lines that wrap at the edge of the
/// viewport, sections with headers, footers and insets, scrolling vertically or horizontally.
///
/// The geometry is UIKit's, as reverse-engineered (see the guide's FlowStrategy article):
/// - an item joins a line while the items' extents plus one ``FlowOptions/minimumInteritemSpacing``
///   between each fit between the section insets; an item wider than that gets a line of its own;
/// - lines that closed because the next item did not fit follow ``FlowOptions/lineAlignment``
///   (justified: flush with both insets; a single item centred), the last line follows
///   ``FlowOptions/lastLineAlignment`` (leading) unless every line holds one item, when it is
///   centred like the others;
/// - a section whose items share one size is a grid under the default alignments: every line, the
///   last too, keeps the pitch of a full line;
/// - a line is as thick as its thickest item, and each item is centred in it;
/// - the header spans the line dimension above the section inset, the footer below it, and
///   sections stack with no gap.
///
/// ```swift
/// let flow = Flow(options: FlowOptions(minimumInteritemSpacing: 8))
/// let layout = try flow.prepare(
///   LayoutInput(sections: [SectionData(itemCount: 100)], viewport: Viewport(width: 320, height: 480)))
/// layout.indexPathForItem(at: Point(x: 10, y: 10))  // [0, 0]
/// ```
public struct Flow: LayoutStrategy, Hashable {
  /// `"flow"`: how configuration documents select this strategy.
  public static let name = "flow"

  /// One line for `mosaic list`.
  public static let summary =
    "UICollectionViewFlowLayout: items in wrapping lines, with section insets, headers and footers"

  /// The layout-wide options.
  public var options: FlowOptions

  /// Per-section overrides, by section index; sections without an entry use ``options``.
  public var sectionOptions: [Int: FlowSectionOptions]

  /// Creates a flow layout; `sectionOptions[s]` overrides `options` for section `s`.
  public init(options: FlowOptions, sectionOptions: [Int: FlowSectionOptions]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  /// Lays out every item, header and footer of `input`.
  ///
  /// A section whose items share one size (a count, with or without ``FlowOptions/itemSize``,
  /// estimates on or off, or equal per-item sizes) under the default pair of alignments that keeps
  /// the grid's pitch is a grid: it keeps its numbers and stores nothing per item, so preparing
  /// it costs O(1). Any other section packs its lines into pages of whole lines (see
  /// ``FlowLayout``): 20 bytes per line and 24 per cell, with nothing allocated per item beyond
  /// the pages' arrays. Every advance along the scroll axis (a header or footer extent, an inset,
  /// a line's thickness, the spacing between lines) is rounded up to ``/MosaicCore/AdvanceGrid``,
  /// so every position is an exact sum and an update that keeps lines at another origin agrees with
  /// this to the bit.
  /// - Throws: ``/MosaicCore/LayoutError`` naming the field when the input fails
  ///   ``/MosaicCore/LayoutInput/validate()``, an option (set in code rather than decoded) is
  ///   negative, not finite or beyond ``/MosaicCore/LayoutInput/maximumLength``, or the cells of
  ///   sections given by per-item sizes, headers and footers exceed
  ///   the input's ``/MosaicCore/LayoutInput/elementBudget`` (checked before anything is allocated;
  ///   sections given by a count store nothing per item).
  /// - Complexity: O(sections) when every section is a grid given by a count, O(items +
  ///   sections) otherwise, plus a dictionary lookup per section when there are per-section
  ///   options.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> FlowLayout {
    try input.validate()
    try validateOptions(sectionCount: input.sections.count)
    try checkElementBudget(of: input)
    let direction = options.scrollDirection
    let (lineAxis, dimension) = (direction.lineAxis, lineDimension(in: input.viewport))
    let sectionCount = input.sections.count
    var blocks = ContiguousArray<FlowBlock>()
    blocks.reserveCapacity(Self.blockCount(forSections: sectionCount))
    for first in stride(from: 0, to: sectionCount, by: FlowBlock.sectionLimit) {
      let end = Swift.min(first + FlowBlock.sectionLimit, sectionCount)
      var builder = FlowBlockBuilder(capacity: end - first, scrollAxis: lineAxis.other)
      for section in first..<end {
        let data = input.sections[section]
        let metrics = metrics(forSection: section, in: input.viewport)
        builder.appendSection(data, metrics: metrics) { linesTop in
          Self.layOutCells(
            data, metrics: metrics, defaultItemSize: unsizedItemSize, linesTop: linesTop,
            lineAxis: lineAxis, dimension: dimension, scale: input.viewport.scale)
        }
      }
      blocks.append(builder.finish())
    }
    return try layout(blocks: blocks, sectionCount: sectionCount, viewport: input.viewport)
  }

  /// The number of blocks `sectionCount` sections take.
  static func blockCount(forSections sectionCount: Int) -> Int {
    (Swift.max(0, sectionCount) + FlowBlock.sectionLimit - 1) / FlowBlock.sectionLimit
  }

  /// The line dimension `D` in `viewport`: headers, footers and section frames span `0..<D`.
  /// Content insets wider than the viewport leave no room, not negative room.
  func lineDimension(in viewport: Viewport) -> Double {
    max(0, viewport.layoutDimension(for: options.scrollDirection))
  }

  /// Checks what the layout of `input` will store (the cells of sections given by per-item sizes,
  /// headers and footers) against its ``/MosaicCore/LayoutInput/elementBudget``: what
  /// ``prepare(_:)`` and ``update(_:to:change:)`` both start with, before anything is allocated.
  /// A section given by a count alone, uniform or estimated, is a grid or runs of lines of one
  /// size and stores nothing per item, so it does not count.
  /// - Throws: ``LayoutError`` naming `data.sections` past the element budget.
  /// - Complexity: O(sections).
  func checkElementBudget(of input: LayoutInput) throws(LayoutError) {
    var stored = 0
    var supplementary = 0
    countElements(
      of: input, in: 0..<input.sections.count,
      shared: sectionOptions.isEmpty ? metrics(forSection: 0, in: input.viewport) : nil,
      stored: &stored, supplementary: &supplementary)
    try input.checkElementBudget(adding: supplementary, to: stored, at: "data.sections")
  }

  /// Adds to `stored` the items of `sections` of `input` given by per-item sizes, and to
  /// `supplementary` their headers and footers; `shared` is every section's metrics when there
  /// are no per-section options.
  /// - Complexity: O(sections counted).
  func countElements(
    of input: LayoutInput, in sections: Range<Int>, shared: FlowSectionMetrics?,
    stored: inout Int, supplementary: inout Int
  ) {
    let scrollAxis = options.scrollDirection.scrollAxis
    // Read in place: iterating the array copies each section, a retain and a release.
    input.sections.withUnsafeBufferPointer { buffer in
      for section in sections {
        if case .perItem = buffer[section].itemSizes { stored += buffer[section].itemCount }
        let metrics = shared ?? metrics(forSection: section, in: input.viewport)
        if metrics.headerExtent(buffer[section].header, along: scrollAxis) > 0 {
          supplementary += 1
        }
        if metrics.footerExtent(buffer[section].footer, along: scrollAxis) > 0 {
          supplementary += 1
        }
      }
    }
  }

  /// The layout of `blocks` (`sectionCount` sections) in `viewport`, each block placed where the
  /// previous one ends.
  /// - Throws: ``LayoutError`` when the length overflows.
  /// - Complexity: O(blocks).
  func layout(blocks: ContiguousArray<FlowBlock>, sectionCount: Int, viewport: Viewport)
    throws(LayoutError) -> FlowLayout
  {
    let direction = options.scrollDirection
    let directory = FlowDirectory(
      blocks: blocks, sectionCount: sectionCount, lineAxis: direction.lineAxis,
      scrollDirection: direction, dimension: lineDimension(in: viewport), viewport: viewport)
    try LayoutError.checkContentLength(directory.length)
    return FlowLayout(directory: directory, flow: self)
  }

  /// The options of `section` in `viewport`, its overrides applied and its section inset
  /// measured from ``FlowOptions/sectionInsetReference``: the one place a section's insets are
  /// resolved, so prepare and update, grids, runs and pages all see the same.
  func metrics(forSection section: Int, in viewport: Viewport) -> FlowSectionMetrics {
    FlowSectionMetrics(
      options, overriddenBy: sectionOptions.isEmpty ? nil : sectionOptions[section],
      referenceInset: options.sectionInsetReference.addedInset(
        in: viewport, scrollDirection: options.scrollDirection))
  }
}
