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
    var enumerated: [LayoutAttributes] = []
    layout.forEachElement(viewport: viewport) { enumerated.append($0) }
    #expect(enumerated == expected)
  }

  /// Sticky, shelf and the right-to-left mirror enumerate over their base's enumeration: a base
  /// that counts its `allElements` calls is never asked for one array.
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func wrappersNeverGatherTheBaseInOneArray(_ direction: LayoutDirection) throws {
    let probe = EnumerationProbe()
    var viewport = Viewport(width: 390, height: 844)
    viewport.layoutDirection = direction
    let configuration = LayoutConfiguration(
      strategy: probe,
      modifiers: [Sticky(options: StickyOptions()), Shelf(options: ShelfOptions())],
      input: LayoutInput(
        sections: [
          SectionData(itemCount: 30, header: Size(width: 0, height: 40)),
          SectionData(itemCount: 20, header: Size(width: 0, height: 40)),
        ],
        viewport: viewport))
    let layout = try configuration.prepare()
    var enumerated: [LayoutAttributes] = []
    layout.forEachElement(viewport: viewport) { enumerated.append($0) }
    #expect(probe.calls.allElements == 0)
    var expected: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &expected)
    #expect(probe.calls.allElements > 0)
    #expect(enumerated == expected)
    #expect(enumerated.contains { $0.id.category == .decoration })
  }
}

/// Flow, its layout wrapped to count `allElements` calls.
struct EnumerationProbe: LayoutStrategy {
  /// A shared counter: layouts are values, the count outlives them.
  final class Calls: @unchecked Sendable {
    var allElements = 0
  }

  struct Layout: PreparedLayout {
    let base: FlowLayout
    let calls: Calls
    var contentSize: Size { base.contentSize }
    var scrollDirection: ScrollDirection { base.scrollDirection }
    var preparedViewport: Viewport { base.preparedViewport }
    var sectionCount: Int { base.sectionCount }
    func sectionFrame(_ section: Int) -> Rect? { base.sectionFrame(section) }
    func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
      base.attributes(for: element, viewport: viewport)
    }
    func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
      base.elements(in: rect, viewport: viewport, into: &results)
    }
    func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
      calls.allElements += 1
      base.allElements(viewport: viewport, into: &results)
    }
    func forEachElement<Failure: Error>(
      viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
    ) throws(Failure) {
      try base.forEachElement(viewport: viewport, body)
    }
    func indexPathForItem(at point: Point, viewport: Viewport) -> Mosaic.IndexPath? {
      base.indexPathForItem(at: point, viewport: viewport)
    }
  }

  static let name = "enumerationProbe"
  static let summary = "test fixture: flow counting allElements calls"
  let flow: Flow
  let calls = Calls()

  init(options: FlowOptions = FlowOptions(), sectionOptions: [Int: FlowSectionOptions] = [:]) {
    flow = Flow(options: options, sectionOptions: sectionOptions)
  }

  func prepare(_ input: LayoutInput) throws(LayoutError) -> Layout {
    Layout(base: try flow.prepare(input), calls: calls)
  }
}
