import Foundation
import Mosaic
import MosaicTestSupport
import Testing

@testable import MosaicCommandLine

/// An output sink that keeps every chunk it is handed.
final class ChunkSink: OutputSink {
  var chunks: [String] = []
  func write(_ text: String) { chunks.append(text) }
}

/// Output goes to the sink in bounded chunks as it is produced, and built-in layouts are
/// enumerated element by element exactly as `allElements` lists them.
@Suite("mosaic streaming output")
struct StreamingTests {
  @Test func layoutIsHandedOverInBoundedChunks() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mosaic-doc-\(UUID()).json"
    ).path
    try Data(
      #"{"layout": {"strategy": "flow"}, "viewport": {"width": 390, "height": 844}, "data": {"sections": [{"items": 20000}, {"items": 3}]}}"#
        .utf8
    ).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    let sink = ChunkSink()
    let (status, errorLine) = MosaicTool.run(
      arguments: ["layout", path, "--json"], registry: .builtIn, output: sink)
    #expect(status == 0 && errorLine == nil)
    // About 130 bytes an element: 2.6 MB in chunks just over the writer's threshold.
    #expect(sink.chunks.count > 20)
    #expect(sink.chunks.allSatisfy { $0.utf8.count < JSONWriter.chunkBytes + 512 })
    #expect(sink.chunks.joined() == mosaic("layout", path, "--json").output)
  }

  @Test(arguments: RepositoryFiles.jsonFiles(in: "Examples"))
  func enumerationEqualsAllElements(_ file: URL) throws {
    let configuration = try StrategyRegistry.builtIn.configuration(
      fromJSON: Array(try Data(contentsOf: file)))
    let layout = try configuration.prepare()
    let viewport = configuration.input.viewport
    var expected: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &expected)
    // Every built-in strategy and modifier stack streams: none falls back to one array.
    #expect(ElementEnumeration.isStreamable(layout))
    var enumerated: [LayoutAttributes] = []
    try ElementEnumeration.forEachElement(of: layout, viewport: viewport) { enumerated.append($0) }
    #expect(enumerated == expected)
  }
}
