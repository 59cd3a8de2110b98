import Foundation
import Mosaic
import MosaicTestSupport
import Testing

@testable import MosaicCommandLine

/// The library's results encode, with Foundation's `JSONEncoder`, to exactly the objects the
/// command line prints: the same keys, the same values, the same `null`s, in the same order.
@Suite("Encodable results have the command line's shape")
struct EncodableResultsTests {
  /// `lhs` and `rhs`, parsed JSON, hold the same values (numbers compared as numbers: the command
  /// line writes `10` where an encoder may write `10.0`).
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (lhs, rhs) {
    case (let left as [String: Any], let right as [String: Any]):
      return left.keys.sorted() == right.keys.sorted()
        && left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
    case (let left as [Any], let right as [Any]):
      return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
    case (let left as String, let right as String):
      return left == right
    case (is NSNull, is NSNull):
      return true
    case (let left as NSNumber, let right as NSNumber):
      return left.doubleValue == right.doubleValue
    default:
      return false
    }
  }

  static func encoded(_ value: some Encodable) throws -> Any {
    try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value), options: [])
  }

  /// Every example's `mosaic layout --json` elements are its layout's attributes, encoded.
  @Test(arguments: RepositoryFiles.jsonFiles(in: "Examples"))
  func layoutElementsAreEncodedAttributes(_ file: URL) throws {
    let outcome = mosaic("layout", file.path, "--json")
    #expect(outcome.status == 0)
    let printed = try #require(try parseJSON(outcome.output) as? [String: Any])
    let printedElements = try #require(printed["elements"] as? [Any])

    let configuration = try StrategyRegistry.builtIn.configuration(
      fromJSON: Array(try Data(contentsOf: file)))
    let layout = try configuration.prepare()
    var elements: [LayoutAttributes] = []
    layout.allElements(viewport: configuration.input.viewport, into: &elements)
    let encoded = try #require(try Self.encoded(elements) as? [Any])
    #expect(encoded.count == printedElements.count)
    #expect(Self.same(encoded, printedElements), "\(file.lastPathComponent)")
    #expect(Self.same(try Self.encoded(layout.contentSize), printed["contentSize"] as Any))
  }

  /// Keys the examples never print: a decoration's kind, a transform, a fractional frame.
  @Test func transformsAndKindsAreTheWritersToo() throws {
    let cases = [
      LayoutAttributes(
        id: .cell(section: 2, item: 7), frame: Rect(x: 10.5, y: -3, width: 80, height: 0.25),
        zIndex: 3, transform: .rotation(0.1)),
      LayoutAttributes(
        id: ElementID(category: .decoration, kind: "shel\"f", section: 1, item: 0),
        frame: Rect(x: 0, y: 40, width: 390, height: 4), zIndex: -1),
      LayoutAttributes(id: .footer(section: 0), frame: Rect(x: 0, y: 1e20, width: 1, height: 2)),
    ]
    for attributes in cases {
      var writer = JSONWriter()
      try writer.element(attributes)
      let written = try parseJSON(writer.text)
      #expect(Self.same(try Self.encoded(attributes), written), "\(attributes)")
    }
    // alpha and isHidden, which the command line does not print, appear only when not default.
    var faded = cases[0]
    faded.alpha = 0.5
    faded.isHidden = true
    let object = try #require(try Self.encoded(faded) as? [String: Any])
    #expect((object["alpha"] as? NSNumber)?.doubleValue == 0.5)
    #expect((object["isHidden"] as? NSNumber)?.boolValue == true)
  }

  @Test func indexPathsAreTheHitObject() throws {
    var writer = JSONWriter()
    writer.indexPath(IndexPath(section: 3, item: 14))
    #expect(
      Self.same(try Self.encoded(IndexPath(section: 3, item: 14)), try parseJSON(writer.text)))
    var identity = JSONWriter()
    identity.elementIdentity(ElementID(category: .decoration, kind: "rows", section: 1, item: 2))
    identity.raw("}")
    #expect(
      Self.same(
        try Self.encoded(ElementID(category: .decoration, kind: "rows", section: 1, item: 2)),
        try parseJSON(identity.text)))
  }
}
