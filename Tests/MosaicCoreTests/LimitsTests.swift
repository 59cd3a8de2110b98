import MosaicCore
import MosaicTestSupport
import Testing

/// A modifier that may be listed once and warns about every layout it wraps.
private struct Once: LayoutModifier {
  static let name = "once"
  static let summary = "listed once, warns"
  static var isRepeatable: Bool { false }
  init(options: NoSectionOptions) {}
  func warnings(over base: any PreparedLayout, input: LayoutInput) -> [String] {
    ["\(base.sectionCount) sections below"]
  }
  func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout
  { base }
}

@Suite("Limits: lengths, scales, counts, elements and modifiers")
struct LimitsTests {
  var registry: StrategyRegistry {
    var registry = StrategyRegistry()
    registry.register(ColumnStackStrategy.self)
    registry.register(modifier: HideEveryOtherModifier.self)
    registry.register(modifier: Once.self)
    return registry
  }

  func document(modifiers: String = "[]", viewport: String = #"{"width": 100, "height": 200}"#)
    -> String
  {
    """
    {"layout": {"strategy": "columns", "modifiers": \(modifiers)}, "viewport": \(viewport),
     "data": {"sections": [{"items": 2}]}}
    """
  }

  func error(_ json: String) -> LayoutError? {
    do {
      _ = try registry.configuration(fromJSON: json).prepare()
      return nil
    } catch {
      return error
    }
  }

  func validationError(_ input: LayoutInput) -> LayoutError? {
    do {
      try input.validate()
      return nil
    } catch {
      return error
    }
  }

  @Test func messagesSpellTheLimitsTheConstantsHold() {
    #expect(LayoutInput.maximumLength == 1e15)
    #expect(LayoutInput.scaleRange == 0.25...16)
    #expect(LayoutInput.maximumElementCount == 60_000_000)
    #expect(LayoutConfiguration.maximumModifierCount == 8)
  }

  @Test func lengthsUpToTheLimitPassAndBeyondItAreRefused() throws {
    let limit = LayoutInput.maximumLength
    try LayoutError.checkNonNegative(limit, at: "a")
    #expect(
      throws: LayoutError(
        path: "a",
        message: "expected at most 1e15, the longest length a layout takes, got 1000000000000000.1")
    ) {
      try LayoutError.checkNonNegative(limit.nextUp, at: "a")
    }
    #expect(throws: LayoutError(path: "a", message: "expected a finite number >= 0, got -1.0")) {
      try LayoutError.checkNonNegative(-1, at: "a")
    }
    try LayoutInput.checkCoordinate(-limit, at: "o")
    #expect(throws: LayoutError.self) { try LayoutInput.checkCoordinate(-limit.nextUp, at: "o") }
    #expect(throws: LayoutError(path: "o", message: "expected a finite number, got nan")) {
      try LayoutInput.checkCoordinate(.nan, at: "o")
    }
    // Decoded the same way, naming the field.
    #expect(
      error(document(viewport: #"{"width": 1e15, "height": 1.5e15}"#))?.description
        == "viewport.height: expected at most 1e15, the longest length a layout takes, got 1500000000000000.0"
    )
    #expect(
      error(document(viewport: #"{"width": 1, "height": 1, "contentOffset": {"x": 2e15}}"#))?.path
        == "viewport.contentOffset.x")
    #expect(
      error(document(viewport: #"{"width": 1e15, "height": 1e15, "contentOffset": {"x": -1e15}}"#))
        == nil)
  }

  /// Sizes set in code, per item, are held to the same limit as decoded ones.
  @Test func perItemSizesBeyondTheLimitAreRefusedByName() {
    let sizes = [Size(width: 1, height: 1), Size(width: 1, height: 1e300), .zero]
    #expect(!sizes[1].isValidExtent && sizes[2].isValidExtent)
    #expect(!Size(width: .nan, height: 1).isValidExtent)
    let input = LayoutInput(
      sections: [SectionData(itemSizes: sizes)], viewport: Viewport(width: 1, height: 1))
    #expect(
      validationError(input)
        == LayoutError(
          path: "data.sections[0].itemSizes[1].height",
          message: "expected at most 1e15, the longest length a layout takes, got 1e+300"))
  }

  @Test func scalesOutsideTheRangeAreRefused() {
    for (scale, accepted) in [
      (0.25, true), (1, true), (3, true), (16, true), (0.2499, false), (16.01, false),
      (1e-300, false),
      (0, false), (-2, false),
    ] {
      let input = LayoutInput(
        sections: [], viewport: Viewport(size: Size(width: 1, height: 1), scale: scale))
      #expect((validationError(input) == nil) == accepted, "\(scale)")
      #expect(validationError(input).map(\.path) ?? "viewport.scale" == "viewport.scale")
      let decoded = error(document(viewport: #"{"width": 1, "height": 1, "scale": \#(scale)}"#))
      #expect((decoded == nil) == accepted, "\(scale)")
    }
    #expect(
      error(document(viewport: #"{"width": 1, "height": 1, "scale": 1e-300}"#))?.description
        == "viewport.scale: expected a screen scale in 0.25...16.0, got 1e-300")
  }

  /// A count near `Int.max` after others used to overflow the running total (a trap): it is
  /// refused, naming its section, in validation and in decoding.
  @Test func countsNearIntMaxAreRefusedWithoutOverflowing() {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 1024), SectionData(itemCount: .max - 511)],
      viewport: Viewport(width: 1, height: 1))
    #expect(input.totalItemCount == .max)
    #expect(validationError(input)?.path == "data.sections[1].items")
    let json = """
      {"layout": {"strategy": "columns"}, "viewport": {"width": 1, "height": 1},
       "data": {"sections": [{"items": 1024}, {"items": 9223372036854774784}]}}
      """
    #expect(
      error(json)?.description.hasPrefix(
        "data.sections[1].items: 1024 + 9223372036854774784 items in all exceed 1000000000") == true
    )
  }

  @Test func theElementBudgetIsCheckedWithoutOverflowing() throws {
    let budget = LayoutInput.maximumElementCount
    let input = LayoutInput(sections: [], viewport: Viewport(width: 1, height: 1))
    #expect(input.elementBudget == budget)
    try input.checkElementBudget(adding: 10, to: budget - 10, at: "x")
    #expect(
      throws: LayoutError(
        path: "x",
        message: "would hold at least 60000001 elements, more than the 60000000 one layout may hold"
      )
    ) { try input.checkElementBudget(adding: 11, to: budget - 10, at: "x") }
    #expect(throws: LayoutError.self) {
      try input.checkElementBudget(adding: .max, to: .max, at: "x")
    }
  }

  /// A host's lower budget is what the check holds to; one outside `0...maximumElementCount` is
  /// clamped into it.
  @Test func aLoweredElementBudgetIsTheLimit() throws {
    var input = LayoutInput(
      sections: [], viewport: Viewport(width: 1, height: 1), elementBudget: 1_000)
    try input.checkElementBudget(adding: 1, to: 999, at: "x")
    #expect(
      throws: LayoutError(
        path: "x",
        message: "would hold at least 1001 elements, more than the 1000 one layout may hold"
      )
    ) { try input.checkElementBudget(adding: 2, to: 999, at: "x") }
    #expect(input.fitsElementBudget(1_000) && !input.fitsElementBudget(1_001))
    input.elementBudget = .max
    #expect(input.fitsElementBudget(LayoutInput.maximumElementCount))
    #expect(!input.fitsElementBudget(LayoutInput.maximumElementCount + 1))
    input.elementBudget = -5
    #expect(input.fitsElementBudget(0) && !input.fitsElementBudget(1))
  }

  @Test func modifiersAreCappedAndNonRepeatableOnesListedOnce() throws {
    let hide = #"{"name": "hideOdd"}"#
    let eight = "[" + Array(repeating: hide, count: 8).joined(separator: ", ") + "]"
    #expect(error(document(modifiers: eight)) == nil)
    let nine = "[" + Array(repeating: hide, count: 9).joined(separator: ", ") + "]"
    #expect(
      error(document(modifiers: nine))?.description
        == "layout.modifiers: more than 8 modifiers, the most one configuration may list (each adds a level to every query)"
    )
    // A million entries are refused at the ninth, not decoded.
    let many = "[" + Array(repeating: hide, count: 1_000_000).joined(separator: ",") + "]"
    #expect(error(document(modifiers: many))?.path == "layout.modifiers")
    #expect(
      error(document(modifiers: #"[{"name": "once"}, \#(hide), {"name": "once"}]"#))?.description
        == "layout.modifiers[2]: 'once' is already listed at layout.modifiers[0]; list it once (a second one adds nothing)"
    )
    // Configurations built in code are checked by prepare() the same way.
    let configuration = try registry.configuration(fromJSON: document())
    var twice = configuration
    twice.modifiers = [Once(options: NoSectionOptions()), Once(options: NoSectionOptions())]
    #expect(throws: LayoutError.self) { try twice.prepare() }
    var tooMany = configuration
    tooMany.modifiers = Array(repeating: HideEveryOtherModifier(options: .init()), count: 9)
    #expect(throws: LayoutError.self) { try tooMany.prepare() }
  }

  @Test func warningsNameTheirModifier() throws {
    let configuration = try registry.configuration(
      fromJSON: document(modifiers: #"[{"name": "hideOdd"}, {"name": "once"}]"#))
    var warnings: [LayoutError] = []
    _ = try configuration.prepare(warnings: &warnings)
    #expect(warnings == [LayoutError(path: "layout.modifiers[1]", message: "1 sections below")])
  }
}
