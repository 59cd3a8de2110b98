import MosaicCore
import MosaicHitTest

/// `UICollectionViewFlowLayout` as pure computation: items in lines that wrap at the edge of the
/// viewport, sections with headers, footers and insets, scrolling vertically or horizontally.
///
/// The geometry is UIKit's, as reverse-engineered (see README, "Strategy `flow`"):
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
  /// When every section is a grid — its items share one size (a count, with or without
  /// ``FlowOptions/itemSize``, estimates on or off, or equal per-item sizes) and its alignments
  /// are the default pair that keeps the grid's pitch — nothing is stored per item: the layout
  /// keeps each grid's numbers and computes a cell's frame when asked (``FlowLayout/isArithmetic``),
  /// and preparing costs O(sections) in time and memory (plus reading the sizes of sections given
  /// by per-item sizes). Otherwise the frames are written in one pass into a store allocated once
  /// to its exact size; nothing is allocated per item. The item lines are recorded on the way
  /// (see ``FlowLayout``): O(1) for a grid section, one frame per line otherwise.
  /// - Throws: ``LayoutError`` naming the field when the input fails ``LayoutInput/validate()``,
  ///   an option (set in code rather than decoded) is negative, not finite or beyond
  ///   ``LayoutInput/maximumLength``, or the cells, headers and footers exceed
  ///   ``LayoutInput/maximumElementCount`` (checked before anything is allocated).
  /// - Complexity: O(sections) when every section is a grid given by a count, O(items +
  ///   sections) otherwise, plus a dictionary lookup per section when there are per-section
  ///   options.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> FlowLayout {
    try prepare(input, keepingGrids: true)
  }

  /// ``prepare(_:)`` with every frame in the store, even when every section is a grid: for a
  /// caller that reads ``FlowLayout/store`` or ``FlowLayout/index`` directly (an export, a
  /// comparison with another implementation's frames). Queries answer exactly as ``prepare(_:)``'s.
  /// - Throws: ``LayoutError`` as ``prepare(_:)`` does.
  /// - Complexity: O(items + sections).
  public func prepareStoringEveryFrame(_ input: LayoutInput) throws(LayoutError) -> FlowLayout {
    try prepare(input, keepingGrids: false)
  }

  /// ``prepare(_:)``, with `keepingGrids` false storing every frame even when every section is a
  /// grid.
  func prepare(_ input: LayoutInput, keepingGrids: Bool) throws(LayoutError) -> FlowLayout {
    try input.validate()
    try validateOptions(sectionCount: input.sections.count)

    let direction = options.scrollDirection
    let mainAxis = direction.lineAxis
    // Content insets wider than the viewport leave no room, not negative room.
    let dimension = max(0, input.viewport.layoutDimension(for: direction))

    // Headers and footers are counted first so the store's arrays are allocated exactly once.
    var supplementaryCount = 0
    for (section, data) in input.sections.enumerated() {
      let metrics = metrics(forSection: section)
      if metrics.headerExtent(data, along: direction.scrollAxis) > 0 { supplementaryCount += 1 }
      if metrics.footerExtent(data, along: direction.scrollAxis) > 0 { supplementaryCount += 1 }
    }

    try LayoutInput.checkElementBudget(
      adding: supplementaryCount, to: input.totalItemCount, at: "data.sections")

    let arithmetic = keepingGrids && isEveryGrid(input.sections)
    var writer = FlowFrameWriter(
      builder: FrameStoreBuilder(
        sectionCount: input.sections.count, cellCapacity: arithmetic ? 0 : input.totalItemCount,
        supplementaryCapacity: supplementaryCount),
      mainAxis: mainAxis, dimension: dimension, scale: input.viewport.scale,
      writesCells: !arithmetic)
    var lines = FlowLineTable(
      sectionCount: input.sections.count, mainAxis: mainAxis, scale: input.viewport.scale)
    var cursor = 0.0
    for (section, data) in input.sections.enumerated() {
      cursor = Self.layOutSection(
        data, metrics: metrics(forSection: section), defaultItemSize: unsizedItemSize, top: cursor,
        writer: &writer, lines: &lines)
    }

    // Sizes are finite one by one, but their sum can still overflow.
    guard cursor.isFinite else {
      throw LayoutError(
        path: "data.sections",
        message: "the content is too long to lay out: its extent along the scroll axis overflows")
    }
    let contentSize =
      mainAxis == .horizontal
      ? Size(width: dimension, height: cursor) : Size(width: cursor, height: dimension)
    return FlowLayout(
      indexed: IndexedLayout(
        store: writer.builder.build(contentSize: contentSize), scrollDirection: direction,
        viewport: input.viewport),
      lines: lines, flow: self,
      variant: arithmetic ? FlowVariant(.grid(FlowGridTable(lines: lines))) : nil)
  }

  /// True when every section with items is laid out as a grid (see ``prepare(_:)``).
  /// - Complexity: O(sections), plus O(items) of sections given by per-item sizes.
  func isEveryGrid(_ sections: [SectionData]) -> Bool {
    for (section, data) in sections.enumerated() where data.itemCount > 0 {
      guard metrics(forSection: section).keepsGridPitch else { return false }
      if case .perItem = data.itemSizes, data.uniformSize(default: unsizedItemSize) == nil {
        return false
      }
    }
    return true
  }

  /// The options of `section`, its overrides applied.
  func metrics(forSection section: Int) -> FlowSectionMetrics {
    FlowSectionMetrics(
      options, overriddenBy: sectionOptions.isEmpty ? nil : sectionOptions[section])
  }
}
