import MosaicCore
import MosaicFlow
import MosaicShelf
import MosaicTestSupport
import Testing

/// Shelf options in a configuration document: defaults, every field, and strict errors.
@Suite struct ShelfDecodingTests {
  static var registry: StrategyRegistry {
    var registry = StrategyRegistry()
    registry.register(Flow.self)
    registry.register(modifier: Shelf.self)
    return registry
  }

  static func document(_ modifiers: String) -> String {
    """
    {"layout": {"strategy": "flow", "modifiers": \(modifiers)},
     "viewport": {"width": 180, "height": 400},
     "data": {"sections": [{"items": 7}, {"items": 0}]}}
    """
  }

  static func error(_ modifiers: String) -> String? {
    do {
      _ = try registry.configuration(fromJSON: document(modifiers)).prepare()
      return nil
    } catch {
      return error.description
    }
  }

  @Test func defaultsAreSectionBackgrounds() throws {
    let configuration = try Self.registry.configuration(
      fromJSON: Self.document(#"[{"name": "shelf"}]"#))
    let shelf = try #require(configuration.modifiers.first as? Shelf)
    #expect(shelf.options == ShelfOptions())
    #expect(shelf.options.effectiveKind == "sectionBackground")
    #expect(shelf.options.height == 4 && shelf.options.offset == 0 && shelf.options.zIndex == -1)
    let layout = try configuration.prepare()
    #expect(layout.decorations.map(\.frame) == [Rect(x: 0, y: 0, width: 180, height: 170)])
  }

  @Test func everyFieldDecodes() throws {
    let configuration = try Self.registry.configuration(
      fromJSON: Self.document(
        #"[{"name": "shelf", "options": {"style": "rows", "kind": "plank", "height": 6, "offset": -1.5, "zIndex": 3}}]"#
      ))
    let shelf = try #require(configuration.modifiers.first as? Shelf)
    #expect(
      shelf.options
        == ShelfOptions(style: .rows, kind: "plank", height: 6, offset: -1.5, zIndex: 3))
    #expect(try configuration.prepare().decorations.map(\.frame.minY) == [48.5, 108.5, 168.5])
  }

  @Test func errorsNameTheField() {
    let cases: [(String, String)] = [
      (
        #"[{"name": "shelf", "options": {"style": "shelves"}}]"#,
        "layout.modifiers[0].options.style: unknown value 'shelves'; expected one of: sectionBackground, rows"
      ),
      (
        #"[{"name": "shelf", "options": {"height": 4}}]"#,
        "layout.modifiers[0].options.height: applies only to style 'rows'; a section background has no height"
      ),
      (
        #"[{"name": "shelf", "options": {"style": "sectionBackground", "offset": 1}}]"#,
        "layout.modifiers[0].options.offset: applies only to style 'rows'; a section background has no offset"
      ),
      (
        #"[{"name": "shelf", "options": {"style": "rows", "height": -1}}]"#,
        "layout.modifiers[0].options.height: expected a finite number >= 0, got -1.0"
      ),
      (
        #"[{"name": "shelf", "options": {"kind": ""}}]"#,
        "layout.modifiers[0].options.kind: expected a non-empty decoration kind"
      ),
      (
        #"[{"name": "shelf", "options": {"kind": null}}]"#,
        "layout.modifiers[0].options.kind: expected a string, found null"
      ),
      (
        #"[{"name": "shelf", "options": {"zIndex": 1.5}}]"#,
        "layout.modifiers[0].options.zIndex: expected a whole number, got 1.5"
      ),
      (
        #"[{"name": "shelf"}, {"name": "shelf", "options": {"colour": "oak"}}]"#,
        "layout.modifiers[1].options.colour: unknown key; expected one of: style, kind, height, offset, zIndex"
      ),
    ]
    for (modifiers, expected) in cases {
      let message = Self.error(modifiers)
      #expect(message?.hasPrefix(expected) == true, "\(modifiers): \(message ?? "no error")")
    }
  }

  @Test func optionsSetInCodeAreChecked() {
    let input = LayoutInput(sections: [SectionData(itemCount: 1)], viewport: viewport(width: 100))
    let flow = Flow(options: FlowOptions())
    func error(_ options: ShelfOptions) -> LayoutError? {
      do {
        _ = try Shelf(options: options).apply(to: try flow.prepare(input), input: input)
        return nil
      } catch { return error }
    }
    #expect(error(ShelfOptions(kind: ""))?.path == "shelf.options.kind")
    #expect(error(ShelfOptions(style: .rows, height: -2))?.path == "shelf.options.height")
    #expect(error(ShelfOptions(style: .rows, height: .infinity))?.path == "shelf.options.height")
    #expect(error(ShelfOptions(style: .rows, offset: .nan))?.path == "shelf.options.offset")
    #expect(error(ShelfOptions(style: .rows)) == nil)
  }
}
