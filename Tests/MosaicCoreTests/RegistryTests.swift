import MosaicCore
import MosaicTestSupport
import Testing

@Suite("Configuration documents and the registry")
struct RegistryTests {
  var registry: StrategyRegistry {
    var registry = StrategyRegistry()
    registry.register(ColumnStackStrategy.self)
    registry.register(modifier: HideEveryOtherModifier.self)
    return registry
  }

  func error(_ json: String) -> LayoutError? {
    do {
      _ = try registry.configuration(fromJSON: json).prepare()
      return nil
    } catch {
      return error
    }
  }

  let viewport = #""viewport": {"width": 100, "height": 200}"#

  @Test func decodesADocument() throws {
    let json = """
      {"layout": {"strategy": "columns", "options": {"spacing": 5},
                  "modifiers": [{"name": "hideOdd"}]},
       \(viewport),
       "data": {"sections": [{"items": 2, "itemSize": {"width": 10, "height": 20}},
                             {"itemSizes": [{"width": 1, "height": 2}], "header": {"width": 0, "height": 7},
                              "options": {"spacing": 1}}]}}
      """
    let configuration = try registry.configuration(fromJSON: json)
    #expect(configuration.strategyName == "columns")
    #expect(configuration.modifiers.count == 1)
    #expect(configuration.input.sections.count == 2)
    #expect(configuration.input.sections[0].itemSizes == .uniform(Size(width: 10, height: 20)))
    #expect(configuration.input.sections[1].itemSizes == .perItem([Size(width: 1, height: 2)]))
    #expect(configuration.input.sections[1].header == Size(width: 0, height: 7))
    #expect(configuration.input.viewport.size == Size(width: 100, height: 200))
    let strategy = try #require(configuration.strategy as? ColumnStackStrategy)
    #expect(strategy.options.spacing == 5)
    #expect(strategy.sectionOptions[1]?.spacing == 1)
    let layout = try configuration.prepare()
    // Cells stack 5 pt apart in section 0; section 1's header (7) then its cell; cells come first,
    // then headers. hideOdd hides item 1 of section 0 only.
    #expect(layout.allElements().map(\.frame.y) == [0, 25, 57, 50])
    #expect(layout.allElements().map(\.isHidden) == [false, true, false, false])
    #expect(layout.allElements().map(\.id.category) == [.cell, .cell, .cell, .header])
  }

  @Test func defaultsApplyWhenOptionsAreAbsent() throws {
    let json = #"{"layout": {"strategy": "columns"}, \#(viewport), "data": {"sections": []}}"#
    let strategy = try #require(
      try registry.configuration(fromJSON: json).strategy as? ColumnStackStrategy)
    #expect(strategy.options == ColumnStackStrategy.Options())
  }

  @Test func errorsNameTheirPath() {
    let cases: [(String, String)] = [
      (
        #"{"layout": {"strategy": "nope"}, \#(viewport), "data": {"sections": []}}"#,
        "layout.strategy: unknown strategy 'nope'; known strategies: columns"
      ),
      (
        #"{"layout": {"strategy": "columns", "options": {"spacing": "4"}}, \#(viewport), "data": {"sections": []}}"#,
        "layout.options.spacing: expected a number, found a string"
      ),
      (
        #"{"layout": {"strategy": "columns", "options": {"spasing": 4}}, \#(viewport), "data": {"sections": []}}"#,
        "layout.options.spasing: unknown key; expected one of: spacing"
      ),
      (
        #"{"layout": {"strategy": "columns", "modifiers": [{"name": "x"}]}, \#(viewport), "data": {"sections": []}}"#,
        "layout.modifiers[0].name: unknown modifier 'x'; known modifiers: hideOdd"
      ),
      (
        #"{"layout": {"strategy": "columns", "modifiers": [{"name": "hideOdd", "options": {"a": 1}}]}, \#(viewport), "data": {"sections": []}}"#,
        "layout.modifiers[0].options.a: unknown key; no keys are allowed here"
      ),
      (
        #"{"layout": {"strategy": "columns"}, \#(viewport), "data": {"sections": [{"items": 1}, {"items": 1, "options": {"spacing": -1}}]}}"#,
        "data.sections[1].options.spacing: expected a finite number >= 0, got -1.0"
      ),
      (
        #"{"layout": {"strategy": "columns"}, \#(viewport), "data": {"sections": [{"items": 1e30}]}}"#,
        "data.sections[0].items: expected a whole number, got 1e+30 (out of range -9223372036854775808...9223372036854775807)"
      ),
      (
        #"{"layout": {"strategy": "columns"}, \#(viewport), "data": {"sections": [{"items": null}]}}"#,
        "data.sections[0].items: expected a whole number, found null"
      ),
      (
        #"{"layout": {"strategy": "columns"}, \#(viewport), "data": {"sections": [{"itemSize": {"width": 1, "height": 1}}]}}"#,
        "data.sections[0].items: is required"
      ),
      (
        #"{"layout": {"strategy": "columns"}, \#(viewport), "data": {"sections": [{"itemSizes": [], "itemSize": {"width": 1, "height": 1}}]}}"#,
        "data.sections[0].itemSize: give either 'itemSize' (with 'items') or 'itemSizes', not both"
      ),
      (
        #"{"layout": {"strategy": "columns"}, "viewport": {"width": 100}, "data": {"sections": []}}"#,
        "viewport.height: is required"
      ),
      (
        #"{"layout": {"strategy": "columns"}, "viewport": {"width": 100, "height": 1, "contentOffset": {"x": 1e999}}, "data": {"sections": []}}"#,
        "viewport.contentOffset.x: expected a finite number, got inf"
      ),
      (#"{"layout": {"strategy": "columns"}, \#(viewport)}"#, "data: is required"),
      (
        #"{"layout": {"strategy": 3}, \#(viewport), "data": {"sections": []}}"#,
        "layout.strategy: expected a string, found a number"
      ),
    ]
    for (json, expected) in cases {
      #expect(error(json)?.description == expected, "\(json)")
    }
  }

  @Test func registeringTheSameNameReplaces() {
    var registry = self.registry
    #expect(registry.register(ColumnStackStrategy.self)?.name == "columns")
    #expect(registry.strategyNames == ["columns"])
    #expect(registry.modifierNames == ["hideOdd"])
  }
}
