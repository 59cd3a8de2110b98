import MosaicCarousel
import MosaicCore
import MosaicInteraction

/// The playground's two columns: the loaded document laid out twice side by side, `gap` points
/// apart, as one ``/MosaicInteraction/ReorderBoard``, so an item can be dragged from one into
/// the other. The first column's items are the document's `"S.I"`; the second's are named on
/// from the first's sections (`"S+n.I"` for a document of n sections), so every name is unique
/// across the board.
struct PlaygroundBoard {
  typealias Model = CollectionModel<ItemName>

  var board: ReorderBoard<ItemName>
  /// The last drop's lead move per collection, for the reply.
  var dropped: ReorderBoardDrop<ItemName>?

  /// The most points between the two columns.
  static let maximumGap = 1_000.0

  /// The board of `configuration` twice.
  /// - Throws: ``/MosaicCore/LayoutError`` at `op` for a carousel (its copies are virtual), at
  ///   `gap` for a gap that is not finite or outside 0…1000, or as the sessions' layouts do.
  init(configuration: LayoutConfiguration, gap: Double) throws(LayoutError) {
    guard !(configuration.strategy is Carousel) else {
      throw LayoutError(path: "op", message: "a carousel cannot be a column of a board")
    }
    guard gap.isFinite, gap >= 0, gap <= Self.maximumGap else {
      throw LayoutError(path: "gap", message: "expected 0...1000 points, got \(gap)")
    }
    var columns: [ReorderSession<ItemName>] = []
    let count = configuration.input.sections.count
    for base in [0, count] {
      let model = try Model(
        sections: Simulation.sections(of: configuration, sectionBase: base),
        pairedWith: configuration.strategy)
      columns.append(try ReorderSession(model: model, configuration: configuration))
    }
    let width = configuration.input.viewport.size.width
    board = try ReorderBoard(
      collections: columns, origins: [Point(x: 0, y: 0), Point(x: width + gap, y: 0)])
  }

  /// `{"type": "board", …}`: per column its content size and offset, its origin on the board,
  /// the elements in its viewport (a drag's lifted cell among them, under the finger, in the
  /// column it is over) and the drag's slot there; the drag's home, current column and target;
  /// after a drop, the lead's move in each column.
  func reply(id: Int?) throws(LayoutError) -> String {
    var writer = JSONWriter()
    writer.raw("{\"type\": \"board\", \"id\": ")
    writer.optional(id)
    writer.raw(", \"dragging\": \(board.isDragging), \"home\": ")
    writer.optional(board.home)
    writer.raw(", \"current\": ")
    writer.optional(board.current)
    writer.raw(", \"target\": ")
    writer.path(board.target?.indexPath)
    if let dropped {
      writer.raw(", \"dropped\": {\"source\": ")
      writer.number(dropped.source.collection)
      writer.raw(", \"destination\": ")
      writer.optional(dropped.destination?.collection)
      writer.raw("}")
    }
    writer.raw(", \"columns\": [")
    for (index, session) in board.collections.enumerated() {
      if index > 0 { writer.raw(", ") }
      try Self.column(session, origin: board.origins[index], into: &writer)
    }
    writer.raw("]}")
    return writer.text
  }

  static func column(
    _ session: ReorderSession<ItemName>, origin: Point, into writer: inout JSONWriter
  ) throws(LayoutError) {
    let viewport = session.viewport
    writer.raw("{\"origin\": ")
    try writer.point(origin, field: "origin")
    writer.raw(", \"viewport\": ")
    try writer.size(viewport.size, field: "viewport")
    writer.raw(", \"contentSize\": ")
    try writer.size(session.layout.contentSize, field: "contentSize")
    writer.raw(", \"contentOffset\": ")
    try writer.point(viewport.contentOffset, field: "contentOffset")
    if let slot = session.targetSlotFrame {
      writer.raw(", \"slot\": ")
      try writer.frameArray(slot, field: "slot")
    }
    writer.raw(", \"elements\": [")
    let elements = try BoundedRectQuery(layout: session.layout, viewport: viewport)
      .elements(
        in: viewport.bounds, limit: PlaygroundSession.maximumElements, option: "viewport")
    let names = ElementNames(session: session, carousel: nil)
    for (index, attributes) in elements.enumerated() {
      if index > 0 { writer.raw(",") }
      try writer.playgroundElement(attributes, name: names.name(of: attributes.id))
    }
    writer.raw("]}")
  }
}
