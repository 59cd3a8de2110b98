import Foundation
import Mosaic
import Testing

/// Getting started's encoding example: the region between `doc:begin` and `doc:end` is its code
/// block, character for character. Foundation is the app's: Mosaic imports none.
@Suite("Encoding examples")
struct EncodingExamples {
  @Test func resultsEncodeToTheContract() throws {
    // doc:begin encode-results
    let layout = try LayoutStack.grid(columns: 3, spacing: 15)
      .prepare(sections: [SectionData(itemCount: 6)], viewport: Viewport(width: 390, height: 844))
    // The element objects `mosaic layout --json` prints, from the app's own encoder:
    // {"category": "cell", "kind": null, "section": 0, "item": 0,
    //  "frame": {"x": 0, "y": 0, "width": 120, "height": 120}, "zIndex": 0}, …
    let json = try JSONEncoder().encode(layout.allElements())
    // doc:end encode-results
    let objects = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
    #expect(objects.count == 6)
    let first = try #require(objects.first)
    #expect(Set(first.keys) == ["category", "kind", "section", "item", "frame", "zIndex"])
    #expect(first["category"] as? String == "cell")
    #expect(first["kind"] is NSNull)
    let frame = try #require(first["frame"] as? [String: Any])
    #expect((frame["width"] as? NSNumber)?.doubleValue == 120)
    let last = try #require(objects.last?["frame"] as? [String: Any])
    #expect((last["x"] as? NSNumber)?.doubleValue == 270)
    #expect((last["y"] as? NSNumber)?.doubleValue == 135)
  }
}
