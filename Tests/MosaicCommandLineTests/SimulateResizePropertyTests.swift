import Foundation
import MosaicCommandLine
import MosaicTestKit
import MosaicTestSupport
import Testing

/// After any script of resizes, inserts, deletes and moves, `mosaic simulate`'s layout is what
/// `mosaic layout` prints for the document rewritten with every section as `itemSizes` of its
/// items' current sizes; a plain reference model says what each size is.
@Suite("mosaic simulate: measured sizes against a rewritten document")
struct SimulateResizePropertyTests {
  /// The reference: a section either owns its items' sizes or sizes them all alike.
  struct Section {
    var owns: Bool
    var fixed: [Double]
    var items: [(name: String, size: [Double])]
  }

  static let defaultSize: [Double] = [40, 40]
  static let header = #"""
    {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 40, "height": 40},
       "minimumInteritemSpacing": 4, "minimumLineSpacing": 6}},
     "viewport": {"width": 320, "height": 480},
     "data": {"sections": [
    """#

  static func json(_ size: [Double]) -> String {
    #"{"width": \#(Int(size[0])), "height": \#(Int(size[1]))}"#
  }

  static func document(_ sections: [String]) -> String {
    header + sections.joined(separator: ",\n") + "]}}"
  }

  /// A random size, whole points so the document spells it exactly.
  static func size(_ rng: inout SeededGenerator) -> [Double] {
    [Double(Int.random(in: 0...120, using: &rng)), Double(Int.random(in: 0...90, using: &rng))]
  }

  /// One random step: its JSON, and whether the reference accepted it (applying it if so).
  static func step(
    _ model: inout [Section], inserted: inout Int, _ rng: inout SeededGenerator
  ) -> (String, Bool) {
    let s = Int.random(in: 0..<model.count, using: &rng)
    let count = model[s].items.count
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:  // resize, sometimes out of range or in a fixed-size section
      let i = Int.random(in: 0...count, using: &rng)
      let size = size(&rng)
      let ok = i < count && model[s].owns
      if ok { model[s].items[i].size = size }
      return (#"{"op": "resize", "items": [[\#(s), \#(i), \#(json(size))]]}"#, ok)
    case 1:  // insert, sized about half the time (refused in a fixed-size section)
      let i = Int.random(in: 0...count, using: &rng)
      let sized = Bool.random(using: &rng) ? size(&rng) : nil
      let ok = sized == nil || model[s].owns
      if ok {
        inserted += 1
        let size = model[s].owns ? (sized ?? defaultSize) : model[s].fixed
        model[s].items.insert(("n\(inserted)", size), at: i)
      }
      let entry = sized.map { "[\(s), \(i), \(json($0))]" } ?? "[\(s), \(i)]"
      return (#"{"op": "batch", "insertItems": [\#(entry)]}"#, ok)
    case 2:  // delete
      guard count > 0 else { return (#"{"op": "batch"}"#, true) }
      let i = Int.random(in: 0..<count, using: &rng)
      model[s].items.remove(at: i)
      return (#"{"op": "batch", "deleteItems": [[\#(s), \#(i)]]}"#, true)
    default:  // move: the item keeps its size into a section that owns sizes
      guard count > 0 else { return (#"{"op": "batch"}"#, true) }
      let i = Int.random(in: 0..<count, using: &rng)
      let t = Int.random(in: 0..<model.count, using: &rng)
      let moving = model[s].items.remove(at: i)
      let j = Int.random(in: 0...model[t].items.count, using: &rng)
      let size = model[t].owns ? moving.size : model[t].fixed
      model[t].items.insert((moving.name, size), at: j)
      return (#"{"op": "batch", "moveItems": [[[\#(s), \#(i)], [\#(t), \#(j)]]]}"#, true)
    }
  }

  @Test(arguments: 0..<24)
  func simulatedLayoutEqualsTheRewrittenDocument(seed: UInt64) throws {
    var rng = SeededGenerator(seed: 0x5E5E + seed)
    var model: [Section] = [
      Section(owns: true, fixed: [], items: []),
      Section(owns: false, fixed: [30, 30], items: []),
      Section(owns: false, fixed: Self.defaultSize, items: []),
      Section(owns: true, fixed: [], items: []),
    ]
    for i in 0..<3 { model[0].items.append(("0.\(i)", Self.size(&rng))) }
    for i in 0..<3 { model[1].items.append(("1.\(i)", [30, 30])) }
    for i in 0..<2 { model[2].items.append(("2.\(i)", Self.defaultSize)) }
    for i in 0..<2 { model[3].items.append(("3.\(i)", Self.size(&rng))) }
    let original = Self.document([
      #"{"itemSizes": [\#(model[0].items.map { Self.json($0.size) }.joined(separator: ", "))]}"#,
      #"{"items": 3, "itemSize": {"width": 30, "height": 30}}"#,
      #"{"items": 2}"#,
      #"{"itemSizes": [\#(model[3].items.map { Self.json($0.size) }.joined(separator: ", "))]}"#,
    ])
    var inserted = 0
    var steps: [String] = []
    var accepted: [Bool] = []
    for _ in 0..<16 {
      let (step, ok) = Self.step(&model, inserted: &inserted, &rng)
      steps.append(step)
      accepted.append(ok)
    }
    let simulated = try SimulateResizeTests.result(
      "[" + steps.joined(separator: ",\n") + "]", on: original)
    #expect(simulated.steps.map(\.ok) == accepted, "\(simulated.steps)")
    #expect(simulated.order == model.map { $0.items.map(\.name) })

    let rewritten = Self.document(
      model.map { section in
        #"{"itemSizes": [\#(section.items.map { Self.json($0.size) }.joined(separator: ", "))]}"#
      })
    let printed = try SimulateResizeTests.withFile(rewritten) { mosaic("layout", $0, "--json") }
    #expect(printed.status == 0, "\(printed.errorOutput)")
    let expected = try #require(try parseJSON(printed.output) as? NSDictionary)
    #expect(simulated.layout == expected, "seed \(seed): \(steps)")
  }
}
