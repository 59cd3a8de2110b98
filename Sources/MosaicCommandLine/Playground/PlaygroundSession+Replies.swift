import MosaicCarousel
import MosaicCompositional
import MosaicCore
import MosaicInteraction

extension PlaygroundSession {
  /// `{"type": "error", …}`: the path and message of `error`, and the one line a CLI would print.
  static func error(id: Int?, _ error: LayoutError) -> String {
    var writer = JSONWriter()
    writer.raw("{\"type\": \"error\", \"id\": ")
    if let id { writer.number(id) } else { writer.raw("null") }
    writer.raw(", \"path\": ")
    writer.string(LayoutError.oneLine(error.path, limit: LayoutError.maximumPathLength))
    writer.raw(", \"message\": ")
    writer.string(LayoutError.oneLine(error.message, limit: LayoutError.maximumMessageLength))
    writer.raw(", \"line\": ")
    writer.string("error: \(error)")
    writer.raw("}")
    return writer.text
  }

  static func hitReply(id: Int?, session: ReorderSession<ItemName>, point: Point) -> String {
    cellReply(id: id, type: "hit", session: session) {
      point.x.isFinite && point.y.isFinite
        ? session.layout.indexPathForItem(at: point, viewport: session.viewport) : nil
    }
  }

  /// `{"type": "focus", "focus": [S, I] or null, "name"}`: where focus goes from `path` in
  /// `direction` in the layout shown.
  static func focusReply(
    id: Int?, session: ReorderSession<ItemName>, from path: IndexPath, _ direction: FocusDirection
  ) -> String {
    cellReply(id: id, type: "focus", session: session) {
      session.layout.indexPath(
        movingFocusFrom: path, direction: direction, viewport: session.viewport)
    }
  }

  /// `{"type": TYPE, "us": {"engine"}, TYPE: [S, I] or null, "name"}`: the cell `query` finds in
  /// the layout shown (timed), and the name of the item it shows.
  static func cellReply(
    id: Int?, type: String, session: ReorderSession<ItemName>, query: () -> IndexPath?
  ) -> String {
    var writer = JSONWriter()
    writer.raw("{\"type\": \"\(type)\", \"id\": ")
    writer.optional(id)
    let clock = ContinuousClock()
    let start = clock.now
    let cell = query()
    writer.raw(", \"us\": {\"engine\": ")
    writer.number(microseconds(clock.now - start))
    writer.raw("}, \"\(type)\": ")
    writer.path(cell)
    writer.raw(", \"name\": ")
    // The layout shown is mid-drag the proposed order's: its cells name the items they show.
    writer.string(cell.flatMap { session.item(shownAt: $0)?.description })
    writer.raw("}")
    return writer.text
  }

  static func orderReply(id: Int?, model: CollectionModel<ItemName>) throws(LayoutError) -> String {
    var total = 0
    for section in 0..<model.sectionCount { total += model.itemCount(inSection: section) }
    guard total <= maximumOrderItems else {
      throw LayoutError(
        path: "op",
        message: "the data holds \(total) items; 'order' lists at most \(maximumOrderItems)")
    }
    var writer = JSONWriter()
    writer.raw("{\"type\": \"order\", \"id\": ")
    writer.optional(id)
    writer.raw(", \"order\": ")
    writer.nameLists(model.sections.map(\.items))
    writer.raw("}")
    return writer.text
  }

  /// `{"type": "state", …}`: the document's state and the elements in the window.
  func stateReply(
    id: Int?, simulation: Simulation, engineTime: Duration, extra: ReplyExtras
  ) throws(LayoutError) -> String {
    let session = simulation.session
    let viewport = session.viewport
    let layout = session.layout
    let offset = viewport.contentOffset
    let rect = Rect(
      x: window.x + offset.x, y: window.y + offset.y, width: window.width, height: window.height)
    let clock = ContinuousClock()
    let start = clock.now
    let elements = try BoundedRectQuery(layout: layout, viewport: viewport)
      .elements(in: rect, limit: Self.maximumElements, option: "rect")
    let queryTime = clock.now - start

    var writer = JSONWriter()
    writer.raw("{\"type\": \"state\", \"id\": ")
    writer.optional(id)
    writer.raw(", \"us\": {\"engine\": ")
    writer.number(Self.microseconds(engineTime))
    writer.raw(", \"query\": ")
    writer.number(Self.microseconds(queryTime))
    writer.raw("}, \"contentSize\": ")
    try writer.size(layout.contentSize, field: "contentSize")
    writer.raw(", \"contentOffset\": {\"x\": ")
    try writer.number(offset.x, field: "contentOffset.x")
    writer.raw(", \"y\": ")
    try writer.number(offset.y, field: "contentOffset.y")
    writer.raw("}, \"window\": ")
    try writer.frame(rect, field: "window")
    writer.raw(", \"dragging\": \(session.isDragging), \"target\": ")
    writer.path(session.target)
    // During a drag, where the item would land and the bands that auto-scroll (what `render`
    // draws over a drag).
    if let slot = session.targetSlotFrame {
      writer.raw(", \"lifted\": ")
      writer.number(session.liftedIndexPaths.count)
      writer.raw(", \"slot\": ")
      try writer.frameArray(slot, field: "slot")
      writer.raw(", \"autoScrollZones\": [")
      for (index, zone) in session.autoScrollZones.enumerated() {
        if index > 0 { writer.raw(", ") }
        try writer.frameArray(zone, field: "autoScrollZones")
      }
      writer.raw("]")
    }
    writer.raw(", \"page\": ")
    writer.optional(simulation.page)
    if let moved = extra.moved {
      writer.raw(", \"moved\": {\"from\": ")
      writer.path(moved.from)
      writer.raw(", \"to\": ")
      writer.path(moved.to)
      writer.raw("}")
    }
    if let announcement = extra.announcement {
      writer.raw(", \"announcement\": ")
      writer.string(announcement)
    }
    if extra.loaded { try writeDocument(simulation, into: &writer) }
    writer.raw(", \"elements\": [")
    let names = ElementNames(session: session, carousel: simulation.carousel)
    for (index, attributes) in elements.enumerated() {
      if index > 0 { writer.raw(",") }
      let item = names.item(of: attributes.id)
      try writer.playgroundElement(
        attributes, name: item?.description,
        selected: item.map(simulation.selection.isSelected) ?? false)
    }
    writer.raw("]")
    if let (transition, oldModel) = extra.transition {
      try writeTransition(
        transition, oldModel: oldModel, newElements: elements, names: names, into: &writer)
    }
    writer.raw("}")
    return writer.text
  }

  /// What a client needs once per document: the strategy, the viewport, the sections' counts.
  private func writeDocument(_ simulation: Simulation, into writer: inout JSONWriter)
    throws(LayoutError)
  {
    let session = simulation.session
    let viewport = session.viewport
    writer.raw(", \"document\": {\"scrollDirection\": ")
    writer.string(session.layout.scrollDirection == .vertical ? "vertical" : "horizontal")
    writer.raw(", \"viewport\": ")
    try writer.size(viewport.size, field: "viewport")
    writer.raw(", \"contentInset\": {\"top\": ")
    try writer.number(viewport.contentInset.top, field: "contentInset.top")
    writer.raw(", \"left\": ")
    try writer.number(viewport.contentInset.left, field: "contentInset.left")
    writer.raw(", \"bottom\": ")
    try writer.number(viewport.contentInset.bottom, field: "contentInset.bottom")
    writer.raw(", \"right\": ")
    try writer.number(viewport.contentInset.right, field: "contentInset.right")
    writer.raw("}, \"itemCounts\": [")
    let model = session.model
    for section in 0..<model.sectionCount {
      if section > 0 { writer.raw(", ") }
      writer.number(model.itemCount(inSection: section))
    }
    // Sections whose items take measured sizes: estimates on (at a size: a compositional
    // layout's 0×0 estimate only sizes its groups' estimated sides) and no fixed itemSize.
    writer.raw("], \"selfSizing\": [")
    for (index, section) in model.sections.enumerated() {
      if index > 0 { writer.raw(", ") }
      let measured = model.estimatedItemSize.map { $0 != .zero } ?? false
      writer.raw(measured && section.itemSize == nil ? "true" : "false")
    }
    writer.raw("], \"carousel\": ")
    if let carousel = simulation.carousel {
      writer.raw("{\"pageCount\": ")
      writer.number(carousel.pageCount)
      writer.raw(", \"autoAdvanceInterval\": ")
      try writer.number(carousel.autoAdvanceInterval, field: "autoAdvanceInterval")
      writer.raw("}")
    } else {
      writer.raw("null")
    }
    // A compositional layout's band sections: the page swipes them sideways (bandDrag).
    writer.raw(", \"bands\": [")
    if let layout = session.committedLiveLayout.strategyLayout as? CompositionalLayout {
      var first = true
      for section in 0..<model.sectionCount where layout.bandGeometry(ofSection: section) != nil {
        writer.raw(first ? "" : ", ")
        writer.number(section)
        first = false
      }
    }
    writer.raw("]}")
  }

  /// Whole microseconds, for the timing overlay.
  static func microseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
  }
}
