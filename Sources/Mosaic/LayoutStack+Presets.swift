// Presets for the layouts apps build most, each a plain strategy with options a document can
// spell: a preset written in Swift equals the document that writes its options out.
extension LayoutStack {
  /// A vertical flow of `columns` square items (of `itemHeight` when given) with `spacing`
  /// between items and lines, the item width derived from the viewport: the width across the
  /// lines (less the content insets) less the spacings, divided by `columns`, floored to the
  /// viewport's pixel grid (whole points without a scale) so that exactly `columns` items fit a
  /// line; flow's justified lines spread the remainder into the spacing.
  ///
  /// The width is taken when the configuration is made: a viewport of another width (a
  /// rotation) needs a new configuration, as UIKit asks `sizeForItemAt` again.
  /// - Throws: (from `configuration(sections:viewport:)`) `LayoutError` at `grid.columns`
  ///   for fewer than one column or columns whose spacings do not fit the width, at
  ///   `grid.spacing` or `grid.itemHeight` for a negative or non-finite value.
  /// - Complexity: O(1).
  public static func grid(columns: Int, spacing: Double = 10, itemHeight: Double? = nil)
    -> LayoutStack
  {
    LayoutStack { (viewport) throws(LayoutError) in
      guard columns >= 1 else {
        throw LayoutError(
          path: "grid.columns", message: "expected at least 1 column, got \(columns)")
      }
      try LayoutError.checkNonNegative(spacing, at: "grid.spacing")
      try LayoutError.checkNonNegative(itemHeight, at: "grid.itemHeight")
      let available = viewport.layoutDimension(for: .vertical)
      let gaps = spacing * Double(columns - 1)
      guard available - gaps >= 0 else {
        throw LayoutError(
          path: "grid.columns",
          message:
            "\(columns) columns \(spacing) points apart do not fit \(available) points across")
      }
      // Whole points without a scale.
      let width = ((available - gaps) / Double(columns))
        .roundedToPixel(scale: viewport.scale ?? 1, rule: .down)
      return Flow(
        options: FlowOptions(
          itemSize: Size(width: width, height: itemHeight ?? width),
          minimumLineSpacing: spacing, minimumInteritemSpacing: spacing))
    }
  }

  /// A vertical flow of tags: items that start at `estimatedItemSize` until measured (self-sizing
  /// estimates), `spacing` apart, every line leading-aligned as text is.
  /// - Complexity: O(1).
  public static func tags(
    estimatedItemSize: Size = Size(width: 80, height: 32), spacing: Double = 8
  ) -> LayoutStack {
    LayoutStack(
      Flow(
        options: FlowOptions(
          estimatedItemSize: estimatedItemSize, minimumLineSpacing: spacing,
          minimumInteritemSpacing: spacing, lineAlignment: .leading, lastLineAlignment: .leading)))
  }

  /// A feed of `columns` waterfall columns, `spacing` between columns and between items: items
  /// of any height, each placed in the shortest column.
  /// - Complexity: O(1).
  public static func feed(columns: Int = 2, spacing: Double = 10) -> LayoutStack {
    LayoutStack(
      Waterfall(
        options: WaterfallOptions(
          columnCount: columns, minimumColumnSpacing: spacing, minimumInteritemSpacing: spacing))
    )
  }

  /// A gallery: an infinite horizontal carousel of `itemSize` pages, `spacing` apart, centred
  /// and wrapping.
  /// - Complexity: O(1).
  public static func gallery(itemSize: Size, spacing: Double = 10) -> LayoutStack {
    LayoutStack(Carousel(options: CarouselOptions(itemSize: itemSize, itemSpacing: spacing)))
  }
}
