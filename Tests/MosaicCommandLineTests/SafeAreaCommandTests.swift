import Foundation
import MosaicTestSupport
import Testing

/// `mosaic layout` on a document whose viewport has a safe area and margins, read by flow's
/// `sectionInsetReference`.
@Suite("safe area on the command line")
struct SafeAreaCommandTests {
  let example = RepositoryFiles.path("Examples/flow-safe-area.json")

  func cellFrame(_ output: String, item: Int) throws -> [String: Double]? {
    let object = try #require(try parseJSON(output) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    return elements.first {
      $0["category"] as? String == "cell" && $0["section"] as? Int == 0
        && $0["item"] as? Int == item
    }?["frame"] as? [String: Double]
  }

  /// 844 wide less 47 on each side and a 10-point section inset: 730 holds six 110-point items
  /// (⌊740/120⌋), the first at 57, the sixth flush with 844 − 57; the header keeps the full width.
  @Test func layoutPacksInsideTheSafeArea() throws {
    let outcome = mosaic("layout", example, "--json")
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(
      try cellFrame(outcome.output, item: 0) == ["x": 57, "y": 46, "width": 110, "height": 80])
    #expect(try cellFrame(outcome.output, item: 5)?["x"] == 844 - 57 - 110)
    #expect(try cellFrame(outcome.output, item: 6)?["x"] == 57)
  }

  @Test func aBadSafeAreaIsOneLineNamingTheSide() throws {
    let document = try String(contentsOfFile: example, encoding: .utf8).replacing(
      #""left": 47"#, with: #""left": -47"#)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-\(UUID())-safe-area.json").path
    try document.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = mosaic("layout", path)
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "error: viewport.safeAreaInsets.left: expected a finite number >= 0, got -47.0\n")
  }
}
