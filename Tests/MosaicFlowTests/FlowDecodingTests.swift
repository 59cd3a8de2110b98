import MosaicCore
import MosaicFlow
import MosaicHitTest
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Strict decoding of ``FlowOptions`` and ``FlowSectionOptions``, alone and inside a document.
@Suite struct FlowDecodingTests {
  static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  /// The coding path (as a dotted string) and description of the `DecodingError` `body` throws.
  static func decodingFailure(_ body: () throws -> Void) -> (path: String, description: String)? {
    do {
      try body()
      return nil
    } catch let error as DecodingError {
      switch error {
      case .dataCorrupted(let context), .typeMismatch(_, let context),
        .valueNotFound(_, let context):
        return (LayoutError.path(context.codingPath), context.debugDescription)
      case .keyNotFound(let key, let context):
        return (LayoutError.path(context.codingPath + [key]), context.debugDescription)
      @unknown default:
        return nil
      }
    } catch {
      return nil
    }
  }

  static var registry: StrategyRegistry {
    var registry = StrategyRegistry()
    registry.register(Flow.self)
    return registry
  }

  // MARK: FlowOptions

  @Test func absentKeysTakeUIKitDefaults() throws {
    let options = try Self.decode(FlowOptions.self, "{}")
    #expect(options == FlowOptions())
    #expect(options.scrollDirection == .vertical)
    #expect(options.itemSize == Size(width: 50, height: 50))
    #expect(options.minimumLineSpacing == 10 && options.minimumInteritemSpacing == 10)
    #expect(options.sectionInset == .zero)
    #expect(options.headerReferenceSize == .zero && options.footerReferenceSize == .zero)
    #expect(options.lineAlignment == .justified && options.lastLineAlignment == .leading)
  }

  @Test func everyKeyDecodes() throws {
    let options = try Self.decode(
      FlowOptions.self,
      """
      {"scrollDirection": "horizontal", "itemSize": {"width": 10, "height": 20},
       "minimumLineSpacing": 1, "minimumInteritemSpacing": 2,
       "sectionInset": {"top": 3, "left": 4}, "headerReferenceSize": {"width": 0, "height": 5},
       "footerReferenceSize": {"width": 6, "height": 0},
       "lineAlignment": "center", "lastLineAlignment": "trailing"}
      """)
    #expect(
      options
        == FlowOptions(
          scrollDirection: .horizontal, itemSize: Size(width: 10, height: 20),
          minimumLineSpacing: 1,
          minimumInteritemSpacing: 2, sectionInset: EdgeInsets(top: 3, left: 4),
          headerReferenceSize: Size(width: 0, height: 5),
          footerReferenceSize: Size(width: 6, height: 0),
          lineAlignment: .center, lastLineAlignment: .trailing))
  }

  @Test func encodingRoundTrips() throws {
    let options = FlowOptions(
      scrollDirection: .horizontal, minimumLineSpacing: 3.5, sectionInset: EdgeInsets(all: 2),
      lineAlignment: .trailing)
    let data = try JSONEncoder().encode(options)
    #expect(try JSONDecoder().decode(FlowOptions.self, from: data) == options)
    let overrides = FlowSectionOptions(minimumInteritemSpacing: 0, lastLineAlignment: .center)
    let sectionData = try JSONEncoder().encode(overrides)
    #expect(try JSONDecoder().decode(FlowSectionOptions.self, from: sectionData) == overrides)
  }

  @Test func anUnknownKeyIsNamedWithTheAllowedKeys() throws {
    let failure = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowOptions.self, #"{"itemSise": {"width": 1, "height": 1}}"#)
      })
    #expect(failure.path == "itemSise")
    #expect(failure.description.contains("unknown key"))
    #expect(failure.description.contains("itemSize, minimumLineSpacing"))
    #expect(failure.description.contains("lastLineAlignment"))
  }

  @Test func aWrongTypeNamesTheField() throws {
    let failure = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowOptions.self, #"{"minimumLineSpacing": "ten"}"#)
      })
    #expect(failure.path == "minimumLineSpacing")
    let nested = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowOptions.self, #"{"sectionInset": {"top": true}}"#)
      })
    #expect(nested.path == "sectionInset.top")
    let null = try #require(
      Self.decodingFailure { _ = try Self.decode(FlowOptions.self, #"{"itemSize": null}"#) })
    #expect(null.path == "itemSize")
  }

  @Test(arguments: ["minimumLineSpacing", "minimumInteritemSpacing"])
  func aNegativeSpacingIsRefused(key: String) throws {
    let failure = try #require(
      Self.decodingFailure { _ = try Self.decode(FlowOptions.self, #"{"\#(key)": -1}"#) })
    #expect(failure.path == key)
    #expect(failure.description.contains("expected a finite number >= 0, got -1.0"))
  }

  @Test func negativeSizesAndInsetsAreRefused() throws {
    let size = try #require(
      Self.decodingFailure {
        _ = try Self.decode(
          FlowOptions.self, #"{"headerReferenceSize": {"width": 0, "height": -5}}"#)
      })
    #expect(size.path == "headerReferenceSize.height")
    let inset = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowOptions.self, #"{"sectionInset": {"left": -2}}"#)
      })
    #expect(inset.path == "sectionInset.left")
  }

  @Test func aBadAlignmentListsTheAllowedValues() throws {
    let failure = try #require(
      Self.decodingFailure { _ = try Self.decode(FlowOptions.self, #"{"lineAlignment": "left"}"#) })
    #expect(failure.path == "lineAlignment")
    #expect(
      failure.description
        == "unknown value 'left'; expected one of: justified, leading, center, trailing")
    // Decoded on its own, the enum says the same.
    let alone = try #require(
      Self.decodingFailure { _ = try Self.decode([LineAlignment].self, #"["centre"]"#) })
    #expect(alone.path == "[0]")
    #expect(alone.description.contains("expected one of: justified, leading, center, trailing"))
  }

  @Test func aBadScrollDirectionListsTheAllowedValues() throws {
    let failure = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowOptions.self, #"{"scrollDirection": "diagonal"}"#)
      })
    #expect(failure.path == "scrollDirection")
    #expect(
      failure.description == "unknown value 'diagonal'; expected one of: vertical, horizontal")
  }

  // MARK: FlowSectionOptions

  @Test func sectionOptionsDefaultToNoOverride() throws {
    #expect(try Self.decode(FlowSectionOptions.self, "{}") == FlowSectionOptions())
    let options = try Self.decode(
      FlowSectionOptions.self,
      """
      {"minimumLineSpacing": 0, "minimumInteritemSpacing": 4, "sectionInset": {"bottom": 1},
       "headerReferenceSize": {"width": 0, "height": 9}, "footerReferenceSize": {"width": 0, "height": 0},
       "lineAlignment": "leading", "lastLineAlignment": "justified"}
      """)
    #expect(
      options
        == FlowSectionOptions(
          minimumLineSpacing: 0, minimumInteritemSpacing: 4, sectionInset: EdgeInsets(bottom: 1),
          headerReferenceSize: Size(width: 0, height: 9), footerReferenceSize: .zero,
          lineAlignment: .leading, lastLineAlignment: .justified))
  }

  @Test func sectionOptionsAreStrict() throws {
    let unknown = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowSectionOptions.self, #"{"itemSize": {"width": 1, "height": 1}}"#)
      })
    #expect(unknown.path == "itemSize")
    #expect(unknown.description.contains("expected one of: minimumLineSpacing"))
    let negative = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowSectionOptions.self, #"{"minimumInteritemSpacing": -0.5}"#)
      })
    #expect(negative.path == "minimumInteritemSpacing")
    let wrongType = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowSectionOptions.self, #"{"minimumLineSpacing": [1]}"#)
      })
    #expect(wrongType.path == "minimumLineSpacing")
    let null = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowSectionOptions.self, #"{"sectionInset": null}"#)
      })
    #expect(null.path == "sectionInset")
    let badEnum = try #require(
      Self.decodingFailure {
        _ = try Self.decode(FlowSectionOptions.self, #"{"lastLineAlignment": "right"}"#)
      })
    #expect(badEnum.path == "lastLineAlignment")
    #expect(badEnum.description.contains("justified, leading, center, trailing"))
  }

  // MARK: Inside a configuration document

  static let golden = """
    {"layout": {"strategy": "flow",
                "options": {"minimumLineSpacing": 0, "minimumInteritemSpacing": 0,
                            "headerReferenceSize": {"width": 0, "height": 30},
                            "footerReferenceSize": {"width": 0, "height": 20}}},
     "viewport": {"width": 320, "height": 480},
     "data": {"sections": [
       {"items": 3, "itemSize": {"width": 75, "height": 40}, "options": {"sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}}},
       {"items": 3, "itemSize": {"width": 75, "height": 40}, "options": {"sectionInset": {"top": 20, "left": 20, "bottom": 20, "right": 20}}}
     ]}}
    """

  @Test func aDocumentPreparesTheGolden() throws {
    let configuration = try Self.registry.configuration(fromJSON: Self.golden)
    #expect(configuration.strategyName == "flow")
    let layout = try #require(try configuration.prepare() as? FlowLayout)
    FlowGoldenTests.expectPerSectionGolden(layout)
  }

  @Test func documentErrorsCarryTheFullPath() {
    func error(_ json: String) -> LayoutError? {
      do {
        _ = try Self.registry.configuration(fromJSON: json)
        return nil
      } catch { return error }
    }
    let badSpacing = Self.golden.replacing(
      #""minimumLineSpacing": 0"#, with: #""minimumLineSpacing": -3"#)
    #expect(error(badSpacing)?.path == "layout.options.minimumLineSpacing")
    let badAlignment = Self.golden.replacing(
      #""options": {"sectionInset": {"top": 20"#,
      with: #""options": {"lastLineAlignment": "middle", "sectionInset": {"top": 20"#)
    let alignmentError = error(badAlignment)
    #expect(alignmentError?.path == "data.sections[1].options.lastLineAlignment")
    #expect(
      alignmentError?.message.contains("expected one of: justified, leading, center, trailing")
        == true)
    let unknown = Self.golden.replacing(#""minimumLineSpacing": 0"#, with: #""lineSpacing": 0"#)
    #expect(error(unknown)?.path == "layout.options.lineSpacing")
  }
}
