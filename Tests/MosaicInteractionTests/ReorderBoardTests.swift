import Mosaic
import MosaicTestSupport
import Testing

/// Two grids side by side (80×80 items four to a 390-wide line, lines 90 apart, 390×300
/// viewports): column A at the board's origin holds a0…a7, column B at x 400 holds b0…b5.
func twoColumnBoard(b: [String] = (0..<6).map { "b\($0)" }) throws -> ReorderBoard<String> {
  var options = FlowOptions()
  options.itemSize = Size(width: 80, height: 80)
  let viewport = Viewport(width: 390, height: 300)
  let a = try ReorderSession(
    model: try CollectionModel(sections: [.init(items: (0..<8).map { "a\($0)" })]),
    layout: Flow(options: options), viewport: viewport)
  let bSession = try ReorderSession(
    model: try CollectionModel(sections: [.init(items: b)]), layout: Flow(options: options),
    viewport: viewport)
  return try ReorderBoard(
    collections: [a, bSession], origins: [Point(x: 0, y: 0), Point(x: 400, y: 0)])
}

/// The centre of item `index` of column `column`'s grid, in board coordinates.
func boardCentre(_ column: Int, _ index: Int) -> Point {
  let local = centre(index)
  return Point(x: local.x + Double(column) * 400, y: local.y)
}

@Suite("Reorder boards: drags between collections")
struct ReorderBoardTests {
  @Test func anItemLeavesOneColumnAndEntersTheOtherAsAPairOfBatches() throws {
    var board = try twoColumnBoard()
    let began = try board.begin(atBoardPoint: boardCentre(0, 1))
    #expect(began && board.home == 0 && board.target?.indexPath == IndexPath(section: 0, item: 1))
    board.move(toBoardPoint: boardCentre(1, 2))
    #expect(board.current == 1 && board.target?.indexPath == IndexPath(section: 0, item: 2))
    // A reflows without a1 (a2 slid into slot 1); B makes room at slot 2 and draws a1 there.
    let a = board.collections[0].layout
    #expect(a.allElements(viewport: board.collections[0].viewport).count == 7)
    #expect(a.attributes(for: .cell(section: 0, item: 1))?.frame.center == centre(1))
    let b = board.collections[1].layout
    #expect(b.allElements(viewport: board.collections[1].viewport).count == 7)
    #expect(b.attributes(for: .cell(section: 0, item: 3))?.frame.center == centre(3), "b2 moved on")
    let lifted = try #require(b.attributes(for: .cell(section: 0, item: 2)))
    // Drawn at its size at home, centred under the finger (board x − 400, to rounding).
    #expect(lifted.zIndex == Int.max && lifted.frame.width == 80)
    #expect(abs(lifted.frame.midX - centre(2).x) < 1e-9 && lifted.frame.midY == centre(2).y)
    // Within B the lead moves as any drag does: over b4, now at index 5.
    board.move(toBoardPoint: boardCentre(1, 5))
    #expect(board.target?.indexPath == IndexPath(section: 0, item: 5))
    // The gutter between the columns keeps the target.
    board.move(toBoardPoint: Point(x: 395, y: 40))
    #expect(board.target?.collection == 1 && board.target?.indexPath.item == 5)

    let ended = board.end()
    let drop = try #require(ended)
    #expect(!board.isDragging)
    #expect(board.collections[0].model.items == [["a0", "a2", "a3", "a4", "a5", "a6", "a7"]])
    #expect(board.collections[1].model.items == [["b0", "b1", "b2", "b3", "b4", "a1", "b5"]])
    #expect(
      drop.source.collection == 0
        && drop.source.drop.batch.deleteItems == [IndexPath(section: 0, item: 1)])
    let destination = try #require(drop.destination)
    #expect(destination.collection == 1)
    #expect(destination.drop.batch.insertItems.map(\.0) == [IndexPath(section: 0, item: 5)])
    #expect(destination.drop.batch.insertItems.map(\.1) == ["a1"])
    #expect(
      drop.source.drop.lead.from == IndexPath(section: 0, item: 1)
        && drop.source.drop.lead.to == nil)
    #expect(
      destination.drop.lead.from == nil
        && destination.drop.lead.to == IndexPath(section: 0, item: 5))
  }

  @Test func comingBackHomeIsAMoveAndCancelRestoresBoth() throws {
    var board = try twoColumnBoard()
    let original = board.collections.map { $0.layout.allElements(viewport: $0.viewport) }
    _ = try board.begin(atBoardPoint: boardCentre(0, 1))
    board.move(toBoardPoint: boardCentre(1, 0))
    board.move(toBoardPoint: boardCentre(0, 5))
    #expect(board.current == 0 && board.target?.indexPath == IndexPath(section: 0, item: 5))
    #expect(
      board.collections[1].layout.allElements(viewport: board.collections[1].viewport)
        == original[1])
    let ended = board.end()
    let drop = try #require(ended)
    #expect(drop.destination == nil)
    #expect(board.collections[0].model.items == [["a0", "a2", "a3", "a4", "a5", "a1", "a6", "a7"]])

    _ = try board.begin(atBoardPoint: boardCentre(0, 0))
    board.move(toBoardPoint: boardCentre(1, 3))
    board.cancel()
    #expect(!board.isDragging)
    #expect(board.collections[0].model.items == [["a0", "a2", "a3", "a4", "a5", "a1", "a6", "a7"]])
    #expect(board.collections[1].model.items == [(0..<6).map { "b\($0)" }])
    #expect(
      board.collections[1].layout.allElements(viewport: board.collections[1].viewport)
        == original[1])
  }

  @Test func aGroupTravelsTogetherAndAnEmptySpaceTakesItAtTheEnd() throws {
    var board = try twoColumnBoard()
    _ = try board.begin(
      atBoardPoint: boardCentre(0, 1), alsoLifting: [IndexPath(section: 0, item: 3)])
    // Below B's last line: the end of its section.
    board.move(toBoardPoint: Point(x: 450, y: 250))
    #expect(board.target?.indexPath == IndexPath(section: 0, item: 6))
    board.end()
    #expect(board.collections[0].model.items == [["a0", "a2", "a4", "a5", "a6", "a7"]])
    #expect(board.collections[1].model.items == [["b0", "b1", "b2", "b3", "b4", "b5", "a1", "a3"]])
  }

  @Test func aCollectionHoldingTheItemAlreadyCannotTakeIt() throws {
    var board = try twoColumnBoard(b: ["b0", "a1", "b2"])
    _ = try board.begin(atBoardPoint: boardCentre(0, 1))
    board.move(toBoardPoint: boardCentre(1, 0))
    #expect(board.current == nil && board.target == nil && board.isDragging)
    let ended = board.end()
    #expect(ended == nil, "nowhere to land: everything goes back")
    #expect(board.collections[0].model.items == [(0..<8).map { "a\($0)" }])
    #expect(board.collections[1].model.items == [["b0", "a1", "b2"]])
  }

  @Test func aBoardNeedsAnOriginForEachCollection() throws {
    let one = try twoColumnBoard().collections
    #expect(throws: LayoutError.self) { try ReorderBoard(collections: one, origins: [.zero]) }
    #expect(throws: LayoutError.self) { try ReorderBoard<String>(collections: [], origins: []) }
    #expect(
      throws: LayoutError(path: "origins[1]", message: "expected finite coordinates")
    ) { try ReorderBoard(collections: one, origins: [.zero, Point(x: .nan, y: 0)]) }
  }
}
