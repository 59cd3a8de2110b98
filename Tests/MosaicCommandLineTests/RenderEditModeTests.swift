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
    // The thirteen cells not lifted jiggle: each is drawn turned about its centre.
    #expect(svg.components(separatedBy: "<g class=\"transformed\"").count - 1 == 13)
  }

  /// The gallery's edit-mode picture equals a fresh render (`Scripts/gallery.sh`): every cell
  /// but the lifted one turned, the lifted one at the finger with its grab offset, its target
  /// slot outlined.
  @Test func theEditModePictureIsFresh() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-edit-drag-\(UUID()).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic(
      "render", RepositoryFiles.path("Examples/flow-reorder.json"), "-o", output, "--script",
      RepositoryFiles.path("Examples/scripts/edit-mode-drag.json"), "--step", "5")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let fresh = try String(contentsOfFile: output, encoding: .utf8)
    #expect(fresh.components(separatedBy: "<g class=\"transformed\"").count - 1 == 13)
    // Touched 20 right of and below 0.0's centre, held at (200, 185): its frame is 80×80 about
    // (180, 165).
    #expect(fresh.contains("<rect x=\"140\" y=\"125\" width=\"80\" height=\"80\" class=\"moving\""))
    // The target: 0.5's slot, the second of the second line.
    #expect(
      fresh.contains("<rect x=\"103.33\" y=\"120\" width=\"80\" height=\"80\" class=\"target\""))
    let committed = try String(
      contentsOfFile: RepositoryFiles.path("docs/gallery/edit-mode-drag.svg"), encoding: .utf8)
    #expect(committed == fresh, "docs/gallery/edit-mode-drag.svg is stale: run Scripts/gallery.sh")
  }
}
