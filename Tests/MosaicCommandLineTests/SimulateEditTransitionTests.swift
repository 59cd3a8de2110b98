import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// Tap edits and snapshots report their `transition` in `mosaic simulate` exactly as a batch
/// does, and `mosaic render --script … --step N` draws it.
@Suite("mosaic simulate and render: transitions of tap edits and snapshots")
struct SimulateEditTransitionTests {
  static let document = RepositoryFiles.path("Examples/flow-reorder.json")

  /// The steps of `script` run on `flow-reorder.json` (sections of 8 and 6 items).
  static func steps(_ script: String) throws -> [[String: Any]] {
    let outcome = try SimulateResizeTests.withFile(script) {
      mosaic("simulate", document, "--script", $0)
    }
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    return try #require(object["steps"] as? [[String: Any]])
  }

  /// A step's transition as `inserted`, `deleted`, `reloaded` and `moved` lists.
  struct Lists: Equatable {
    var inserted: [[Int]]
    var deleted: [[Int]]
    var reloaded: [[Int]]
    var moved: [[[Int]]]
  }

  static func lists(_ step: [String: Any]) throws -> Lists {
    let transition = try #require(step["transition"] as? [String: Any])
    #expect(Set(transition.keys) == ["inserted", "deleted", "reloaded", "moved"])
    return Lists(
      inserted: try #require(transition["inserted"] as? [[Int]]),
      deleted: try #require(transition["deleted"] as? [[Int]]),
      reloaded: try #require(transition["reloaded"] as? [[Int]]),
      moved: try #require(transition["moved"] as? [[[Int]]]))
  }

  static let empty = Lists(inserted: [], deleted: [], reloaded: [], moved: [])

  /// The channel editor's taps: each step's transition equals the one the same edit written as
  /// a batch prints, and a failed tap has every list empty.
  @Test func tapEditsPrintTheTransitionOfTheEquivalentBatch() throws {
    let taps = try Self.steps(
      #"""
      [{"op": "tapMove", "item": [0, 0], "toSection": 1},
       {"op": "tapMove", "item": [1, 0], "toSection": 0, "index": 0},
       {"op": "tapDelete", "item": [0, 3]},
       {"op": "tapMove", "item": [0, 0], "toSection": 5},
       {"op": "tapDelete", "item": [0, 40]}]
      """#)
    let batches = try Self.steps(
      #"""
      [{"op": "batch", "moveItems": [[[0, 0], [1, 6]]]},
       {"op": "batch", "moveItems": [[[1, 0], [0, 0]]]},
       {"op": "batch", "deleteItems": [[0, 3]]}]
      """#)
    #expect(taps.map { $0["ok"] as? Bool } == [true, true, true, false, false])
    for index in 0..<3 {
      #expect(try Self.lists(taps[index]) == Self.lists(batches[index]), "step \(index)")
    }
    // Item 0.0 goes to the end of section 1 (its seventh item); 0.1…0.7 move up one.
    #expect(
      try Self.lists(taps[0])
        == Lists(
          inserted: [], deleted: [], reloaded: [],
          moved: [[[0, 0], [1, 6]]] + (1..<8).map { [[0, $0], [0, $0 - 1]] }))
    let delete = try Self.lists(taps[2])
    #expect(delete.deleted == [[0, 3]] && delete.inserted.isEmpty)
    #expect(delete.moved == (4..<8).map { [[0, $0], [0, $0 - 1]] })
    #expect(try Self.lists(taps[3]) == Self.empty)
    #expect(try Self.lists(taps[4]) == Self.empty)
  }

  /// A snapshot that moves a section, inserts one and fills it with an item from another: items
  /// are matched by identity, the one entering an inserted section is deleted and inserted.
  @Test func aSnapshotPrintsItsTransition() throws {
    let steps = try Self.steps(
      #"""
      [{"op": "applySnapshot", "sections": [
         {"id": "1", "items": ["1.0", "0.0", "new1"]}, {"id": "fresh", "items": ["0.1"]},
         {"id": "0", "items": ["0.2", "0.3"]}], "reloadItems": ["0.2"]},
       {"op": "applySnapshot", "sections": [{"id": "a", "items": ["x", "x"]}]}]
      """#)
    #expect(steps.map { $0["ok"] as? Bool } == [true, false])
    // 0.2 stays first in its section, which moves to index 2: it is reloaded, and listed as
    // moved because its index path changed.
    #expect(
      try Self.lists(steps[0])
        == Lists(
          inserted: [[0, 2], [1, 0]],
          deleted: [[0, 1]] + (4..<8).map { [0, $0] } + (1..<6).map { [1, $0] },
          reloaded: [[2, 0]],
          moved: [
            [[0, 0], [0, 1]], [[0, 2], [2, 0]], [[0, 3], [2, 1]], [[1, 0], [0, 0]],
          ]))
    #expect(try Self.lists(steps[1]) == Self.empty)
    // A reload of an item that stays where it is.
    let reload = try Self.steps(
      #"""
      [{"op": "applySnapshot", "sections": [
         {"id": "0", "items": ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"]},
         {"id": "1", "items": ["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"]}],
        "reloadItems": ["1.2"]}]
      """#)
    #expect(
      try Self.lists(reload[0]) == Lists(inserted: [], deleted: [], reloaded: [[1, 2]], moved: []))
  }

  /// `render --script … --step N` after a tap edit or a snapshot draws its transition, and after
  /// a failed one draws none.
  @Test(arguments: [
    // After tapMove [0, 0] to section 1: eight cells move (0.0 and 0.1…0.7; section 1 stays).
    ("tap-move.json", 1, ["move": 8, "appearing": 0, "disappearing": 0]),
    // After tapDelete [0, 3]: one cell disappears, the four after it move up.
    ("tap-move.json", 3, ["move": 4, "appearing": 0, "disappearing": 1]),
    // After the failed tapMove: nothing.
    ("tap-move.json", 4, ["move": 0, "appearing": 0, "disappearing": 0, "old-viewport": 0]),
    // After the first snapshot: new1, and 0.1 with the inserted section's header, appear; ten
    // items go.
    ("apply-snapshot.json", 1, ["appearing": 3, "disappearing": 10, "old-viewport": 1]),
  ])
  func renderDrawsTheTransition(script: String, step: Int, counts: [String: Int]) throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-edit-transition-\(UUID()).svg")
    defer { try? FileManager.default.removeItem(at: output) }
    let outcome = mosaic(
      "render", Self.document, "-o", output.path, "--script",
      RepositoryFiles.path("Examples/scripts/\(script)"), "--step", "\(step)")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let svg = try String(contentsOf: output, encoding: .utf8)
    for (name, count) in counts {
      #expect(
        svg.components(separatedBy: "class=\"\(name)\"").count - 1 == count,
        "\(script) step \(step): \(name)")
    }
  }
}
