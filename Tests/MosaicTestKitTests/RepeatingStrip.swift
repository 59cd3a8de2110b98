import MosaicCore

/// A wrapping strip, the shape of an infinite carousel: one section's items repeated `copies`
/// times side by side along x, every item `pitch` wide and as tall as the viewport. Frames are
/// computed, never stored, and `allElements` lists only the items around the viewport (ids are
/// virtual item indexes), so the kit checks it with ``ConformanceOptions/ElementScope/window``.
struct RepeatingStrip: LayoutStrategy {
  struct Options: LayoutOptions {
    var pitch = 100.0
    var copies = 50
    init() {}
    init(from decoder: any Decoder) throws { self.init() }
    func encode(to encoder: any Encoder) throws {}
  }

  static let name = "strip"
  static let summary = "kit test fixture: a wrapping strip"
  var options: Options

  init(options: Options, sectionOptions: [Int: NoSectionOptions]) {
    self.options = options
  }

  func prepare(_ input: LayoutInput) throws(LayoutError) -> Layout {
    try input.validate()
    let count = input.sections.first?.itemCount ?? 0
    guard input.sections.count <= 1 else {
      throw LayoutError(path: "data.sections", message: "a strip has one section")
    }
    let virtual = count * (count >= 2 ? options.copies : 1)
    return Layout(
      sectionCount: input.sections.count, virtualCount: virtual, pitch: options.pitch,
      height: max(0, input.viewport.size.height), preparedViewport: input.viewport)
  }

  struct Layout: PreparedLayout {
    let sectionCount: Int
    let virtualCount: Int
    let pitch: Double
    let height: Double
    let preparedViewport: Viewport
    var scrollDirection: ScrollDirection { .horizontal }
    var contentSize: Size { Size(width: Double(virtualCount) * pitch, height: height) }

    func sectionFrame(_ section: Int) -> Rect? {
      section == 0 && sectionCount == 1 ? Rect(origin: .zero, size: contentSize) : nil
    }

    func cell(_ item: Int) -> LayoutAttributes {
      LayoutAttributes(
        id: .cell(section: 0, item: item),
        frame: Rect(x: Double(item) * pitch, y: 0, width: pitch, height: height))
    }

    /// The items whose frames reach into `low..<high` along x.
    func items(from low: Double, to high: Double) -> Range<Int> {
      guard low.isFinite, high.isFinite, high > low, virtualCount > 0 else { return 0..<0 }
      let first = max(0, Int((low / pitch).rounded(.down)))
      let last = min(virtualCount, Int((high / pitch).rounded(.up)))
      return first..<max(first, last)
    }

    func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
      guard element.category == .cell, element.section == 0, sectionCount == 1,
        element.item >= 0, element.item < virtualCount
      else { return nil }
      return cell(element.item)
    }

    func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
      for item in items(from: rect.minX, to: rect.maxX) where cell(item).frame.intersects(rect) {
        results.append(cell(item))
      }
    }

    /// A window: the items around the viewport, one viewport's width to each side.
    func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
      let width = viewport.size.width
      for item in items(
        from: viewport.contentOffset.x - width, to: viewport.contentOffset.x + 2 * width)
      {
        results.append(cell(item))
      }
    }

    func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
      guard point.y >= 0, point.y < height, point.x >= 0, point.x.isFinite else { return nil }
      let item = Int((point.x / pitch).rounded(.down))
      return item < virtualCount ? IndexPath(section: 0, item: item) : nil
    }
  }
}
