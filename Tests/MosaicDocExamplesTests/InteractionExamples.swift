import Mosaic
import Testing

/// The Interaction from Swift article's examples (and the README's interaction example): each
/// region between `doc:begin` and `doc:end` is one of its code blocks, character for character.
// doc:begin tile-configuration
/// A flow of 90×90 tiles, four to a line, laying out `model`'s data in a phone-sized viewport.
func tileConfiguration(for model: CollectionModel<String>) -> LayoutConfiguration {
  var options = FlowOptions()
  options.itemSize = Size(width: 90, height: 90)
  return LayoutConfiguration(
    strategy: Flow(options: options),
    input: LayoutInput(sections: model.sectionData, viewport: Viewport(width: 390, height: 844)))
}
// doc:end tile-configuration

@Suite("Interaction examples")
struct InteractionExamples {
  @Test func movingFocus() throws {
    // doc:begin moving-focus
    // Ten tiles, four to a line: 0–3, 4–7, then 8 and 9.
    let model = try CollectionModel(sections: [.init(items: (0..<10).map { "tile \($0)" })])
    let layout = try LiveLayout(tileConfiguration(for: model)).layout
    func focus(from item: Int, _ direction: FocusDirection) -> Int? {
      layout.indexPath(movingFocusFrom: IndexPath(section: 0, item: item), direction: direction)?
        .item
    }
    let below = focus(from: 1, .down)  // 5: the same column
    let beside = focus(from: 5, .left)  // 4: the same line
    let pastTheEnd = focus(from: 9, .right)  // 6: nothing right of 9 in its line, so the nearest
    // cell beyond its right edge, in the line above
    let nowhere = focus(from: 4, .left)  // nil: nothing lies left of the first column
    let following = focus(from: 3, .next)  // 4: index-path order
    // doc:end moving-focus
    #expect(below == 5 && beside == 4 && pastTheEnd == 6 && nowhere == nil && following == 4)
    #expect(focus(from: 8, .up) == 4 && focus(from: 0, .previous) == nil)
    #expect(
      focus(from: 9, .next) == nil && focus(from: 2, .down) == 6 && focus(from: 6, .down) == 9)
  }

  @Test func keyboardReordering() throws {
    // doc:begin keyboard-reordering
    let model = try CollectionModel(sections: [.init(items: (0..<10).map { "tile \($0)" })])
    var session = try ReorderSession(model: model, configuration: tileConfiguration(for: model))
    var spoken: [String] = []
    func say(_ event: ReorderEvent?) {
      if let event { spoken.append(session.announcements.text(for: event)) }
    }
    say(session.pickUp(IndexPath(section: 0, item: 1)))  // Space on tile 1
    say(session.moveLifted(.down))  // ↓: tile 1 takes slot 5, tiles 2–5 slide back
    say(session.moveLifted(.right))  // →: slot 6
    say(session.moveLifted(.down))  // ↓: slot 9, the nearest below (the last line holds two)
    say(session.moveLifted(.down))  // ↓: nothing further down
    say(session.drop())  // Space: one move committed
    // doc:end keyboard-reordering
    #expect(
      spoken == [
        "Picked up item 2 of section 1.",
        "Moved item 2 of section 1 to position 6 of section 1.",
        "Moved item 2 of section 1 to position 7 of section 1.",
        "Moved item 2 of section 1 to position 10 of section 1.",
        "Item 2 of section 1 cannot move down from position 10 of section 1.",
        "Dropped item 2 of section 1 at position 10 of section 1.",
      ])
    #expect(session.model.items[0][9] == "tile 1" && session.model.items[0][1] == "tile 2")
  }

  @Test func draggingSeveralItems() throws {
    // doc:begin several-items
    // Ten tiles, four to a line; tiles 3 and 7 are selected beside tile 1, under the finger.
    let model = try CollectionModel(sections: [.init(items: (0..<10).map { "tile \($0)" })])
    var session = try ReorderSession(model: model, configuration: tileConfiguration(for: model))
    let selection = [IndexPath(section: 0, item: 3), IndexPath(section: 0, item: 7)]
    _ = try session.begin(atViewportPoint: Point(x: 150, y: 45), alsoLifting: selection)
    // Tiles 3 and 7 leave the layout: eight cells reflow, tile 1's slot stands for all three.
    session.move(toViewportPoint: Point(x: 45, y: 145))  // over tile 5, the second line's first
    session.end()  // one batch: 1, 3, 7 land from tile 5's slot on, after 0, 2, 4, 5
    let drop = session.lastDrop  // the batch for the app's data, and the transition
    // doc:end several-items
    #expect(
      session.model.items == [
        [
          "tile 0", "tile 2", "tile 4", "tile 5", "tile 1", "tile 3", "tile 7", "tile 6", "tile 8",
          "tile 9",
        ]
      ])
    #expect(drop?.batch.moveItems.count == 3)
  }

  @Test func draggingBetweenCollections() throws {
    // doc:begin between-collections
    // Two columns of a board, each its own model, layout and viewport, side by side.
    func column(_ names: [String]) throws -> ReorderSession<String> {
      let model = try CollectionModel(sections: [.init(items: names)])
      return try ReorderSession(model: model, configuration: tileConfiguration(for: model))
    }
    var board = try ReorderBoard(
      collections: [try column(["to do 1", "to do 2"]), try column(["done 1"])],
      origins: [Point(x: 0, y: 0), Point(x: 400, y: 0)])  // board coordinates
    _ = try board.begin(atBoardPoint: Point(x: 145, y: 45))  // "to do 2"
    board.move(toBoardPoint: Point(x: 445, y: 45))  // over "done 1": it enters before it
    let drop = board.end()  // a batch in each: a delete in the first, an insert in the second
    // doc:end between-collections
    #expect(board.collections[0].model.items == [["to do 1"]])
    #expect(board.collections[1].model.items == [["to do 2", "done 1"]])
    #expect(drop?.source.drop.batch.deleteItems == [IndexPath(section: 0, item: 1)])
    #expect(drop?.destination?.drop.batch.insertItems.map(\.1) == ["to do 2"])
  }

  @Test func batchUpdate() throws {
    // doc:begin batch-update
    let model = try CollectionModel(sections: [
      .init(items: ["a", "b", "c"]), .init(items: ["d", "e"]),
    ])
    var live = try LiveLayout(tileConfiguration(for: model))

    // UIKit's index semantics: deletes and move sources use old index paths,
    // inserts and move targets new ones.
    let batch = BatchUpdate<String>(
      deleteItems: [IndexPath(section: 0, item: 1)],
      insertItems: [(IndexPath(section: 1, item: 0), "new", nil)],
      moveItems: [(IndexPath(section: 0, item: 0), IndexPath(section: 1, item: 2))])
    let edit = try model.applying(batch)  // the new model, its change and its mapping
    let (updated, change) = (edit.model, edit.change)

    // The live layout is updated by the change, not prepared again.
    var input = live.input
    input.sections = updated.sectionData
    live = try live.updated(to: input, change: change)
    // doc:end batch-update
    #expect(updated.items == [["c"], ["new", "d", "a", "e"]])
    #expect(live.layout.attributes(for: .cell(IndexPath(section: 1, item: 3))) != nil)
    #expect(live.layout.attributes(for: .cell(IndexPath(section: 0, item: 1))) == nil)
  }

  @Test func countedSections() throws {
    // doc:begin counted-sections
    // 100 sections of 10^6 numbered items: one run a section, stored in O(1).
    let sections = (0..<100).map { section in
      CollectionModel<Int>.Section(
        items: ItemList(numbers: section * 1_000_000..<(section + 1) * 1_000_000),
        itemSize: Size(width: 90, height: 90))
    }
    let model = try CollectionModel(sections: sections)

    // An edit copies what it touches: section 7's run splits around the item.
    let edit = try model.applying(BatchUpdate(deleteItems: [IndexPath(section: 7, item: 500)]))
    let after = edit.model.indexPath(of: 7_000_501)  // section 7, item 500
    // doc:end counted-sections
    #expect(after == IndexPath(section: 7, item: 500))
    #expect(!edit.model.contains(7_000_500) && model.contains(7_000_500))
    #expect(edit.model.itemCount(inSection: 7) == 999_999)
  }

  @Test func rejectedBatch() throws {
    // doc:begin rejected-batch
    var model = try CollectionModel(sections: [.init(items: ["a", "b"])])
    do {
      try model.performBatchUpdates(
        BatchUpdate(deleteItems: [IndexPath(section: 0, item: 7)]))
    } catch {
      // batch.deleteItems[0]: attempt to delete item 7 from section 0 which only
      // contains 2 items before the update
      print(error)
    }
    // The model is exactly as it was.
    // doc:end rejected-batch
    #expect(model.items == [["a", "b"]])
    #expect(throws: LayoutError.self) {
      try model.performBatchUpdates(BatchUpdate(deleteItems: [IndexPath(section: 0, item: 7)]))
    }
  }

  @Test func diffing() throws {
    // doc:begin diffing
    let old = try CollectionModel(sections: [.init(items: ["a", "b", "c", "d"])])
    let new = try CollectionModel(sections: [.init(items: ["d", "a", "c", "x"])])
    let batch = old.batchUpdate(to: new)  // deletes "b", inserts "x", moves "d"
    let result = try old.applying(batch).model
    // doc:end diffing
    #expect(result.items == new.items)
    #expect(batch.deleteItems == [IndexPath(section: 0, item: 1)])
  }

  @Test func reorderWithAutoScroll() throws {
    // doc:begin reorder
    let model = try CollectionModel(sections: [.init(items: (0..<100).map { "tile-\($0)" })])
    // Four 90-point columns 10 points apart: (390 − 3 × 10) / 4 = 90.
    var session = try ReorderSession(
      model: model, layout: .grid(columns: 4, spacing: 10),
      viewport: Viewport(width: 390, height: 844))

    // A gesture gives viewport points: where the finger is on screen.
    _ = session.begin(atViewportPoint: Point(x: 45, y: 45))  // lifts tile-0
    session.move(toViewportPoint: Point(x: 150, y: 820))  // near the bottom edge
    for _ in 0..<30 { _ = session.tick() }  // half a second at 60 Hz: auto-scrolls
    let move = session.end()  // commits exactly one move
    // doc:end reorder
    #expect(session.viewport.contentOffset.y > 0)
    let committed = try #require(move)
    #expect(committed.from == IndexPath(section: 0, item: 0))
    #expect(committed.to.item > 30)
    #expect(session.model.item(at: committed.to) == "tile-0")
  }

  @Test func coordinateSpaces() throws {
    // doc:begin coordinate-spaces
    let model = try CollectionModel(sections: [.init(items: (0..<100).map { "tile-\($0)" })])
    var session = try ReorderSession(model: model, configuration: tileConfiguration(for: model))
    session.scroll(toContentOffset: Point(x: 0, y: 400))

    // A tap's location is a viewport point; the layout's queries take content points.
    let tap = Point(x: 45, y: 45)
    let tapped = session.layout.indexPathForItem(at: session.contentPoint(atViewportPoint: tap))

    // What is on screen now, as UIKit's indexPathsForVisibleItems answers it.
    let visible = session.layout.indexPathsForVisibleItems(in: session.viewport)
    // doc:end coordinate-spaces
    // Lines are 100 points apart: 400 + 45 = 445 lies in the fifth (400...490), items 16 to 19.
    #expect(tapped == IndexPath(section: 0, item: 16))
    #expect(session.layout.indexPathForItem(at: tap) == IndexPath(section: 0, item: 0))
    // The screen shows 400...1_244: the lines at 400 to 1_200, nine of four items.
    #expect(visible.count == 4 * 9)
    #expect(Set(visible) == Set((16..<52).map { IndexPath(section: 0, item: $0) }))
  }

  @Test func selection() throws {
    // doc:begin selection
    let model = try CollectionModel(sections: [.init(items: ["a", "b", "c"])])
    var selection = Selection<String>(allowsMultipleSelection: true)
    let events = selection.tap(IndexPath(section: 0, item: 1), in: model)
    // shouldHighlight, didHighlight, shouldSelect, didSelect, didUnhighlight
    _ = selection.selectItem(at: IndexPath(section: 0, item: 2), in: model)  // no delegate calls

    // The selection follows its items through updates.
    let moved = try model.applying(
      BatchUpdate(moveItems: [(IndexPath(section: 0, item: 2), IndexPath(section: 0, item: 0))])
    ).model
    let selected = selection.indexPathsForSelectedItems(in: moved)  // [0, 0] and [0, 2]
    // doc:end selection
    #expect(events.count == 5)
    #expect(events[3] == .didSelect(IndexPath(section: 0, item: 1)))
    #expect(Set(selected) == [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 2)])
  }

  @Test func carouselController() throws {
    // doc:begin carousel
    let layout = try Carousel(
      options: CarouselOptions(itemSize: Size(width: 300, height: 180), itemSpacing: 10)
    ).prepare(
      LayoutInput(
        sections: [SectionData(itemCount: 5)], viewport: Viewport(width: 390, height: 200)))
    var controller = CarouselController(layout: layout, autoAdvanceInterval: 3)

    _ = controller.previous()  // wraps: page 4, no jump, the data repeats ×500
    _ = controller.tick(seconds: 3)  // auto-advance: page 0
    controller.beginDrag()  // the clock stops while the user drags
    controller.drag(contentOffsetBy: 200)  // the finger moved 200 points left
    _ = controller.endDrag(velocity: 0.5)  // a fling: the next page
    let offset = controller.contentOffset  // where the scroll view goes
    // doc:end carousel
    #expect(controller.currentPage == 1)
    #expect(offset.x > 0)
    #expect(controller.pageCount == 5)
  }

  @Test func editMode() throws {
    // doc:begin edit-mode
    let model = try CollectionModel(sections: [.init(items: (0..<12).map { "app-\($0)" })])
    var session = try ReorderSession(model: model, configuration: tileConfiguration(for: model))
    session.targetRule = .centreProximity
    session.setEditing(true)
    _ = session.tick(count: 6)  // the cells jiggle: a transform at query time, no timer
    // No long press in edit mode: a touch lifts the cell at once.
    let began = session.touchDown(atViewportPoint: Point(x: 45, y: 45))
    session.move(toViewportPoint: Point(x: 240, y: 45))
    let move = session.end()
    session.setEditing(false)
    // doc:end edit-mode
    #expect(began)
    #expect(move?.from == IndexPath(section: 0, item: 0))
    #expect(move?.to == IndexPath(section: 0, item: 2))
  }

  @Test func diffableSnapshot() throws {
    // doc:begin snapshot
    let model = try CollectionModel(sections: [
      .init(items: ["a", "b"]), .init(items: ["c"]),
    ])
    var session = try ReorderSession(model: model, configuration: tileConfiguration(for: model))

    var snapshot = DiffableSnapshot<String, String>()
    try snapshot.appendSections(["recent", "all"])
    try snapshot.appendItems(["c", "a"], toSection: "recent")
    try snapshot.appendItems(["b", "z"], toSection: "all")
    let edit = try model.applying(snapshot, currentSections: ["all", "recent"])
    let transition = try session.apply(edit)  // what to animate
    // doc:end snapshot
    #expect(session.model.items == [["c", "a"], ["b", "z"]])
    #expect(!transition.visibleTransitions().isEmpty)
  }
}
