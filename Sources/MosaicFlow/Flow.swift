import MosaicCore
import MosaicHitTest

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
  ///   ``/MosaicCore/LayoutInput/maximumElementCount`` (checked before anything is allocated;
  ///   sections given by a count store nothing per item).
  /// - Complexity: O(sections) when every section is a grid given by a count, O(items +
  ///   sections) otherwise, plus a dictionary lookup per section when there are per-section
  ///   options.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> FlowLayout {
    try input.validate()
    try validateOptions(sectionCount: input.sections.count)
    var writer = try budgetedFrameWriter(for: input)
    var sections = ContiguousArray<FlowSectionCells>()
    sections.reserveCapacity(input.sections.count)
    var cursor = 0.0
    let (lineAxis, dimension, scale) = (writer.lineAxis, writer.dimension, writer.scale)
    for (section, data) in input.sections.enumerated() {
      let metrics = metrics(forSection: section, in: input.viewport)
      let laidOut = try Self.layOutSection(data, metrics: metrics, top: cursor, writer: &writer) {
        linesTop in
        Self.layOutCells(
          data, metrics: metrics, defaultItemSize: unsizedItemSize, linesTop: linesTop,
          lineAxis: lineAxis, dimension: dimension, scale: scale)
      }
      sections.append(laidOut.cells)
      cursor = laidOut.end
    }
    return try layout(sections: sections, length: cursor, writer: writer, viewport: input.viewport)
  }

  /// The items of `sections` a layout may keep a frame for: those of sections given by per-item
  /// sizes (at most; a run of one size among them stores nothing per item). A section given by a
  /// count alone, uniform or estimated, is a grid or runs of lines of one size and stores nothing
  /// per item, so it does not count against ``LayoutInput/maximumElementCount``.
  /// - Complexity: O(sections).
  static func storedItemCount(of sections: [SectionData]) -> Int {
    var count = 0
    for data in sections {
      if case .perItem = data.itemSizes { count += data.itemCount }
    }
    return count
  }

  /// The writer of `input`'s headers, footers and section frames, after checking what the layout
  /// will store against ``LayoutInput/maximumElementCount``: what ``prepare(_:)`` and
  /// ``update(_:to:change:)`` both start with.
  /// - Throws: ``LayoutError`` naming `data.sections` past the element budget.
  /// - Complexity: O(sections).
  func budgetedFrameWriter(for input: LayoutInput) throws(LayoutError) -> FlowFrameWriter {
    let supplementaryCount = supplementaryCount(of: input.sections, in: input.viewport)
    try LayoutInput.checkElementBudget(
      adding: supplementaryCount, to: Self.storedItemCount(of: input.sections),
      at: "data.sections")
    return frameWriter(
      sectionCount: input.sections.count, supplementaryCount: supplementaryCount,
      viewport: input.viewport)
  }

  /// The number of headers and footers of `sections` (those of a positive extent).
  /// - Complexity: O(sections).
  func supplementaryCount(of sections: [SectionData], in viewport: Viewport) -> Int {
    let scrollAxis = options.scrollDirection.scrollAxis
    var count = 0
    for (section, data) in sections.enumerated() {
      let metrics = metrics(forSection: section, in: viewport)
      if metrics.headerExtent(data, along: scrollAxis) > 0 { count += 1 }
      if metrics.footerExtent(data, along: scrollAxis) > 0 { count += 1 }
    }
    return count
  }

  /// A writer of headers, footers and section frames for a layout of `sectionCount` sections in
  /// `viewport`, its store allocated once.
  func frameWriter(sectionCount: Int, supplementaryCount: Int, viewport: Viewport)
    -> FlowFrameWriter
  {
    let direction = options.scrollDirection
    // Content insets wider than the viewport leave no room, not negative room.
    return FlowFrameWriter(
      builder: FrameStoreBuilder(
        sectionCount: sectionCount, cellCapacity: 0, supplementaryCapacity: supplementaryCount),
      lineAxis: direction.lineAxis, dimension: max(0, viewport.layoutDimension(for: direction)),
      scale: viewport.scale)
  }

  /// The layout of `sections` (their cells) and `writer`'s headers, footers and section frames,
  /// `length` long along the scroll axis.
  /// - Throws: ``LayoutError`` when the length overflows.
  /// - Complexity: O(sections + headers and footers).
  func layout(
    sections: ContiguousArray<FlowSectionCells>, length: Double, writer: consuming FlowFrameWriter,
    viewport: Viewport
  ) throws(LayoutError) -> FlowLayout {
    try LayoutError.checkContentLength(length)
    let lineAxis = writer.lineAxis
    let contentSize = Size(axis: lineAxis.other, along: length, across: writer.dimension)
    let store = writer.builder.build(contentSize: contentSize)
    return FlowLayout(
      supplementary: IndexedLayout(
        store: store, scrollDirection: options.scrollDirection, viewport: viewport),
      cells: FlowCellTable(
        sections: sections, lineAxis: lineAxis, scale: viewport.scale,
        cellZIndex: store.cellZIndex, contentLength: length),
      flow: self)
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
