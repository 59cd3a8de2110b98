import MosaicCore
import MosaicHitTest

// A column of 1,000 cells 7.5 points tall, indexed by buckets and queried (bucket arithmetic
// calls libm's `floor`).
var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 1_000)
for item in 0..<1_000 {
  builder.appendCell(Rect(x: 0, y: Double(item) * 7.5, width: 20, height: 7.5))
}
builder.endSection(frame: Rect(x: 0, y: 0, width: 20, height: 7_500))
let layout = IndexedLayout(
  store: builder.build(contentSize: Size(width: 20, height: 7_500)), scrollDirection: .vertical,
  viewport: Viewport(width: 20, height: 100))
check(layout.indexPathForItem(at: Point(x: 1, y: 750)) == IndexPath(section: 0, item: 100), "hit")
check(layout.elements(in: Rect(x: 0, y: 75, width: 20, height: 75)).count == 10, "rect query")
print("MosaicHitTest: ok")
