import MosaicCore

/// A uniform grid of cells in one section, for large-scale index tests: `columns` columns of
/// `itemSize`, `spacing` apart on both axes, scrolling vertically, starting at `(inset, 0)`.
public enum GridFrameStore {
  /// The store; cell `i` is at column `i % columns`, row `i / columns`.
  public static func make(
    count: Int, columns: Int = 4, itemSize: Size = Size(width: 80, height: 120),
    spacing: Double = 10, width: Double = 390, inset: Double = 20
  ) -> FrameStore {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: count)
    for item in 0..<count {
      builder.appendCell(
        frame(of: item, columns: columns, itemSize: itemSize, spacing: spacing, inset: inset))
    }
    let rows = (count + columns - 1) / columns
    let height = Double(rows) * (itemSize.height + spacing) - (rows > 0 ? spacing : 0)
    builder.endSection(frame: Rect(x: 0, y: 0, width: width, height: height))
    return builder.build(contentSize: Size(width: width, height: height))
  }

  /// The frame of cell `item` in ``make(count:columns:itemSize:spacing:width:inset:)``'s grid.
  public static func frame(
    of item: Int, columns: Int = 4, itemSize: Size = Size(width: 80, height: 120),
    spacing: Double = 10, inset: Double = 20
  ) -> Rect {
    Rect(
      x: inset + Double(item % columns) * (itemSize.width + spacing),
      y: Double(item / columns) * (itemSize.height + spacing), width: itemSize.width,
      height: itemSize.height)
  }
}
