import MosaicCore
import MosaicHitTest

/// A deliberately tiny strategy for tests of the registry and of modifiers: every cell stacked in
/// one column at x 0, `spacing` apart, sections one after another, headers above their cells.
public struct ColumnStackStrategy: LayoutStrategy {
  /// `{"spacing": Double}` (default 0).
  public struct Options: LayoutOptions {
    /// Space between consecutive cells.
    public var spacing: Double = 0

    enum CodingKeys: String, CodingKey, CaseIterable { case spacing }

    /// Default options.
    public init() {}

    /// Strict decoding.
    public init(from decoder: any Decoder) throws {
      try decoder.rejectUnknownKeys(CodingKeys.self)
      let container = try decoder.container(keyedBy: CodingKeys.self)
      spacing = try container.decodeNonNegative(.spacing, default: 0)
    }
  }

  /// The name documents use.
  public static let name = "columns"
  /// One line for `mosaic list`.
  public static let summary = "test fixture: one column of cells"

  /// The options.
  public var options: Options
  /// Per-section overrides.
  public var sectionOptions: [Int: Options]

  /// Creates the strategy.
  public init(options: Options, sectionOptions: [Int: Options]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  /// Stacks the cells.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> IndexedLayout {
    try input.validate()
    var builder = FrameStoreBuilder(
      sectionCount: input.sections.count, cellCapacity: input.totalItemCount,
      supplementaryCapacity: input.sections.count)
    var y = 0.0
    var width = 0.0
    for (index, section) in input.sections.enumerated() {
      let spacing = sectionOptions[index]?.spacing ?? options.spacing
      let top = y
      if let header = section.header, header.height > 0 {
        builder.setHeader(Rect(x: 0, y: y, width: input.viewport.size.width, height: header.height))
        y += header.height
      }
      for item in 0..<section.itemCount {
        let size = section.size(ofItem: item, default: Size(width: 10, height: 10))
        builder.appendCell(Rect(origin: Point(x: 0, y: y), size: size))
        width = max(width, size.width)
        y += size.height + spacing
      }
      builder.endSection(
        frame: Rect(x: 0, y: top, width: input.viewport.size.width, height: y - top))
    }
    return IndexedLayout(
      store: builder.build(
        contentSize: Size(width: max(width, input.viewport.size.width), height: y)),
      scrollDirection: .vertical, viewport: input.viewport)
  }
}
