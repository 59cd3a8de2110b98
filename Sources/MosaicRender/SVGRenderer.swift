import MosaicCore

/// Draws a prepared layout as SVG: the content area, every element by category (cells, headers,
/// footers and decorations in distinct styles, labelled), the viewport outlined, pinned elements
/// where the viewport's offset puts them, and optionally a drag in progress.
///
/// Coordinates in the SVG are content coordinates (its `viewBox`), so a frame printed by
/// `mosaic layout` is the rectangle drawn.
public struct SVGRenderer: Sendable {
  /// Layouts with more elements than this are drawn around the viewport only, unless a rect is
  /// given.
  public static let wholeContentLimit = 3_000

  /// The widest picture, in pixels; larger content is scaled down (the viewBox keeps coordinates).
  public var maximumPixelWidth: Double = 1_200

  /// Creates a renderer.
  public init() {}

  /// The area a picture of `layout` covers: `rect` when given; the whole content when it holds at
  /// most ``wholeContentLimit`` elements and is at most ``wholeContentViewports`` viewports long;
  /// else the viewport's neighbourhood (the viewport and half a viewport beyond each end along the
  /// scroll axis), which is what a ×500 carousel or a million-item list should show.
  public func area(
    of layout: any PreparedLayout, viewport: Viewport, rect: Rect?, elementCount: Int
  )
    -> Rect
  {
    if let rect { return rect }
    let content = Rect(origin: .zero, size: layout.contentSize).union(viewport.bounds)
    let axis = layout.scrollDirection.scrollAxis
    let viewportLength = max(1, viewport.size.value(along: axis))
    if elementCount <= Self.wholeContentLimit,
      content.extent(along: axis) <= Self.wholeContentViewports * viewportLength
    {
      return content
    }
    let bounds = viewport.bounds
    return layout.scrollDirection == .vertical
      ? Rect(
        x: bounds.x, y: bounds.y - bounds.height / 2, width: bounds.width, height: bounds.height * 2
      )
      : Rect(
        x: bounds.x - bounds.width / 2, y: bounds.y, width: bounds.width * 2, height: bounds.height)
  }

  /// Content longer than this many viewports is drawn around the viewport only.
  public static let wholeContentViewports = 40.0

  /// The SVG document.
  /// - Parameters:
  ///   - contentSize: the layout's content size, drawn as the content's outline from the origin.
  ///   - elements: what to draw (the layout's elements at `viewport`, or those in the area).
  ///   - viewport: the viewport, its bounds outlined dashed (and its visible rect dotted, when the
  ///     content inset makes the two differ).
  ///   - area: the content rect the picture covers.
  ///   - label: the text of an element (`nil`: `section.item`, `header s`, …).
  ///   - drag: a drag to show.
  ///   - transition: an update's transition to show over the new layout.
  /// - Complexity: O(elements log elements) (drawn in zIndex order).
  public func svg(
    contentSize: Size, elements: [LayoutAttributes], viewport: Viewport, area: Rect,
    label: ((ElementID) -> String?)? = nil, drag: DragOverlay? = nil,
    transition: TransitionOverlay? = nil
  ) -> String {
    let margin = 8.0
    let box = Rect(
      x: area.x - margin, y: area.y - margin, width: max(1, area.width) + 2 * margin,
      height: max(1, area.height) + 2 * margin)
    let scale = min(2, maximumPixelWidth / box.width)
    var out = ""
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(box.width * scale))\" height=\"\(Self.number(box.height * scale))\" viewBox=\"\(Self.number(box.x)) \(Self.number(box.y)) \(Self.number(box.width)) \(Self.number(box.height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
    out +=
      "<rect class=\"background\" x=\"\(Self.number(box.x))\" y=\"\(Self.number(box.y))\" width=\"\(Self.number(box.width))\" height=\"\(Self.number(box.height))\" fill=\"#ffffff\"/>\n"
    out += Self.rect(
      Rect(origin: .zero, size: contentSize),
      attributes: "class=\"content\" fill=\"#f4f5f7\" stroke=\"#b0b4bb\" stroke-width=\"1\"")

    // Drawn bottom to top: zIndex, then element order.
    let ordered = elements.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }.map(\.element)
    for attributes in ordered {
      let isMoving = drag?.moving == attributes.id
      let style = isMoving ? RenderStyle.moving : RenderStyle.of(attributes.id.category)
      let frame = attributes.frame
      let dash = attributes.isHidden ? " stroke-dasharray=\"3 2\" fill-opacity=\"0.15\"" : ""
      // The element, its shadow and its label turn together, as a cell's view and its content do.
      let matrix = Self.matrix(attributes.transform, about: frame)
      if let matrix { out += "<g class=\"transformed\" transform=\"\(matrix)\">\n" }
      if isMoving {
        out += Self.rect(
          frame.offsetBy(dx: 3, dy: 3),
          attributes: "class=\"shadow\" fill=\"#000000\" fill-opacity=\"0.18\"")
      }
      out += Self.rect(
        frame,
        attributes:
          "class=\"\(isMoving ? "moving" : attributes.id.category.name)\" data-section=\"\(attributes.id.section)\" data-item=\"\(attributes.id.item)\" fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"\(isMoving ? 2 : 1)\"\(dash)"
      )
      let text = label?(attributes.id) ?? Self.defaultLabel(attributes.id)
      // Decorations sit behind cells: their label goes in the corner, where cells leave it visible.
      out +=
        attributes.id.category == .decoration
        ? Self.cornerLabel(text, in: frame, color: style.text)
        : Self.label(text, in: frame, color: style.text)
      if isMoving, let drag, drag.itemCount > 1 { out += Self.badge(drag.itemCount, on: frame) }
      if matrix != nil { out += "</g>\n" }
    }

    if let transition { out += Self.transitionMarkup(transition) }
    if let drag {
      out += Self.rect(
        drag.targetSlot,
        attributes:
          "class=\"target\" fill=\"none\" stroke=\"#d32f2f\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""
      )
      for zone in drag.autoScrollZones {
        out += Self.rect(
          zone, attributes: "class=\"autoscroll-zone\" fill=\"#e53935\" fill-opacity=\"0.12\"")
      }
    }
    out += Self.rect(
      viewport.bounds,
      attributes:
        "class=\"viewport\" fill=\"none\" stroke=\"#e53935\" stroke-width=\"2\" stroke-dasharray=\"8 4\""
    )
    if viewport.visibleRect != viewport.bounds {
      out += Self.rect(
        viewport.visibleRect,
        attributes:
          "class=\"visible\" fill=\"none\" stroke=\"#e53935\" stroke-width=\"1\" stroke-dasharray=\"2 3\""
      )
    }
    out += "</svg>\n"
    return out
  }

  static func defaultLabel(_ id: ElementID) -> String {
    switch id.category {
    case .cell: "\(id.section).\(id.item)"
    case .header: "header \(id.section)"
    case .footer: "footer \(id.section)"
    case .decoration: "\(id.kind ?? "decoration") \(id.section).\(id.item)"
    }
  }

  static func rect(_ frame: Rect, attributes: String) -> String {
    "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(max(0, frame.width)))\" height=\"\(number(max(0, frame.height)))\" \(attributes)/>\n"
  }

  /// A label centred in `frame`, sized to fit; none when the frame is too small to read one.
  static func label(_ text: String, in frame: Rect, color: String) -> String {
    let size = min(14, frame.height * 0.45, frame.width / (Double(max(1, text.count)) * 0.62))
    guard size >= 6, frame.isFinite else { return "" }
    return
      "<text x=\"\(number(frame.midX))\" y=\"\(number(frame.midY + size * 0.35))\" font-size=\"\(number(size))\" fill=\"\(color)\" text-anchor=\"middle\">\(escape(text))</text>\n"
  }

  /// A small label in the top-left corner of `frame`; none when it would not fit.
  static func cornerLabel(_ text: String, in frame: Rect, color: String) -> String {
    let size = 9.0
    guard frame.height >= size + 4, frame.width >= Double(text.count) * size * 0.62 + 6,
      frame.isFinite
    else { return "" }
    return
      "<text x=\"\(number(frame.x + 3))\" y=\"\(number(frame.y + 2 + size))\" font-size=\"\(number(size))\" fill=\"\(color)\">\(escape(text))</text>\n"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A number as SVG wants it: integral values without a fraction, others to 0.01; beyond
  /// ±1e15, where hundredths no longer exist, Swift's shortest exact form (`1e+300`).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e15 else { return "\(value)" }
    let rounded = value == value.rounded() ? value : (value * 100).rounded() / 100
    // Within ±1e15 every integral value is an exact Int.
    if rounded == rounded.rounded(), let integer = Int(exactly: rounded) { return String(integer) }
    return "\(rounded)"
  }
}

extension SVGRenderer {
  /// A round badge holding `count` at the top-right corner of `frame`: a drag of several items.
  static func badge(_ count: Int, on frame: Rect) -> String {
    guard frame.isFinite else { return "" }
    let radius = 11.0
    let x = number(frame.maxX - 2)
    let y = number(frame.minY + 2)
    return
      "<circle class=\"badge\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(number(radius))\" fill=\"#d32f2f\"/>\n"
      + "<text class=\"badge\" x=\"\(x)\" y=\"\(number(frame.minY + 6))\" font-size=\"12\" "
      + "fill=\"#ffffff\" text-anchor=\"middle\">\(count)</text>\n"
  }
}
