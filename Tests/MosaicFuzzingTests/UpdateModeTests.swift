import Foundation
import Mosaic
import MosaicTestSupport
import Testing

@testable import MosaicFuzzing

/// An update-mode input: the mode's digit, `document`, the edits separator, then `edits`.
func updateInput(_ document: String, _ edits: [UInt8]) -> [UInt8] {
  input(.update, document) + FuzzHarness.editsSeparator + edits
}

/// The update mode on fixed inputs: truthful updates agree with a fresh prepare, inconsistent
/// changes and bad inputs are refused with one line naming the path, and the checks behind the
/// mode notice a layout that answers otherwise.
@Suite("fuzz harness update mode")
struct UpdateModeTests {
  /// Runs `edits` over `document` and returns the steps; the input must give no finding.
  static func steps(_ edits: [UInt8], document: String = flowDocument) throws -> [UpdateStep] {
    try withHarness { harness in
      var steps: [UpdateStep] = []
      let payload = Array(updateInput(document, edits).dropFirst())
      let finding = harness.checkUpdates(payload, steps: &steps)
      #expect(finding == nil)
      return steps
    }
  }

  @Test func truthfulUpdatesAgreeWithAFreshPrepare() throws {
    // Three edits. Resize items 2..<4 of section 1 (written out from flow's 80 x 80) to
    // 100 x 40 and 30 x 120, with the edit's own change.
    let resize: [UInt8] = [2, 0, 0, 1, 0, 2, 1, 100, 40, 30, 120, 2]
    // Move section 1 to 0, with the data's diff.
    let move: [UInt8] = [5, 0, 1, 0, 0, 0]
    // Delete 3 items at 1 of section 0 (now the per-item one of 4 items), everything new.
    let delete: [UInt8] = [2, 0, 0, 0, 1, 2, 5]
    let probes: [UInt8] = Array(repeating: 7, count: 27)
    let steps = try Self.steps(resize + probes + move + probes.map { $0 &* 29 } + delete)
    #expect(
      steps.map(\.summary) == [
        "resize items 2..<4 of section 1", "move section 1 to 0",
        "delete 3 items at 1 of section 0",
      ])
    #expect(steps.map(\.source) == [FuzzChange.edit, .diff, .everything])
    for step in steps {
      #expect(step.error == nil, "\(step.summary)")
      #expect(step.truthful && step.agreed, "\(step.summary)")
    }
  }

  /// Item moves, flow's incremental path: within a section of per-item sizes (the items between
  /// rotate) with the diff and with the edit's own change, and across sections.
  @Test func itemMovesAgreeWithAFreshPrepare() throws {
    let document = """
      {"layout": {"strategy": "flow"}, "viewport": {"width": 390, "height": 400},
       "data": {"sections": [{"itemSizes": [{"width": 10, "height": 10},
         {"width": 20, "height": 20}, {"width": 30, "height": 30}]}]}}
      """
    // Move item 0 of section 0 to 2.
    let within: [UInt8] = [0, 11, 0, 0, 0, 0, 0, 0, 2]
    for source: UInt8 in [0, 2] {
      let step = try #require(try Self.steps(within + [source], document: document).first)
      #expect(step.summary == "move item 0 of section 0 to 2")
      #expect(step.error == nil && step.agreed, "\(step.source)")
    }
    // Move item 3 of section 0 to 2 of section 1, with the edit's change.
    let across: [UInt8] = [0, 11, 0, 0, 0, 3, 1, 0, 1, 0, 2, 2]
    let step = try #require(try Self.steps(across).first)
    #expect(step.summary == "move item 3 of section 0 to 2 of section 1")
    #expect(step.source == FuzzChange.edit)
    #expect(step.error == nil && step.agreed)
  }

  /// A waterfall of several pages (sections past 4,096 elements have pages of their own): a
  /// resize in the second section keeps the first's page, and the result agrees.
  @Test func aWaterfallOfSeveralPagesAgrees() throws {
    let document = """
      {"layout": {"strategy": "waterfall", "options": {"columnCount": 3, "headerHeight": 30}},
       "viewport": {"width": 390, "height": 600},
       "data": {"sections": [{"items": 4100}, {"items": 4100}, {"items": 3}]}}
      """
    // Resize item 5 of section 1 to 40 x 90, with the edit's change; then move section 2 to 0
    // with the diff.
    let resize: [UInt8] = [1, 0, 0, 1, 0, 5, 0, 40, 90, 2] + Array(repeating: 64, count: 27)
    let steps = try Self.steps(resize + [5, 0, 2, 0, 0, 0], document: document)
    #expect(steps.map(\.summary) == ["resize items 5..<6 of section 1", "move section 2 to 0"])
    for step in steps { #expect(step.error == nil && step.agreed, "\(step.summary)") }
  }

  @Test func anUpdateThatAnswersUnlikeAFreshPrepareIsAFinding() throws {
    var registry = StrategyRegistry.builtIn
    _ = registry.register(StaleFlow.self)
    let document = flowDocument.replacing("\"flow\"", with: "\"staleFlow\"")
    // Resize item 4 of section 0 to 33 x 44 with the edit's change; then, for the diff, insert
    // 3 items at 2 of section 0.
    let resize: [UInt8] = [0, 0, 0, 0, 0, 4, 0, 33, 44, 2]
    let insert: [UInt8] = [0, 1, 0, 0, 0, 2, 2, 0]
    let workspace = try #require(FuzzWorkspace.temporary())
    defer { workspace.remove() }
    let harness = FuzzHarness(workspace: workspace, registry: registry)
    for edits in [resize, insert] {
      let finding = try #require(harness.run(updateInput(document, edits)))
      #expect(finding.message.contains("the update answers unlike a fresh prepare"), "\(finding)")
      #expect(finding.message.hasSuffix("(the strategy's update)"), "\(finding)")
    }
    // The same inputs over the real flow agree.
    try withHarness { harness in
      for edits in [resize, insert] {
        #expect(harness.run(updateInput(flowDocument, edits)) == nil)
      }
    }
  }

  @Test func anInconsistentChangeIsRefusedNamingTheEntry() throws {
    let steps = try Self.steps([
      0,  // one edit
      1, 0, 0, 0, 2, 2,  // insert 3 items at 2 of section 0
      6, 0, 0, 0, 0, 0, 3, 1, 3,  // the edit's change bent: entry 0 continues section Int.max
    ])
    let step = try #require(steps.first)
    #expect(steps.count == 1)
    #expect(step.summary == "insert 3 items at 2 of section 0")
    #expect(step.source == FuzzChange.bent)
    let error = try #require(step.error)
    #expect(error.path == "change.sections[0].oldSection")
    #expect(
      error.description
        == "change.sections[0].oldSection: \(Int.max) is not a section of the old data (2 sections)"
    )
    #expect(!step.agreed)
  }

  @Test func aChangeThatLiesAboutSizesIsNoFindingAndIsNotCompared() throws {
    let steps = try Self.steps([
      0,  // one edit
      0, 0, 0, 0, 4, 0, 33, 44,  // resize item 4 of section 0 to 33 x 44
      6, 0, 0, 0, 0, 0, 5,  // the edit's change bent: entry 0's range emptied
    ])
    let step = try #require(steps.first)
    #expect(step.summary == "resize items 4..<5 of section 0")
    #expect(step.error == nil)
    #expect(!step.truthful && !step.agreed)
  }

  /// A negative size at an item the change promises unchanged is the caller's broken promise:
  /// the update reads no size outside the changed ranges, accepts it, and is not compared; the
  /// data's diff, which names the item, is refused at that size.
  @Test func aSizeHiddenByTheChangesPromiseIsNotChecked() throws {
    let document = """
      {"layout": {"strategy": "flow"}, "viewport": {"width": 390, "height": 400},
       "data": {"sections": [{"itemSizes": [{"width": 10, "height": 10},
         {"width": 20, "height": 20}, {"width": 30, "height": 30}]}]}}
      """
    // Item 1 of section 0 resized to -1 x 5, with the edit's identity change, then the diff.
    let resize: [UInt8] = [0, 9, 0, 0, 2, 0, 1, 0, 0, 5]
    let hidden = try #require(try Self.steps(resize + [2], document: document).first)
    #expect(hidden.source == FuzzChange.edit)
    #expect(hidden.error == nil && !hidden.truthful && !hidden.agreed)
    let named = try #require(try Self.steps(resize + [0], document: document).first)
    #expect(named.source == FuzzChange.diff)
    let error = try #require(named.error)
    #expect(error.path.hasPrefix("data.sections[0].itemSizes[1]"), "\(error)")
  }

  @Test(arguments: [
    // A negative count.
    ([9, 0, 0, 0, 0] as [UInt8], "data.sections[0].items: must not be negative"),
    // A section of more items than any layout may hold.
    ([9, 0, 1, 0, 3], "data.sections[1].items: the layout would hold more than 1000000000 items"),
    // A size list one longer than its count.
    ([9, 0, 0, 1, 10, 10, 0, 20, 20], "data.sections[0].itemSizes: has 10 sizes for 9 items"),
    // A non-finite viewport width.
    ([9, 0, 0, 5, 0, 2], "viewport"),
    // A negative item size.
    ([9, 0, 0, 2, 0, 0, 0, 1, 3], "data.sections[0].itemSize"),
    // A non-finite scroll position.
    ([7, 1, 242, 0], "viewport.contentOffset"),
  ])
  func badInputsAreRefusedWithOneLineNamingThePath(edits: [UInt8], expected: String) throws {
    let steps = try Self.steps([0] + edits)
    let error = try #require(steps.first?.error, "\(steps.first?.summary ?? "no step")")
    #expect(error.description.hasPrefix(expected), "\(error)")
    #expect(!error.description.contains("\n"))
  }

  @Test(arguments: RepositoryFiles.jsonFiles(in: "Examples"))
  func everyExampleKeepsTheUpdateContracts(_ file: URL) throws {
    let document = try String(contentsOf: file, encoding: .utf8)
    let edits: [[UInt8]] = [
      [], [3, 1, 0, 0, 0, 2, 2, 0], [3, 3, 0, 0, 3, 2, 6, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [2, 4, 0, 0, 1, 1, 5, 0, 1, 0, 0, 7, 255, 254, 248, 245],
      [3, 6, 0, 0, 1, 0, 0, 2, 7, 3, 9, 0, 0, 4, 1, 3, 0, 0],
    ]
    try withHarness { harness in
      for bytes in edits {
        #expect(harness.run(updateInput(document, bytes)) == nil, "\(bytes)")
      }
    }
  }

  @Test func theDiffIsTruthfulAndALieIsNot() {
    let old = [
      SectionData(itemSizes: [Size(width: 10, height: 10), Size(width: 20, height: 20)]),
      SectionData(itemCount: 5),
    ]
    var new = old
    new[0] = SectionData(itemSizes: [Size(width: 10, height: 10), Size(width: 30, height: 20)])
    #expect(LayoutChange(from: old, to: new).isTruthful(old: old, new: new))
    let lie = LayoutChange(sections: [.unchanged(from: 0), .unchanged(from: 1)])
    #expect(!lie.isTruthful(old: old, new: new))
    // Moved sections are truthful when their sizes moved with them.
    let moved = LayoutChange(sections: [.unchanged(from: 1), .unchanged(from: 0)])
    #expect(moved.isTruthful(old: old, new: [old[1], old[0]]))
    #expect(!moved.isTruthful(old: old, new: old))
  }

  @Test(arguments: [
    TamperedLayout.Tampering.hitsAlwaysFirstCell, .nonFiniteFrame, .attributesDisagree,
  ])
  func answersThatDifferAreNoticed(_ tampering: TamperedLayout.Tampering) throws {
    let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: flowDocument)
    let layout = try configuration.prepare()
    let input = configuration.input
    var bytes = FuzzBytes(ArraySlice([UInt8](repeating: 90, count: 27)))
    let probes = UpdateProbes(&bytes).resolve(contentSize: layout.contentSize, input: input)
    func answers(_ layout: any PreparedLayout) -> LayoutAnswers {
      LayoutAnswers(
        layout, viewport: input.viewport, probes: probes, sections: 2, everyElement: true)
    }
    let expected = answers(layout)
    #expect(answers(layout).difference(from: expected, probes: probes) == nil)
    let tampered = answers(TamperedLayout(base: layout, tampering: tampering))
    #expect(tampered.difference(from: expected, probes: probes) != nil)
  }

  /// The fuzzer's first finding of runs (CI, session 12): a bent change gave a new section runs;
  /// validation refused them naming `change.runs[2]`, a root the harness did not know yet.
  @Test func runsOfANewSectionAreRefusedUnderAKnownRoot() throws {
    let encoded = [
      "M3sibGF5b3V0IjogeyJzdHJhdGVneSI6ICJ3YXRlcmZhbGwiLCAib3B0aW9ucyI6IHsiY29sdW1uQ291bnQiOiAz",
      "LCAiaGVhZGVySGVpZ2h0IjogMTV9fSwKICJ2aWV3cG9ydCI6IHsid2lkdGgiOiAzOTAsICJoZWlnaHQiOiA2MDB9",
      "LAogImRhdGEiOiB7InNlY3Rpb25zIjogW3siaXRlbXMiOiAxfSwgeyJpdGVtcyI6IDQxMDB9LCB7Iml0ZW1zIjog",
      "NX0sIHsiaXRlbXMiOiA0MDk3fV19fQojZWRpdHMKAwAAMmhpdCBAZG9jKi0tcG9pbnQgMTAAAAAAAAAAAAAAAAAA",
      "AAAAAAAAADAsMTAwCnsKICAibGF5b3V0Ijogrq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6u",
      "rq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq6u",
      "rq6urq6urq6urq6urnsKICAgICJzdHJhdGVneSI6ICJmbG93IiwKICAgICJvcHRpb25zIjogewogICAgICAiZXN0",
      "aXRvYyotLXBvAAAAAAAAAAAwLDEwMAp7CiAgImxheW91dCI6IHsKICAgICJzdHJhdGVneSI6ICJmbG93IiwKICAg",
      "ICJvcHRpb25zIjogewogICAgICAiZXN0aXTOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OzjAA",
      "AAAAAAAAAAAAAAAAAAAAAAAAADAsMTAwCnRydWUsICJmb290ZXJzIjogdHJ1ZQJ9fV0KICB9LAogICJ2aWV3cG9y",
      "dCI6IHsid2lkdGgiOiAzOTAsICJoZWlnaHQiCg==",
    ].joined()
    let payload = try #require(Data(base64Encoded: encoded))
    try withHarness { harness in
      #expect(harness.run(Array(payload)) == nil)
    }
  }
}
