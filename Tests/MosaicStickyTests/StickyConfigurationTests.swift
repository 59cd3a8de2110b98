import Mosaic
import Testing

/// The sticky modifier in configuration documents: decoding, pinning nothing (with a warning)
/// where the layout has nothing to pin, and being listed once.
@Suite struct StickyConfigurationTests {
  static func document(
    strategy: String = "flow",
    options: String = #"{"headerReferenceSize": {"width": 0, "height": 40}}"#,
    modifiers: String = #"[{"name": "sticky"}]"#,
    sections: String = #"[{"items": 3}, {"items": 2}]"#
  ) -> String {
    """
    {"layout": {"strategy": "\(strategy)", "options": \(options), "modifiers": \(modifiers)},
     "viewport": {"width": 320, "height": 480, "contentOffset": {"x": 0, "y": 30}},
     "data": {"sections": \(sections)}}
    """
  }

  static func prepare(_ json: String) throws(LayoutError) -> any PreparedLayout {
    try StrategyRegistry.builtIn.configuration(fromJSON: json).prepare()
  }

  static func error(_ json: String) -> LayoutError? {
    do {
      _ = try prepare(json)
      return nil
    } catch {
      return error
    }
  }

  @Test func decodesWithDefaults() throws {
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: Self.document())
    let sticky = try #require(configuration.modifiers.first as? Sticky)
    #expect(sticky.options == StickyOptions(headers: true, footers: false))
    let layout = try configuration.prepare()
    #expect(layout is StickyLayout)
    // Section 0 spans 0..<90 (header 40, one line of 50): the document's offset of 30 pins its
    // header at 30.
    #expect(layout.attributes(for: .header(section: 0))?.frame.y == 30)
  }

  @Test func decodesEveryKey() throws {
    let json = Self.document(
      options:
        #"{"headerReferenceSize": {"width": 0, "height": 40}, "footerReferenceSize": {"width": 0, "height": 20}}"#,
      modifiers: #"[{"name": "sticky", "options": {"headers": false, "footers": true}}]"#)
    let sticky = try #require(
      try StrategyRegistry.builtIn.configuration(fromJSON: json).modifiers.first as? Sticky)
    #expect(sticky.options == StickyOptions(headers: false, footers: true))
  }

  @Test func pinningNothingReturnsTheBaseLayout() throws {
    let json = Self.document(
      modifiers: #"[{"name": "sticky", "options": {"headers": false, "footers": false}}]"#)
    #expect(try Self.prepare(json) is FlowLayout)
  }

  @Test func worksOverWaterfall() throws {
    let json = Self.document(strategy: "waterfall", options: #"{"headerHeight": 40}"#)
    let layout = try Self.prepare(json)
    #expect(layout.attributes(for: .header(section: 0))?.frame.y == 30)
  }

  @Test func errorsNameTheirPath() {
    let cases: [(String, String)] = [
      (
        Self.document(modifiers: #"[{"name": "sticky", "options": {"header": true}}]"#),
        "layout.modifiers[0].options.header: unknown key; expected one of: headers, footers"
      ),
      (
        Self.document(modifiers: #"[{"name": "sticky", "options": {"headers": "yes"}}]"#),
        "layout.modifiers[0].options.headers: expected true or false, found a string"
      ),
      (
        Self.document(modifiers: #"[{"name": "sticky", "options": {"headers": null}}]"#),
        "layout.modifiers[0].options.headers:"
      ),
    ]
    for (json, expected) in cases {
      let error = Self.error(json)
      #expect(
        error?.description.hasPrefix(expected) == true,
        "\(error?.description ?? "no error") for \(expected)")
    }
  }

  @Test func anEmptyLayoutIsAcceptedAndTheSecondModifierIsNamed() throws {
    #expect(Self.error(Self.document(options: "{}", sections: "[]")) == nil)
    // Only sections with headers from the data: fine.
    let fromData = Self.document(
      options: "{}", sections: #"[{"items": 1}, {"items": 1, "header": {"width": 0, "height": 9}}]"#
    )
    #expect(Self.error(fromData) == nil)
    let twice = Self.document(
      options: "{}",
      modifiers: #"[{"name": "sticky", "options": {"headers": false}}, {"name": "sticky"}]"#)
    #expect(
      Self.error(twice)?.description
        == "layout.modifiers[1]: 'sticky' is already listed at layout.modifiers[0]; list it once (a second one adds nothing)"
    )
  }

  /// A header given by the data to the last of many sections alone still pins (the survey asks
  /// the base where its first header is), and a footer nowhere warns.
  @Test func aHeaderInTheLastSectionAlonePins() throws {
    let sections =
      "[" + Array(repeating: #"{"items": 4}"#, count: 299).joined(separator: ", ")
      + #", {"items": 4, "header": {"width": 0, "height": 30}}]"#
    for strategy in ["flow", "waterfall"] {
      let configuration = try StrategyRegistry.builtIn.configuration(
        fromJSON: Self.document(
          strategy: strategy, options: "{}",
          modifiers: #"[{"name": "sticky", "options": {"headers": true, "footers": true}}]"#,
          sections: sections))
      var warnings: [LayoutError] = []
      let layout = try configuration.prepare(warnings: &warnings)
      #expect(layout is StickyLayout, "\(strategy)")
      #expect(layout.firstSection(withSupplementary: .header) == 299, "\(strategy)")
      #expect(warnings.count == 1 && warnings[0].message.hasPrefix("no section has a footer"))
    }
  }

  /// UIKit pins nothing, silently, when no section has the kind asked for: so does sticky, and
  /// `prepare(warnings:)` says why, naming the modifier.
  @Test func nothingToPinIsANoOpWithAWarning() throws {
    let cases: [(String, [String])] = [
      (Self.document(options: "{}"), ["header"]),
      (
        Self.document(
          modifiers: #"[{"name": "sticky", "options": {"headers": false, "footers": true}}]"#),
        ["footer"]
      ),
      (
        Self.document(
          strategy: "waterfall", options: "{}",
          modifiers: #"[{"name": "sticky", "options": {"headers": true, "footers": true}}]"#),
        ["header", "footer"]
      ),
    ]
    for (json, kinds) in cases {
      let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: json)
      var warnings: [LayoutError] = []
      let layout = try configuration.prepare(warnings: &warnings)
      let plain = try configuration.strategy.prepare(configuration.input)
      // Nothing pins, and the base comes back as it is.
      #expect(!(layout is StickyLayout))
      #expect(layout.allElements() == plain.allElements())
      #expect(warnings.map(\.path) == kinds.map { _ in "layout.modifiers[0]" })
      for (warning, kind) in zip(warnings, kinds) {
        #expect(warning.message.hasPrefix("no section has a \(kind), so no \(kind) pins"))
      }
      // Plain prepare() collects nothing and agrees.
      #expect(try configuration.prepare().allElements() == plain.allElements())
    }
    // A document that pins what it has warns about nothing.
    var none: [LayoutError] = []
    _ = try StrategyRegistry.builtIn.configuration(fromJSON: Self.document()).prepare(
      warnings: &none)
    #expect(none.isEmpty)
  }

  @Test func modifiersErrorsWithAPathKeepIt() {
    struct Picky: LayoutModifier {
      static let name = "picky"
      static let summary = "throws"
      init(options: NoSectionOptions) {}
      func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
        -> any PreparedLayout
      {
        throw LayoutError(path: "data.sections[0]", message: "no")
      }
    }
    var registry = StrategyRegistry.builtIn
    registry.register(modifier: Picky.self)
    let json = Self.document(modifiers: #"[{"name": "picky"}]"#)
    #expect(throws: LayoutError(path: "data.sections[0]", message: "no")) {
      try registry.configuration(fromJSON: json).prepare()
    }
  }
}
