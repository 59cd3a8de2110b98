// TEMPORARY STUB so the umbrella and CLI compile in main until the flow branch merges.
import MosaicCore
import MosaicHitTest

public struct FlowOptions: LayoutOptions {
  public var itemSize = Size(width: 50, height: 50)
  public init() {}
}

public struct Flow: LayoutStrategy {
  public static let name = "flow"
  public static let summary = "stub"
  public var options: FlowOptions
  public init(options: FlowOptions, sectionOptions: [Int: NoSectionOptions]) { self.options = options }
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> IndexedLayout {
    try input.validate()
    var builder = FrameStoreBuilder(sectionCount: input.sections.count, cellCapacity: input.totalItemCount)
    var y = 0.0
    for section in input.sections {
      let top = y
      for item in 0..<section.itemCount {
        let size = section.size(ofItem: item, default: options.itemSize)
        builder.appendCell(Rect(x: 0, y: y, width: size.width, height: size.height))
        y += size.height
      }
      builder.endSection(frame: Rect(x: 0, y: top, width: input.viewport.size.width, height: y - top))
    }
    return IndexedLayout(store: builder.build(contentSize: Size(width: input.viewport.size.width, height: y)), scrollDirection: .vertical, viewport: input.viewport)
  }
}
