import MosaicCore
import MosaicInteraction
import Testing

@Suite("Tap to move and tap to delete")
struct TapEditTests {
  /// The channel editor: "my channels" and "more channels".
  func channels() throws -> CollectionModel<String> {
    try model([["news", "sport", "tech"], ["music", "film"]])
  }

  @Test func tapMovesToTheEndOfAnotherSectionByDefault() throws {
    let edit = try channels().tapMove(ip(0, 1), toSection: 1)
    #expect(edit.model.items == [["news", "tech"], ["music", "film", "sport"]])
    #expect(edit.batch.moveItems.map(\.from) == [ip(0, 1)])
    #expect(edit.batch.moveItems.map(\.to) == [ip(1, 2)])
    // The change: section 0 changed from the old place on, section 1 at its new end.
    #expect(edit.change.sections.map(\.oldSection) == [0, 1])
    #expect(edit.change.sections.map(\.changedItems) == [1..<1, 2..<3])
  }

  @Test func tapMovesToAChosenIndexAndWithinItsSection() throws {
    let front = try channels().tapMove(ip(1, 1), toSection: 0, at: 0)
    #expect(front.model.items == [["film", "news", "sport", "tech"], ["music"]])
    let end = try channels().tapMove(ip(0, 0), toSection: 0)
    #expect(end.model.items == [["sport", "tech", "news"], ["music", "film"]])
  }

  @Test func tapDeleteRemovesTheItem() throws {
    let edit = try channels().tapDelete(ip(1, 0))
    #expect(edit.model.items == [["news", "sport", "tech"], ["film"]])
    #expect(edit.batch.deleteItems == [ip(1, 0)])
  }

  @Test(
    arguments: [
      (ip(0, 3), 1, nil, "tapMove.item: there is no item 3 in section 0, which holds 3 items"),
      (ip(5, 0), 1, nil, "tapMove.item: there is no section 5: there are 2 sections"),
      (ip(0, 0), 2, nil, "tapMove.toSection: there is no section 2: there are 2 sections"),
      (ip(0, 0), 1, 3, "tapMove.index: index 3 is outside 0...2, the places section 1 has"),
      (ip(0, 0), 0, 3, "tapMove.index: index 3 is outside 0...2, the places section 0 has"),
      (ip(0, 0), 1, -1, "tapMove.index: index -1 is outside 0...2, the places section 1 has"),
    ] as [(IndexPath, Int, Int?, String)])
  func badTapsAreOneLineErrors(path: IndexPath, section: Int, index: Int?, message: String) throws {
    let data = try channels()
    #expect(throws: LayoutError.self) { try data.tapMove(path, toSection: section, at: index) }
    do {
      _ = try data.tapMove(path, toSection: section, at: index)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func badDeleteIsAOneLineError() throws {
    let data = try channels()
    do {
      _ = try data.tapDelete(ip(1, 2))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == "tapDelete.item: there is no item 2 in section 1, which holds 2 items")
    }
  }

  @Test func aSessionAppliesTheEditByItsChange() throws {
    var session = try reorderSession(sections: [3, 2])
    let edit = try session.model.tapMove(ip(0, 0), toSection: 1)
    try session.apply(edit)
    #expect(session.model.items == [["0.1", "0.2"], ["1.0", "1.1", "0.0"]])
    #expect(session.layout.attributes(for: .cell(section: 1, item: 2)) != nil)
    #expect(session.layout.attributes(for: .cell(section: 0, item: 2)) == nil)
  }
}
