import Foundation
import Mosaic
import Testing

/// `"span"` on an entry of `itemSizes` and `placementTolerance` in the options: decoded
/// strictly, refused with an error naming the field where no waterfall can place them.
@Suite struct WaterfallSpanDecodingTests {
  static func document(options: String = #"{"columnCount": 3}"#, sizes: String) -> String {
    WaterfallDecodingTests.document(options: options, sections: #"[{"itemSizes": \#(sizes)}]"#)
  }

  static let spanned =
    #"[{"width": 1, "height": 1}, {"width": 2, "height": 1, "span": 2}, {"width": 3, "height": 1, "span": "full"}]"#

  @Test func spansAndToleranceDecodeAsTheSwiftValues() throws {
    let json = Self.document(
      options: #"{"columnCount": 3, "placementTolerance": 12.5}"#, sizes: Self.spanned)
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: json)
    let waterfall = try #require(configuration.strategy as? Waterfall)
    #expect(waterfall.options == WaterfallOptions(columnCount: 3, placementTolerance: 12.5))
    let expected = SizeList(
      [Size(width: 1, height: 1), Size(width: 2, height: 1), Size(width: 3, height: 1)],
      spans: [1: .columns(2), 2: .full])
    #expect(configuration.input.sections[0].itemSizes == .perItem(expected))
    #expect(configuration.input.sections[0].span(ofItem: 2) == .full)
    _ = try configuration.prepare()
  }

  @Test func aSectionMaySetItsOwnTolerance() throws {
    let json = WaterfallDecodingTests.document(
      sections: #"[{"items": 3}, {"items": 2, "options": {"placementTolerance": 4}}]"#)
    let waterfall = try WaterfallDecodingTests.strategy(json)
    #expect(waterfall.sectionOptions[1]?.placementTolerance == 4)
  }

  @Test(arguments: [
    (#"0"#, "data.sections[0].itemSizes[1].span: expected a whole column count from 1"),
    (#"-2"#, "data.sections[0].itemSizes[1].span: expected a whole column count from 1"),
    (#"1.5"#, "data.sections[0].itemSizes[1].span: expected a whole column count from 1"),
    (#"1e300"#, "data.sections[0].itemSizes[1].span: expected a whole column count from 1"),
    (
      #""half""#,
      #"data.sections[0].itemSizes[1].span: expected a column count >= 1 or "full", got 'half'"#
    ),
    (#"[2]"#, #"data.sections[0].itemSizes[1].span: expected a column count >= 1 or "full""#),
    (
      #"4"#,
      #"data.sections[0].itemSizes[1].span: expected 1 to 3 columns (the section's column count) or "full", got 4"#
    ),
  ])
  func aSpanNoSectionCanHoldIsRefused(span: String, message: String) {
    let json = Self.document(
      sizes: #"[{"width": 1, "height": 1}, {"width": 2, "height": 1, "span": \#(span)}]"#)
    let error = WaterfallDecodingTests.error(json)
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test func spansAndToleranceNeedShortestFirst() {
    let spans = WaterfallDecodingTests.error(
      Self.document(
        options: #"{"columnCount": 3, "itemRenderDirection": "rightToLeft"}"#, sizes: Self.spanned))
    #expect(
      spans?.description
        == "data.sections[0].itemSizes[1].span: needs itemRenderDirection shortestFirst (rightToLeft fills the columns in turn)"
    )
    let tolerance = WaterfallDecodingTests.error(
      WaterfallDecodingTests.document(
        options: #"{"itemRenderDirection": "leftToRight", "placementTolerance": 3}"#))
    #expect(tolerance?.path == "layout.options.placementTolerance")
    let sectionTolerance = WaterfallDecodingTests.error(
      WaterfallDecodingTests.document(
        options: #"{"itemRenderDirection": "leftToRight"}"#,
        sections: #"[{"items": 3, "options": {"placementTolerance": 3}}]"#))
    #expect(sectionTolerance?.path == "data.sections[0].options.placementTolerance")
  }

  @Test(arguments: [#"-1"#, #""wide""#, #"1e400"#])
  func aBadToleranceIsRefused(value: String) {
    let error = WaterfallDecodingTests.error(
      WaterfallDecodingTests.document(options: #"{"placementTolerance": \#(value)}"#))
    #expect(error?.path.hasPrefix("layout.options") == true, "\(String(describing: error))")
  }

  @Test func aSectionWithSpansHasAtMostTheColumnsItCanKeep() {
    let error = WaterfallDecodingTests.error(
      Self.document(options: #"{"columnCount": 5000}"#, sizes: Self.spanned))
    #expect(
      error?.description
        == "data.sections[0].itemSizes[1].span: a section with spans may have at most 1024 columns; it has 5000"
    )
  }

  @Test func anUnknownKeyBesideASpanIsRefused() {
    let error = WaterfallDecodingTests.error(
      Self.document(sizes: #"[{"width": 1, "height": 1, "spam": 2}]"#))
    #expect(error?.path == "data.sections[0].itemSizes[0].spam")
  }

  /// The document's per-item sizes keep their spans when written back (`mosaic` tools encode
  /// the configuration they decoded).
  @Test func spansRoundTripThroughJSON() throws {
    let list = SizeList(
      [Size(width: 1, height: 2), Size(width: 3, height: 4)], spans: [1: .full])
    let json = try #require(String(bytes: try JSONEncoder().encode(list), encoding: .utf8))
    #expect(json.contains(#""span":"full""#))
    #expect(try JSONDecoder().decode(SizeList.self, from: Data(json.utf8)) == list)
  }

  /// A long list read by the parser's fast path (its numbers kept as pairs, a span as the third
  /// member of its object) decodes to what the objects spell, a span on the first entry too;
  /// a third member that is not a valid span falls back to the objects and is named.
  @Test func spansInALongListDecodeAsTheirObjects() throws {
    let count = 2_000
    let spanned: [Int: String] = [0: #""full""#, 5: "2", 1_999: "3", 700: "1"]
    let entries: [String] = (0..<count).map { (index: Int) -> String in
      let width = index % 7 + 1
      let height = index % 11 + 1
      let size = #""width": \#(width), "height": \#(height)"#
      guard let span = spanned[index] else { return "{" + size + "}" }
      return "{" + size + #", "span": "# + span + "}"
    }
    let json = Self.document(sizes: "[" + entries.joined(separator: ", ") + "]")
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: json)
    let sizes: [Size] = (0..<count).map { (index: Int) -> Size in
      Size(width: Double(index % 7 + 1), height: Double(index % 11 + 1))
    }
    let expected = SizeList(sizes, spans: [0: .full, 5: .columns(2), 1_999: .columns(3)])
    #expect(configuration.input.sections[0].itemSizes == .perItem(expected))
    for (value, path) in [
      (#""wide""#, "data.sections[0].itemSizes[900].span"),
      ("0", "data.sections[0].itemSizes[900].span"),
      ("1.5", "data.sections[0].itemSizes[900].span"),
    ] {
      var broken = entries
      broken[900] = #"{"width": 1, "height": 1, "span": \#(value)}"#
      let error = WaterfallDecodingTests.error(
        Self.document(sizes: "[" + broken.joined(separator: ", ") + "]"))
      #expect(error?.path == path, "\(value): \(String(describing: error))")
    }
    var other = entries
    other[3] = #"{"width": 1, "height": 1, "colour": 2}"#
    let error = WaterfallDecodingTests.error(
      Self.document(sizes: "[" + other.joined(separator: ", ") + "]"))
    #expect(error?.path == "data.sections[0].itemSizes[3].colour")
    var twice = entries
    twice[4] = #"{"width": 1, "height": 1, "width": 2}"#
    let duplicate = WaterfallDecodingTests.error(
      Self.document(sizes: "[" + twice.joined(separator: ", ") + "]"))
    #expect(
      duplicate?.message.contains("duplicate key") == true, "\(String(describing: duplicate))")
  }
}
