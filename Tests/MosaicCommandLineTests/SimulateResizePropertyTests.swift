import Foundation
import MosaicCommandLine
import MosaicTestKit
import MosaicTestSupport
import Testing

/// After any script of resizes, inserts, deletes, moves, reloads, inserted sections and scrolls,
/// `mosaic simulate`'s layout is what `mosaic layout` prints for the document rewritten with the
/// final `contentOffset` and every section as `itemSizes` of its items' current sizes; a plain
/// reference model says what each size is. Run for flow and waterfall, each with
/// `estimatedItemSize` off and on.
@Suite("mosaic simulate: measured sizes against a rewritten document")
struct SimulateResizePropertyTests {
  /// The reference: a section either owns its items' sizes or sizes them all alike.
  struct Section {
    var owns: Bool
    var fixed: [Double]
    var items: [(name: String, size: [Double])]
  }

  /// The document's strategy and whether estimates are on.
  struct Setup: Sendable, CustomTestStringConvertible {
    var strategy: String
    /// The estimate, or `nil` when estimates are off.
    var estimate: [Double]?

    var testDescription: String {
      "\(strategy)" + (estimate.map { ", estimate \(Int($0[0]))×\(Int($0[1]))" } ?? "")
    }

    /// The strategy's `itemSize`: not square in a waterfall, where only the aspect ratio shows.
    var defaultSize: [Double] { strategy == "flow" ? [40, 40] : [40, 60] }

    var options: String {
      var options = #""itemSize": \#(json(defaultSize)), "minimumInteritemSpacing": 4"#
      options +=
        strategy == "flow" ? #", "minimumLineSpacing": 6"# : #", "columnCount": 3"#
      if let estimate { options += #", "estimatedItemSize": \#(json(estimate))"# }
      return options
    }

    func document(_ sections: [String]) -> String {
      #"""
      {"layout": {"strategy": "\#(strategy)", "options": {\#(options)}},
       "viewport": {"width": 320, "height": 480},
       "data": {"sections": [
      """# + sections.joined(separator: ",\n") + "]}}"
    }

    /// A section given by a count alone: it owns its sizes (at the estimate) when estimates are
    /// on, and is fixed at the strategy's item size otherwise.
    func countAlone(_ names: [String]) -> Section {
      Section(
        owns: estimate != nil, fixed: defaultSize,
        items: names.map { ($0, estimate ?? defaultSize) })
    }
  }

  static func json(_ size: [Double]) -> String {
    #"{"width": \#(Int(size[0])), "height": \#(Int(size[1]))}"#
  }

  static func itemSizes(_ section: Section) -> String {
    #"{"itemSizes": [\#(section.items.map { json($0.size) }.joined(separator: ", "))]}"#
  }

  /// A random size, whole points so the document spells it exactly.
  static func size(_ rng: inout SeededGenerator) -> [Double] {
    [Double(Int.random(in: 0...120, using: &rng)), Double(Int.random(in: 0...90, using: &rng))]
  }

  /// The state a script builds: the sections, names used up, and the scroll position.
  struct State {
    var sections: [Section]
    var inserted = 0
    var offset = [0, 0]
  }

  /// One random step: its JSON, and whether the reference accepted it (applying it if so).
  static func step(_ state: inout State, setup: Setup, _ rng: inout SeededGenerator)
    -> (String, Bool)
  {
    let s = Int.random(in: 0..<state.sections.count, using: &rng)
    let count = state.sections[s].items.count
    switch Int.random(in: 0..<16, using: &rng) {
    case 0..<4:  // resize, sometimes out of range or in a fixed-size section
      let i = Int.random(in: 0...count, using: &rng)
      let size = size(&rng)
      let ok = i < count && state.sections[s].owns
      if ok { state.sections[s].items[i].size = size }
      return (#"{"op": "resize", "items": [[\#(s), \#(i), \#(json(size))]]}"#, ok)
    case 4..<7:  // insert, sized about half the time (refused in a fixed-size section)
      let i = Int.random(in: 0...count, using: &rng)
      let sized = Bool.random(using: &rng) ? size(&rng) : nil
      let ok = sized == nil || state.sections[s].owns
      if ok {
        state.inserted += 1
        let size =
          state.sections[s].owns
          ? (sized ?? setup.estimate ?? setup.defaultSize) : state.sections[s].fixed
        state.sections[s].items.insert(("n\(state.inserted)", size), at: i)
      }
      let entry = sized.map { "[\(s), \(i), \(json($0))]" } ?? "[\(s), \(i)]"
      return (#"{"op": "batch", "insertItems": [\#(entry)]}"#, ok)
    case 7..<10:  // delete
      guard count > 0 else { return (#"{"op": "batch"}"#, true) }
      let i = Int.random(in: 0..<count, using: &rng)
      state.sections[s].items.remove(at: i)
      return (#"{"op": "batch", "deleteItems": [[\#(s), \#(i)]]}"#, true)
    case 10..<13:  // move: the item keeps its size into a section that owns sizes
      guard count > 0 else { return (#"{"op": "batch"}"#, true) }
      let i = Int.random(in: 0..<count, using: &rng)
      let t = Int.random(in: 0..<state.sections.count, using: &rng)
      let moving = state.sections[s].items.remove(at: i)
      let j = Int.random(in: 0...state.sections[t].items.count, using: &rng)
      let size = state.sections[t].owns ? moving.size : state.sections[t].fixed
      state.sections[t].items.insert((moving.name, size), at: j)
      return (#"{"op": "batch", "moveItems": [[[\#(s), \#(i)], [\#(t), \#(j)]]]}"#, true)
    case 13:  // reload: the item keeps its name and current size
      guard count > 0 else { return (#"{"op": "batch", "reloadSections": [\#(s)]}"#, true) }
      let i = Int.random(in: 0..<count, using: &rng)
      return (#"{"op": "batch", "reloadItems": [[\#(s), \#(i)]]}"#, true)
    case 14:  // an inserted section is a section given by a count of 0
      guard state.sections.count < 8 else { return (#"{"op": "batch"}"#, true) }
      state.sections.insert(setup.countAlone([]), at: s)
      return (#"{"op": "batch", "insertSections": [\#(s)]}"#, true)
    default:  // scroll
      state.offset = [0, Int.random(in: 0...300, using: &rng)]
      return (
        #"{"op": "scrollTo", "offset": {"x": 0, "y": \#(state.offset[1])}}"#, true
      )
    }
  }

  static let setups = [
    Setup(strategy: "flow", estimate: nil),
    Setup(strategy: "flow", estimate: [100, 44]),
    Setup(strategy: "waterfall", estimate: nil),
    Setup(strategy: "waterfall", estimate: [60, 90]),
  ]

  @Test(arguments: setups, 0..<24)
  func simulatedLayoutEqualsTheRewrittenDocument(setup: Setup, seed: UInt64) throws {
    var rng = SeededGenerator(seed: 0x5E5E + seed)
    var sections: [Section] = [
      Section(owns: true, fixed: [], items: []),
      Section(owns: false, fixed: [30, 30], items: []),
      setup.countAlone(["2.0", "2.1"]),
      Section(owns: true, fixed: [], items: []),
    ]
    for i in 0..<3 { sections[0].items.append(("0.\(i)", Self.size(&rng))) }
    for i in 0..<3 { sections[1].items.append(("1.\(i)", [30, 30])) }
    for i in 0..<2 { sections[3].items.append(("3.\(i)", Self.size(&rng))) }
    let original = setup.document([
      Self.itemSizes(sections[0]),
      #"{"items": 3, "itemSize": {"width": 30, "height": 30}}"#,
      #"{"items": 2}"#,
      Self.itemSizes(sections[3]),
    ])
    var state = State(sections: sections)
    var steps: [String] = []
    var accepted: [Bool] = []
    for _ in 0..<16 {
      let (step, ok) = Self.step(&state, setup: setup, &rng)
      steps.append(step)
      accepted.append(ok)
    }
    let script = "[" + steps.joined(separator: ",\n") + "]"
    let simulated = try SimulateResizeTests.result(script, on: original)
    #expect(simulated.steps.map(\.ok) == accepted, "\(simulated.steps)")
    #expect(simulated.order == state.sections.map { $0.items.map(\.name) })
    let outcome = try SimulateResizeTests.simulate(script, on: original)
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    // Batches and resizes that apply anchor the offset and clamp it (the anchor is checked on its
    // own elsewhere); otherwise the last scroll set it.
    let offset = try #require(object["contentOffset"] as? [String: Double])
    let y = try #require(offset["y"])
    #expect(offset["x"] == 0)
    let lastScroll = steps.lastIndex { $0.contains("scrollTo") } ?? -1
    let anchored = steps.indices.contains {
      $0 > lastScroll && accepted[$0]
        && (steps[$0].contains("\"batch\"") || steps[$0].contains("\"resize\""))
    }
    if anchored {
      let contentSize = try #require(simulated.layout["contentSize"] as? [String: Double])
      #expect(y >= 0 && y <= max(0, (contentSize["height"] ?? 0) - 480))
    } else {
      #expect(y == Double(state.offset[1]))
    }

    let rewritten = setup.document(state.sections.map(Self.itemSizes))
    let printed = try SimulateResizeTests.withFile(rewritten) {
      mosaic("layout", $0, "--json", "--offset", "0,\(y)")
    }
    #expect(printed.status == 0, "\(printed.errorOutput)")
    let expected = try #require(try parseJSON(printed.output) as? NSDictionary)
    #expect(simulated.layout == expected, "\(setup.testDescription) seed \(seed): \(steps)")
  }
}
