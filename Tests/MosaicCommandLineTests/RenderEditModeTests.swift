import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic render --script` during an edit-mode drag.
@Suite("mosaic render: edit mode")
struct RenderEditModeTests {
  @Test func anEditModeDragIsDrawnWithItsOverlay() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-edit-\(UUID()).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: output) }
    // Step 5: lifted by a touch-down in edit mode and moved over item 1.
    let outcome = mosaic(
      "render", RepositoryFiles.path("Examples/flow-reorder.json"), "-o", output, "--script",
      RepositoryFiles.path("Examples/scripts/edit-mode.json"), "--step", "5")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("class=\"moving\""))
    #expect(svg.contains("class=\"target\""))
  }
}
