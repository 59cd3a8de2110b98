import Foundation
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic simulate`'s `bandDrag` and `bandRelease` steps: a compositional layout's band dragged
/// sideways comes to rest by its behaviour, and the printed frames and offsets follow.
@Suite("mosaic simulate: bands")
struct SimulateBandTests {
  /// A centred paging band of four groups 0.9 of 358 wide (pitch 332.2) above a list.
  static let document = #"""
    {"layout": {"strategy": "compositional", "options": {"defaultSectionLayout": "list", "sectionLayouts": {
       "banner": {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 0.9}, "height": {"absolute": 200}},
                            "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]},
                  "orthogonalScrolling": "groupPagingCentered", "interGroupSpacing": 10,
                  "contentInsets": {"top": 0, "left": 16, "bottom": 0, "right": 16}},
       "list": {"group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                          "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}}},
     "viewport": {"width": 390, "height": 844},
     "data": {"sections": [{"items": 4, "options": {"sectionLayout": "banner"}}, {"items": 3}]}}
    """#

  @Test func aFlingPagesTheBandOneGroupOn() throws {
    let outcome = try SimulateResizeTests.simulate(
      #"[{"op": "bandDrag", "section": 0, "dx": 150}, {"op": "bandRelease", "section": 0, "velocity": 0.5}]"#,
      on: Self.document)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    let object = try #require(try parseJSON(outcome.output) as? [String: Any])
    let offsets = try #require(object["orthogonalOffsets"] as? [[String: Double]])
    #expect(offsets.count == 1 && offsets[0]["section"] == 0)
    #expect(abs((offsets[0]["offset"] ?? 0) - 332.2) < 1e-9)
    let cells = SimulateResizeTests.cells(try #require(object["layout"] as? NSDictionary))
    // The second group is centred: 16 + 17.9 from the left.
    #expect(abs(cells[0][1][0] - 33.9) < 1e-9)
    #expect(cells[1][0] == [0, 200, 390, 44])
  }

  @Test func bandStepsOutsideABandFailAndChangeNothing() throws {
    let result = try SimulateResizeTests.result(
      #"[{"op": "bandDrag", "section": 1, "dx": 10}, {"op": "bandRelease", "section": 0, "velocity": 0}]"#,
      on: Self.document)
    #expect(
      result.steps.map(\.1) == [
        "section: section 1 does not scroll across (no orthogonal scrolling)",
        "op: no drag of section 0 under way",
      ])
    let plain = try SimulateResizeTests.result("[]", on: Self.document)
    #expect(result.cells == plain.cells)
    let flow = try SimulateResizeTests.result(
      #"[{"op": "bandDrag", "section": 0, "dx": 10}]"#)
    #expect(flow.steps.map(\.1) == ["op: a band drag needs a compositional configuration"])
    let unknown = try SimulateResizeTests.simulate(
      #"[{"op": "bandDrag", "section": 0, "dx": 10, "velocity": 2}]"#, on: Self.document)
    #expect(unknown.status == 1)
  }
}
