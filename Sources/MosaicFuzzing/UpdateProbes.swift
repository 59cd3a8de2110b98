import Mosaic

/// The queries an update input asks of the layouts it compares, as fractions read from bytes:
/// rects and points placed over whichever layout is the reference, and elements picked among
/// its sections and items (one of them past the end, which must answer `nil` alike).
struct UpdateProbes {
  /// How many of each query.
  static let count = 3

  /// Four bytes per rect: origin and size, as fractions.
  private var rects: [[UInt8]]
  /// Two bytes per point.
  private var points: [[UInt8]]
  /// Three bytes per element: section, item and category.
  private var elements: [[UInt8]]

  /// Reads the probes from `bytes`.
  init(_ bytes: inout FuzzBytes) {
    rects = (0..<Self.count).map { _ in (0..<4).map { _ in bytes.byte() } }
    points = (0..<Self.count).map { _ in (0..<2).map { _ in bytes.byte() } }
    elements = (0..<Self.count).map { _ in (0..<3).map { _ in bytes.byte() } }
  }

  /// The queries, placed over content of `contentSize` seen through `input`'s viewport: rects
  /// about a screen across anywhere over the content and a margin around it (the visible rect
  /// among them), points likewise, and elements of `input`'s sections.
  func resolve(contentSize: Size, input: LayoutInput) -> ResolvedProbes {
    let visible = input.viewport.visibleRect
    let span = Size(
      width: max(contentSize.width, visible.width) + 100,
      height: max(contentSize.height, visible.height) + 100)
    func place(_ byte: UInt8, along extent: Double) -> Double {
      Double(byte) / 255 * extent - 50
    }
    var resolved = ResolvedProbes()
    resolved.rects = [visible]
    for bytes in rects {
      let rect = Rect(
        x: place(bytes[0], along: span.width), y: place(bytes[1], along: span.height),
        width: Double(bytes[2]) / 128 * (visible.width + 1),
        height: Double(bytes[3]) / 128 * (visible.height + 1))
      if rect.isFinite { resolved.rects.append(rect) }
    }
    for bytes in points {
      let point = Point(
        x: place(bytes[0], along: span.width), y: place(bytes[1], along: span.height))
      if point.isFinite { resolved.points.append(point) }
    }
    let sections = input.sections
    for bytes in elements {
      // One section past the end, and one item past it, answer `nil` in every layout.
      let section = Int(bytes[0]) % (sections.count + 1)
      let count = section < sections.count ? max(0, sections[section].itemCount) : 0
      let item = Int(bytes[1]) * (count + 1) / 256
      switch bytes[2] % 3 {
      case 0: resolved.elements.append(.cell(section: section, item: item))
      case 1: resolved.elements.append(.header(section: section))
      default: resolved.elements.append(.footer(section: section))
      }
    }
    return resolved
  }
}
