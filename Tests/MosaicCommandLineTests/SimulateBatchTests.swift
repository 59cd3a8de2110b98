import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic simulate`'s `batch` step with reloads and section moves.
@Suite("mosaic simulate: reloads and section moves")
struct SimulateBatchTests {
  let example = RepositoryFiles.path("Examples/flow-reorder.json")

  func run(_ script: String) throws -> MosaicTool.Outcome {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-batch-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try script.write(to: file, atomically: true, encoding: .utf8)
    return mosaic("simulate", example, "--script", file.path)
  }

  @Test func sectionMovesAndReloadsApply() throws {
    // flow-reorder.json: section 0 holds 0.0…0.7, section 1 holds 1.0…1.5.
    let outcome = try run(
      #"""
      [{"op": "batch", "moveSections": [[0, 1]], "reloadItems": [[0, 0]], "reloadSections": [1]},
       {"op": "batch", "deleteItems": [[0, 1]], "reloadItems": [[0, 1]]}]
      """#)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    #expect(
      result["order"] as? [[String]] == [
        ["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"],
        ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"],
      ])
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(steps.map { $0["ok"] as? Bool } == [true, false])
    #expect(
      steps[1]["error"] as? String
        == "batch.reloadItems[0]: attempt to delete and reload the same index path ([0, 1])")
  }

  @Test func aRefusedSectionMoveNamesItsField() throws {
    let outcome = try run(#"[{"op": "batch", "deleteSections": [0], "moveSections": [[0, 1]]}]"#)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let result = try #require(try parseJSON(outcome.output) as? [String: Any])
    let steps = try #require(result["steps"] as? [[String: Any]])
    #expect(
      steps.first?["error"] as? String
        == "batch.moveSections[0]: attempt to perform a delete and a move from the same section (0)"
    )
    #expect((result["order"] as? [[String]])?.count == 2, "the refused batch changed nothing")
  }

  @Test func badBatchKeysAreOneLineErrors() throws {
    let cases: [(String, String)] = [
      (#"[{"op": "batch", "moveSections": [[1]]}]"#, "[0].moveSections[0]: expected [S, T]"),
      (
        #"[{"op": "batch", "reloadItems": [[0, 0, 1]]}]"#,
        "[0].reloadItems[0]: expected [S, I]"
      ),
      (
        #"[{"op": "batch", "reloadSections": ["x"]}]"#,
        "[0].reloadSections[0]: expected a whole number, found a string"
      ),
      (
        #"[{"op": "batch", "reloadItem": [[0, 0]]}]"#,
        "[0].reloadItem: unknown key for op 'batch'; expected one of: op, deleteSections, insertSections, deleteItems, insertItems, moveItems, reloadItems, reloadSections, moveSections"
      ),
    ]
    for (script, expected) in cases {
      let outcome = try run(script)
      #expect(outcome.status == 1)
      #expect(outcome.errorOutput.contains(expected), "\(outcome.errorOutput)")
      #expect(outcome.errorOutput.split(separator: "\n").count == 1, "one line")
    }
  }
}
