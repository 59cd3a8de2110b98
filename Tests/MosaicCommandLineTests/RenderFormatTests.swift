import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `render`'s format: inferred from the extension of `-o`, refused when `--format` disagrees.
/// (Converting to PNG needs rsvg-convert; these tests never depend on it.)
@Suite("mosaic render format")
struct RenderFormatTests {
  let example = RepositoryFiles.path("Examples/flow-grid.json")

  func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID())-\(name)").path
  }

  @Test(arguments: ["grid.svg", "GRID.SVG"])
  func svgExtensionWritesSVG(_ name: String) throws {
    let output = temporary(name)
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic("render", example, "-o", output)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.hasPrefix("<?xml"))
  }

  @Test func pngExtensionNeverGetsSVGBytes() throws {
    let output = temporary("grid.png")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic("render", example, "-o", output)
    if outcome.status == 0 {
      // rsvg-convert is installed: a real PNG.
      let data = try Data(contentsOf: URL(fileURLWithPath: output))
      #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    } else {
      #expect(outcome.errorOutput.hasPrefix("error: --format: png needs rsvg-convert"))
      #expect(!FileManager.default.fileExists(atPath: output), "no SVG written under .png")
    }
  }

  @Test func mismatchesAndUnknownExtensionsAreRefused() {
    let cases: [([String], String)] = [
      (
        ["-o", "/tmp/x.png", "--format", "svg"],
        "error: --format: svg disagrees with the extension of '/tmp/x.png' (.png)"
      ),
      (
        ["-o", "/tmp/x.svg", "--format", "png"],
        "error: --format: png disagrees with the extension of '/tmp/x.svg' (.svg)"
      ),
      (
        ["-o", "/tmp/x.gif"],
        "error: --output: cannot tell the format from '/tmp/x.gif': name the file .svg or .png"
      ),
      (["-o", "/tmp/picture"], "error: --output: cannot tell the format from '/tmp/picture'"),
      (["-o", "/tmp/x.svg", "--format", "gif"], "error: --format: expected svg or png, got 'gif'"),
    ]
    for (arguments, expected) in cases {
      let outcome = MosaicTool.run(arguments: ["render", example] + arguments, registry: .builtIn)
      #expect(outcome.status == 1, "\(arguments)")
      #expect(outcome.errorOutput.hasPrefix(expected), "\(arguments): \(outcome.errorOutput)")
      #expect(outcome.errorOutput.filter { $0 == "\n" }.count == 1)
    }
  }

  @Test func anExplicitFormatNamesAFileWithoutAKnownExtension() throws {
    let output = temporary("picture.out")
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = mosaic("render", example, "-o", output, "--format", "svg")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<?xml"))
  }
}
