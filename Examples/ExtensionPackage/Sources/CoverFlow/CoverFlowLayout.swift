import MosaicCore
import MosaicHitTest

/// CoverFlow: a layout strategy that configuration documents select with
/// `"strategy": "coverFlow"`.
///
/// Scaffolded by `swift package new-layout CoverFlow` as a working starting point: every item
/// in one line along the scroll axis, centred across it, `spacing` apart, each section's header
/// before its items and its footer after them. Replace the geometry in ``prepare(_:)`` with
/// yours; `CoverFlowTests` runs Mosaic's conformance kit on it, so the invariants every layout keeps
/// stay checked while you do.
///
/// Register it so that documents can name it and `mosaic list` shows it:
///
/// ```swift
/// var registry = StrategyRegistry.builtIn
/// registry.register(CoverFlowLayout.self)
/// exit(MosaicTool.main(registry: registry))
/// ```
public struct CoverFlowLayout: LayoutStrategy, Hashable {
  /// `"coverFlow"`: how configuration documents select this strategy.
  public static let name = "coverFlow"

  /// One line for `mosaic list`.
  public static let summary = "CoverFlow: items in one line along the scroll axis"

  /// The options.
  public var options: CoverFlowOptions

  /// Creates the strategy. It has no per-section options: `NoSectionOptions` refuses any key in
  /// `data.sections[i].options`.
  /// - Complexity: O(1).
  public init(options: CoverFlowOptions, sectionOptions: [Int: NoSectionOptions]) {
    self.options = options
  }

  /// The size of an item whose section gives none: ``CoverFlowOptions/itemSize``.
  public var defaultItemSize: Size { options.itemSize }

  /// Lays out `input`: validates it, writes every frame into a `FrameStoreBuilder` (cells in
  /// section and item order, each section closed with its frame) and returns an
  /// `IndexedLayout`, whose bucket index answers hit-tests and rect queries.
  /// - Throws: `LayoutError` naming the field at fault when the input or the options are
  ///   invalid, or when the content is too long for a `Double`.
  /// - Complexity: O(items), with O(sections) allocations.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> IndexedLayout {
    try input.validate()
    try options.validate()
    let direction = options.scrollDirection
    let axis = direction.scrollAxis
    // The room across the scroll axis: the viewport less its content insets, never negative.
    let room = max(0, input.viewport.layoutDimension(for: direction))
    var builder = FrameStoreBuilder(
      sectionCount: input.sections.count, cellCapacity: input.totalItemCount,
      supplementaryCapacity: 2 * input.sections.count)
    func frame(from position: Double, length: Double, across: Double, centred: Bool) -> Rect {
      Rect(
        mainAxis: axis, mainOrigin: position,
        crossOrigin: centred ? max(0, (room - across) / 2) : 0, mainExtent: length,
        crossExtent: across)
    }

    var position = 0.0
    var widest = room
    for section in input.sections {
      let start = position
      if let header = section.header, header.value(along: axis) > 0 {
        builder.setHeader(
          frame(from: position, length: header.value(along: axis), across: room, centred: false))
        position += header.value(along: axis)
      }
      for item in 0..<section.itemCount {
        if item > 0 { position += options.spacing }
        let size = section.size(ofItem: item, default: options.itemSize)
        let across = size.value(along: axis.other)
        builder.appendCell(
          frame(from: position, length: size.value(along: axis), across: across, centred: true))
        widest = max(widest, across)
        position += size.value(along: axis)
      }
      if let footer = section.footer, footer.value(along: axis) > 0 {
        builder.setFooter(
          frame(from: position, length: footer.value(along: axis), across: room, centred: false))
        position += footer.value(along: axis)
      }
      builder.endSection(
        frame: frame(from: start, length: position - start, across: room, centred: false))
    }
    // Sizes are finite one by one, but their sum can still overflow.
    guard position.isFinite else {
      throw LayoutError(
        path: "data.sections",
        message: "the content is too long to lay out: its extent along the scroll axis overflows")
    }
    let contentSize =
      axis == .vertical
      ? Size(width: widest, height: position) : Size(width: position, height: widest)
    return IndexedLayout(
      store: builder.build(contentSize: contentSize), scrollDirection: direction,
      viewport: input.viewport)
  }
}
