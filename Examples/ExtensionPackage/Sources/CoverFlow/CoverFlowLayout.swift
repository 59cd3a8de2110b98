import MosaicCore
import MosaicHitTest

/// A cover flow: one strip of items along the scroll axis, each scaled, faded and stacked by its
/// distance from the viewport's centre, as the iOS cover-flow and "carousel with scaled neighbours"
/// layouts do (a `UICollectionViewFlowLayout` subclass that transforms attributes in
/// `layoutAttributesForElements(in:)` and invalidates on every bounds change).
///
/// Configuration documents select it with `"strategy": "coverFlow"` once it is registered:
///
/// ```swift
/// var registry = StrategyRegistry.builtIn
/// registry.register(CoverFlowLayout.self)
/// exit(MosaicTool.main(registry: registry))
/// ```
///
/// Geometry (prepared once, stored in a `FrameStore`, indexed by `IndexedLayout`):
/// - items follow each other along the scroll axis, ``CoverFlowOptions/spacing`` apart, across
///   sections as one strip, each centred across the axis;
/// - the strip starts and ends with room for its first and last item to rest at the viewport's
///   centre: `(visible extent − item extent) / 2`, the visible extent being the viewport's along
///   the axis less its content insets;
/// - sections' headers and footers are not laid out: a cover flow has none.
///
/// Appearance (worked out at query time from the viewport each query passes, so a scroll never
/// re-prepares): an item whose centre is `d` from the centre of the visible rect along the axis
/// is drawn at `scale = 1 − t·(1 − minimumScale)` and `alpha = 1 − t·(1 − minimumAlpha)`, with
/// `t = min(1, d / falloff)`, and at `zIndex = −round(d)` so the centred item is on top. Frames do
/// not move, so hit-tests answer from frames as UIKit's `indexPathForItem(at:)` does; the
/// conformance kit checks the layout with `viewportDependence: .appearance`.
public struct CoverFlowLayout: LayoutStrategy, Hashable {
  /// `"coverFlow"`: how configuration documents select this strategy.
  public static let name = "coverFlow"

  /// One line for `mosaic list`.
  public static let summary =
    "a cover flow: items scaled, faded and stacked by distance from the centre"

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

  /// Lays out the strip.
  /// - Throws: `LayoutError` naming the field at fault when the input or the options are
  ///   invalid, or when the strip is too long for a `Double`.
  /// - Complexity: O(items), with O(sections) allocations.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> Prepared {
    try input.validate()
    try options.validate()
    let direction = options.scrollDirection
    let axis = direction.scrollAxis
    let viewport = input.viewport
    // The room across the axis, and the visible extent along it (both less the content insets).
    let room = max(0, viewport.layoutDimension(for: direction))
    let visible = max(0, Self.visibleExtent(of: viewport, along: axis))

    // The first and last items decide the room before and after the strip.
    var first: Size?
    var last: Size?
    for section in input.sections where section.itemCount > 0 {
      if first == nil { first = section.size(ofItem: 0, default: options.itemSize) }
      last = section.size(ofItem: section.itemCount - 1, default: options.itemSize)
    }
    let leading = first.map { max(0, (visible - $0.value(along: axis)) / 2) } ?? 0
    let trailing = last.map { max(0, (visible - $0.value(along: axis)) / 2) } ?? 0

    // Refuse what would not fit in memory before reserving it.
    try input.checkElementBudget(
      adding: 0, to: input.totalItemCount, at: "data.sections")
    var builder = FrameStoreBuilder(
      sectionCount: input.sections.count, cellCapacity: input.totalItemCount)
    func frame(from position: Double, length: Double, across: Double) -> Rect {
      Rect(
        axis: axis, along: position, across: max(0, (room - across) / 2), alongExtent: length,
        acrossExtent: across)
    }
    var position = leading
    var widest = room
    var isFirst = true
    for section in input.sections {
      let start = position
      for item in 0..<section.itemCount {
        if !isFirst { position += options.spacing }
        isFirst = false
        let size = section.size(ofItem: item, default: options.itemSize)
        let across = size.value(along: axis.other)
        builder.appendCell(frame(from: position, length: size.value(along: axis), across: across))
        widest = max(widest, across)
        position += size.value(along: axis)
      }
      builder.endSection(
        frame: Rect(
          axis: axis, along: start, across: 0, alongExtent: position - start, acrossExtent: room))
    }
    let length = first == nil ? 0 : position + trailing
    try LayoutError.checkContentLength(length)
    let contentSize = Size(axis: axis, along: length, across: widest)
    return Prepared(
      frames: IndexedLayout(
        store: builder.build(contentSize: contentSize), scrollDirection: direction,
        viewport: viewport),
      options: options)
  }

  /// The viewport's extent along `axis` less its content insets on that axis.
  static func visibleExtent(of viewport: Viewport, along axis: Axis) -> Double {
    let insets = viewport.contentInset
    return axis == .horizontal
      ? viewport.size.width - insets.left - insets.right
      : viewport.size.height - insets.top - insets.bottom
  }
}
