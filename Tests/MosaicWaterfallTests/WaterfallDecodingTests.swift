import Mosaic
import Testing

/// Strict decoding of ``WaterfallOptions`` and ``WaterfallSectionOptions`` through the built-in
/// registry, with errors that name their JSON path.
@Suite struct WaterfallDecodingTests {
  static func document(options: String = "{}", sections: String = #"[{"items": 3}]"#) -> String {
    """
    {"layout": {"strategy": "waterfall", "options": \(options)},
     "viewport": {"width": 320, "height": 480},
     "data": {"sections": \(sections)}}
    """
  }

  static func strategy(_ json: String) throws -> Waterfall {
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: json)
    return try #require(configuration.strategy as? Waterfall)
  }

  static func error(_ json: String) -> LayoutError? {
    do {
      _ = try StrategyRegistry.builtIn.configuration(fromJSON: json).prepare()
      return nil
    } catch {
      return error
    }
  }

  @Test func absentKeysTakeCHTDefaults() throws {
    let options = try Self.strategy(Self.document()).options
    #expect(options == WaterfallOptions())
    #expect(options.columnCount == 2)
    #expect(options.minimumColumnSpacing == 10 && options.minimumInteritemSpacing == 10)
    #expect(options.headerHeight == 0 && options.footerHeight == 0)
    #expect(options.headerInset == .zero && options.footerInset == .zero)
    #expect(options.sectionInset == .zero)
    #expect(options.itemRenderDirection == .shortestFirst)
    #expect(options.minimumContentHeight == 0)
    #expect(options.scrollDirection == .vertical)
    #expect(options.itemSize == Size(width: 50, height: 50))
  }

  @Test func everyKeyDecodes() throws {
    let strategy = try Self.strategy(
      Self.document(
        options: """
          {"scrollDirection": "horizontal", "columnCount": 4, "minimumColumnSpacing": 1,
           "minimumInteritemSpacing": 2, "headerHeight": 3, "footerHeight": 4,
           "headerInset": {"top": 5}, "footerInset": {"left": 6}, "sectionInset": {"right": 7},
           "itemRenderDirection": "rightToLeft", "minimumContentHeight": 8,
           "itemSize": {"width": 9, "height": 10}}
          """,
        sections: """
          [{"items": 1, "options": {"columnCount": 1, "minimumColumnSpacing": 2,
            "minimumInteritemSpacing": 3, "headerHeight": 4, "footerHeight": 5,
            "headerInset": {"top": 6}, "footerInset": {"bottom": 7}, "sectionInset": {"left": 8}}}]
          """))
    #expect(
      strategy.options
        == WaterfallOptions(
          scrollDirection: .horizontal, columnCount: 4, minimumColumnSpacing: 1,
          minimumInteritemSpacing: 2, headerHeight: 3, footerHeight: 4,
          headerInset: EdgeInsets(top: 5), footerInset: EdgeInsets(left: 6),
          sectionInset: EdgeInsets(right: 7), itemRenderDirection: .rightToLeft,
          minimumContentHeight: 8, itemSize: Size(width: 9, height: 10)))
    #expect(
      strategy.sectionOptions[0]
        == WaterfallSectionOptions(
          columnCount: 1, minimumColumnSpacing: 2, minimumInteritemSpacing: 3, headerHeight: 4,
          footerHeight: 5, headerInset: EdgeInsets(top: 6), footerInset: EdgeInsets(bottom: 7),
          sectionInset: EdgeInsets(left: 8)))
  }

  @Test func errorsNameTheirPath() {
    let cases: [(String, String)] = [
      (
        Self.document(options: #"{"columnCont": 3}"#),
        "layout.options.columnCont: unknown key; expected one of: scrollDirection, columnCount"
      ),
      (
        Self.document(options: #"{"columnCount": 0}"#),
        "layout.options.columnCount: expected a whole number >= 1 (a waterfall needs a column), got 0"
      ),
      (
        Self.document(options: #"{"columnCount": -2}"#),
        "layout.options.columnCount: expected a whole number >= 1"
      ),
      (
        Self.document(options: #"{"columnCount": 2.5}"#),
        "layout.options.columnCount: expected a whole number"
      ),
      (
        Self.document(options: #"{"columnCount": "2"}"#),
        "layout.options.columnCount: expected a whole number, found a string"
      ),
      (
        Self.document(options: #"{"itemRenderDirection": "diagonal"}"#),
        "layout.options.itemRenderDirection: unknown value 'diagonal'; expected one of: shortestFirst, leftToRight, rightToLeft"
      ),
      (
        Self.document(options: #"{"minimumColumnSpacing": -1}"#),
        "layout.options.minimumColumnSpacing: expected a finite number >= 0, got -1.0"
      ),
      (
        Self.document(options: #"{"headerInset": {"top": -1}}"#),
        "layout.options.headerInset.top: expected a finite number >= 0"
      ),
      (Self.document(options: #"{"headerHeight": null}"#), "layout.options.headerHeight:"),
      (
        Self.document(sections: #"[{"items": 1}, {"items": 1, "options": {"columnCount": 0}}]"#),
        "data.sections[1].options.columnCount: expected a whole number >= 1"
      ),
      (
        Self.document(sections: #"[{"items": 1, "options": {"lineAlignment": "leading"}}]"#),
        "data.sections[0].options.lineAlignment: unknown key; expected one of: columnCount"
      ),
    ]
    for (json, expected) in cases {
      let error = Self.error(json)
      #expect(
        error?.description.hasPrefix(expected) == true,
        "\(error?.description ?? "no error") for \(expected)")
    }
  }
}
