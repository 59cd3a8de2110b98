import Foundation
import MosaicTestSupport
import Testing

@Suite("mosaic render")
struct RenderTests {
  func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID())-\(name)").path
  }

  /// The committed gallery equals fresh renders, so it never goes stale (`Scripts/gallery.sh`
  /// regenerates it).
  @Test(arguments: RepositoryFiles.jsonFiles(in: "Examples"))
  func galleryIsFresh(_ example: URL) throws {
    let name = example.deletingPathExtension().lastPathComponent
    let output = temporary("\(name).svg")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic("render", example.path, "-o", output)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let fresh = try String(contentsOfFile: output, encoding: .utf8)
    let committed = try? String(
      contentsOfFile: RepositoryFiles.path("docs/gallery/\(name).svg"), encoding: .utf8)
    #expect(committed == fresh, "docs/gallery/\(name).svg is stale: run Scripts/gallery.sh")
  }

  @Test func dragStateAtAStep() throws {
    let output = temporary("drag.svg")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic(
      "render", RepositoryFiles.path("Examples/flow-reorder.json"), "-o", output, "--script",
      RepositoryFiles.path("Examples/scripts/reorder-across-sections.json"), "--step", "3")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("class=\"moving\""))
    #expect(svg.contains("class=\"target\""))
    #expect(svg.components(separatedBy: "class=\"autoscroll-zone\"").count == 3)
    #expect(svg.contains(">0.0</text>"), "cells are labelled with the data item's name")
    let committed = try String(
      contentsOfFile: RepositoryFiles.path("docs/gallery/drag-across-sections.svg"), encoding: .utf8
    )
    #expect(svg == committed)
  }

  /// True when `rsvg-convert` is an executable on `PATH`, as `render --format png` looks for it.
  static let hasRsvgConvert: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { directory in
      FileManager.default.isExecutableFile(atPath: "\(directory)/rsvg-convert")
    }
  }()

  // Skipped, with its reason in the test output, on a machine without rsvg-convert; CI installs
  // it, so the conversion is tested there.
  @Test(
    .enabled(
      if: hasRsvgConvert,
      "rsvg-convert is not on PATH: install librsvg2-bin to test PNG output"))
  func pngThroughRsvgConvert() throws {
    let output = temporary("grid.png")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic(
      "render", RepositoryFiles.path("Examples/flow-grid.json"), "-o", output, "--format", "png")
    #expect(outcome.status == 0, "\(outcome.errorOutput) (install librsvg2-bin)")
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    #expect(
      data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG signature")
  }

  @Test func aGroupDragShowsItsLeadWithACountAndLeavesItsCompanionsOut() throws {
    let output = temporary("group.svg")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic(
      "render", RepositoryFiles.path("Examples/flow-reorder.json"), "-o", output, "--script",
      RepositoryFiles.path("Examples/scripts/multi-drag.json"))
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    // Four items lifted: the lead 0.0 under the finger with a badge of 4; 0.2, 0.5 and 1.0 off
    // the layout; every other cell named by its item.
    #expect(svg.contains("<circle class=\"badge\""))
    #expect(svg.contains(">4</text>"))
    for name in ["0.0", "0.1", "0.3", "0.4", "0.6", "0.7", "1.1", "1.2", "1.3", "1.4", "1.5"] {
      #expect(svg.contains(">\(name)</text>"), "\(name)")
    }
    for name in ["0.2", "0.5", "1.0"] { #expect(!svg.contains(">\(name)</text>"), "\(name)") }
    #expect(svg.components(separatedBy: "class=\"moving\"").count == 2)
  }

  @Test func badArguments() {
    let example = RepositoryFiles.path("Examples/flow-grid.json")
    #expect(
      mosaic("render", example, "-o", "/tmp/x.svg", "--format", "gif").errorOutput.hasPrefix(
        "error: --format: expected svg or png"))
    #expect(
      mosaic("render", example, "-o", "/tmp/x.svg", "--step", "2").errorOutput
        == "error: --step: needs --script\n")
    #expect(
      mosaic("render", example, "-o", "/no/such/dir/x.svg").errorOutput.hasPrefix(
        "error: /no/such/dir/x.svg: cannot write the picture"))
  }
}
