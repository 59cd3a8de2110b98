import MosaicCore

/// A deliberately simple strategy with one injectable defect at a time, for proving that the
/// conformance kit notices each kind of mistake: every item in one column, headers above their
/// items, queries answered by a plain scan. With ``Defect/none`` it conforms.
struct DefectiveList: LayoutStrategy {
  enum Defect: String, CaseIterable, Sendable {
    case none
    case duplicateElement, missingCell, nanFrame, negativeSize, contentTooSmall,
      sectionFrameOutOfRange
    /// Says it stacks its sections along the scroll axis, and reports their frames backwards.
    case claimsStackedSections
    case hitTestClosedEdges, hitTestFindsHeaders, rectQueryCountsTouching
    case lookupDisagrees, lookupInventsCells
    case nondeterministic, framesFollowOffset, alphaFollowsOffset, needsPrepareOnScroll
    case refusesEmptyData, acceptsInvalidInput, refusesEverything, missesSingleItem
    /// An update that returns the layout it was given, whatever changed.
    case staleUpdate
    /// Gives the next line's frame for a line asked by index.
    case lineLookupOffByOne
    /// Gives no line to a search along the scroll axis.
    case lineSearchFindsNothing
    /// Gives a section's cell frames last item first.
    case cellFramesReversed
    /// Says no section has a header.
    case firstHeaderMissed
    /// Lists a rect's cells' index paths last first.
    case indexPathsReversed
  }

  struct Options: LayoutOptions {
    var defect: Defect = .none
    init() {}
    init(defect: Defect) { self.defect = defect }
    init(from decoder: any Decoder) throws { self.init() }
    func encode(to encoder: any Encoder) throws {}
  }

  static let name = "defective"
  static let summary = "kit test fixture"
  var options: Options
  var defect: Defect { options.defect }

  init(options: Options, sectionOptions: [Int: NoSectionOptions]) {
    self.options = options
  }

  init(_ defect: Defect) {
    self.init(options: Options(defect: defect))
  }

  func update(_ layout: Layout, to input: LayoutInput, change: LayoutChange) throws(LayoutError)
    -> Layout
  {
    defect == .staleUpdate ? layout : try prepare(input)
  }

  func prepare(_ input: LayoutInput) throws(LayoutError) -> Layout {
    if defect == .refusesEverything { throw LayoutError(path: "", message: "refuses everything") }
    if defect == .refusesEmptyData, input.totalItemCount == 0 {
      throw LayoutError(path: "data", message: "needs items")
    }
    if defect != .acceptsInvalidInput { try input.validate() }
    var elements: [LayoutAttributes] = []
    var headers: [LayoutAttributes] = []
    var sectionFrames: [Rect] = []
    let width = max(0, input.viewport.size.width)
    var y = 0.0
    var widest = width
    for (section, data) in input.sections.enumerated() {
      let top = y
      if let header = data.header, header.height > 0, header.height.isFinite {
        headers.append(
          LayoutAttributes(
            id: .header(section: section),
            frame: Rect(x: 0, y: y, width: width, height: header.height),
            zIndex: 10))
        y += header.height
      }
      for item in 0..<max(0, data.itemCount) {
        // Unvalidated input may give fewer sizes than items: never trap on it.
        var size = Size(width: 40, height: 30)
        switch data.itemSizes {
        case .uniform(let uniform?): size = uniform
        case .perItem(let sizes) where item < sizes.count: size = sizes[item]
        default: break
        }
        var frame = Rect(origin: Point(x: 0, y: y), size: size)
        if defect == .nondeterministic { frame.x += Double(Int.random(in: 1...3)) }
        elements.append(LayoutAttributes(id: .cell(section: section, item: item), frame: frame))
        widest = max(widest, frame.maxX)
        y += size.height
      }
      sectionFrames.append(Rect(x: 0, y: top, width: width, height: y - top))
    }
    elements += headers
    if elements.isEmpty == false {
      switch defect {
      case .nanFrame: elements[0].frame.x = .nan
      case .negativeSize: elements[0].frame.width = -1
      case .missingCell where elements[0].id.category == .cell: elements.removeFirst()
      case .missesSingleItem where input.totalItemCount == 1: elements.removeFirst()
      default: break
      }
    }
    var content = Size(width: widest.isFinite ? widest : 0, height: y.isFinite ? y : 0)
    if defect == .contentTooSmall { content.height /= 2 }
    return Layout(
      elements: elements, sectionFrames: sectionFrames, contentSize: content,
      preparedViewport: input.viewport, defect: defect)
  }

  struct Layout: PreparedLayout {
    let elements: [LayoutAttributes]
    let sectionFrames: [Rect]
    let contentSize: Size
    let preparedViewport: Viewport
    let defect: Defect
    var scrollDirection: ScrollDirection { .vertical }
    var sectionCount: Int { sectionFrames.count }

    var stacksSectionsAlongScrollAxis: Bool { defect == .claimsStackedSections }

    func firstSection(withSupplementary category: ElementCategory) -> Int? {
      guard category.isHeaderOrFooter, category == .footer || defect != .firstHeaderMissed
      else { return nil }
      return elements.lazy.filter { $0.id.category == category }.map(\.id.section).min()
    }

    func indexPathsForItems(
      in rect: Rect, viewport: Viewport, into indexPaths: inout [IndexPath],
      buffer: inout [LayoutAttributes]
    ) {
      var found: [LayoutAttributes] = []
      elements(in: rect, viewport: viewport, into: &found)
      let cells = found.filter { $0.id.category == .cell }.map(\.id.indexPath)
      indexPaths += defect == .indexPathsReversed ? cells.reversed() : cells
    }

    func lineFrame(inSection section: Int, at line: Int) -> Rect? {
      let frames = lineFrames(inSection: section)
      let index = defect == .lineLookupOffByOne ? line + 1 : line
      return frames.indices.contains(index) ? frames[index] : nil
    }

    func forEachCellFrame(inSection section: Int, _ body: (Rect) -> Bool) {
      var frames = (0..<itemCount(inSection: section)).compactMap {
        attributes(for: .cell(section: section, item: $0), viewport: preparedViewport)?.frame
      }
      if defect == .cellFramesReversed { frames.reverse() }
      for frame in frames where !body(frame) { return }
    }

    func forEachLineFrame(
      inSection section: Int, crossing range: ClosedRange<Double>, _ body: (Int, Rect) -> Void
    ) {
      guard defect != .lineSearchFindsNothing else { return }
      for (line, frame) in lineFrames(inSection: section).enumerated()
      where frame.minY <= range.upperBound && frame.maxY >= range.lowerBound {
        body(line, frame)
      }
    }

    func sectionFrame(_ section: Int) -> Rect? {
      if defect == .sectionFrameOutOfRange, section == sectionFrames.count { return .zero }
      if defect == .claimsStackedSections, sectionFrames.indices.contains(section) {
        return sectionFrames[sectionFrames.count - 1 - section]
      }
      return sectionFrames.indices.contains(section) ? sectionFrames[section] : nil
    }

    /// The elements as seen at `viewport` (a defect's dependence on the scroll position is on the
    /// offset itself, not on the prepared one: queries never depend on where a layout was prepared).
    func elements(at viewport: Viewport) -> [LayoutAttributes] {
      let scrolled = viewport.contentOffset != .zero
      var result = elements
      if defect == .framesFollowOffset, scrolled {
        for index in result.indices { result[index].frame.width /= 2 }
      }
      if defect == .alphaFollowsOffset, scrolled {
        for index in result.indices { result[index].alpha = 0.5 }
      }
      if defect == .duplicateElement, let first = result.first { result.append(first) }
      return result
    }

    func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
      guard var found = elements(at: viewport).first(where: { $0.id == element }) else {
        if defect == .lookupInventsCells, element.category == .cell {
          return LayoutAttributes(id: element, frame: .zero)
        }
        return nil
      }
      if defect == .lookupDisagrees { found.frame.x += 1 }
      return found
    }

    func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
      for element in elements(at: viewport) {
        let frame = element.frame
        let touching =
          defect == .rectQueryCountsTouching && !rect.isEmpty
          && frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY
          && rect.minY <= frame.maxY
        if frame.intersects(rect) || touching { results.append(element) }
      }
    }

    func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
      results += elements(at: viewport)
    }

    func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
      var best: LayoutAttributes?
      for element in elements(at: viewport) {
        let frame = element.frame
        let contains =
          defect == .hitTestClosedEdges
          ? point.x >= frame.minX && point.x <= frame.maxX && point.y >= frame.minY
            && point.y <= frame.maxY
          : frame.contains(point)
        guard contains, element.id.category == .cell || defect == .hitTestFindsHeaders else {
          continue
        }
        if let current = best, current.zIndex > element.zIndex { continue }
        best = element
      }
      return best?.id.indexPath
    }

    func needsPrepare(for viewport: Viewport) -> Bool {
      defect == .needsPrepareOnScroll
        ? viewport != preparedViewport : viewport.size != preparedViewport.size
    }
  }
}
