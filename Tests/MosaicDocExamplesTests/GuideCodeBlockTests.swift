import Foundation
import Testing

/// The guide's code cannot rot: every `swift` code block of the DocC articles and of the README
/// draft is one of the regions the example tests compile and run, character for character, and
/// every region is shown somewhere. The catalogue's pictures are the gallery's, byte for byte.
@Suite("The guide's code is the tested code")
struct GuideCodeBlockTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let catalogue = root.appendingPathComponent("Sources/Mosaic/Mosaic.docc")
  /// Articles whose blocks show code of a layout the scaffold writes (a `Spiral` that exists only
  /// in a user's package): `Scripts/check-extensions.sh` builds and tests that code in CI instead.
  static let scaffoldArticles: Set<String> = ["AddingALayout.md"]

  static func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The `swift` fenced blocks of a Markdown text, without their fences.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The regions between `// doc:begin NAME` and `// doc:end NAME` of the example tests, each
  /// with its common indentation removed.
  static func regions() throws -> [String: String] {
    let folder = root.appendingPathComponent("Tests/MosaicDocExamplesTests")
    var regions: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".swift") {
      var open: (name: String, lines: [Substring])?
      for line in try text(folder.appendingPathComponent(name)).split(
        separator: "\n", omittingEmptySubsequences: false)
      {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("// doc:begin ") {
          open = (String(trimmed.dropFirst("// doc:begin ".count)), [])
        } else if let region = open, trimmed == "// doc:end \(region.name)" {
          let indent =
            region.lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
          regions[region.name] = region.lines.map { $0.dropFirst(indent) }.joined(separator: "\n")
          open = nil
        } else {
          open?.lines.append(line)
        }
      }
    }
    return regions
  }

  static func documents() throws -> [(name: String, text: String)] {
    var documents = try FileManager.default.contentsOfDirectory(atPath: catalogue.path)
      .filter { $0.hasSuffix(".md") && !scaffoldArticles.contains($0) }
      .map { ($0, try text(catalogue.appendingPathComponent($0))) }
    documents.append(("README.md", try text(root.appendingPathComponent("README.md"))))
    return documents
  }

  @Test func everyBlockIsATestedRegion() throws {
    let regions = Set(try Self.regions().values)
    var blocks = 0
    for document in try Self.documents() {
      for block in Self.swiftBlocks(in: document.text) {
        blocks += 1
        #expect(
          regions.contains(block), "\(document.name): a swift block no test compiles:\n\(block)")
      }
    }
    #expect(blocks >= regions.count)
  }

  @Test func everyRegionIsShown() throws {
    let shown = Set(try Self.documents().flatMap { Self.swiftBlocks(in: $0.text) })
    let regions = try Self.regions()
    #expect(regions.count >= 12)
    for (name, region) in regions.sorted(by: { $0.key < $1.key }) {
      let isShown = shown.contains(region)
      #expect(isShown, "region \(name) is in no article")
    }
  }

  @Test func thePicturesAreTheGallerys() throws {
    let gallery = Self.root.appendingPathComponent("docs/gallery")
    let resources = Self.catalogue.appendingPathComponent("Resources")
    let names = try FileManager.default.contentsOfDirectory(atPath: gallery.path)
      .filter { $0.hasSuffix(".svg") }.sorted()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: resources.path).sorted() == names)
    for name in names {
      let copy = try Data(contentsOf: resources.appendingPathComponent(name))
      let original = try Data(contentsOf: gallery.appendingPathComponent(name))
      #expect(copy == original, "Resources/\(name) differs from docs/gallery/\(name)")
    }
  }
}
