import MosaicCore
import MosaicFlow
import MosaicInteraction

// Drag the first of 40 items to the bottom edge of a 200-point viewport: edge auto-scroll
// (whole points, libm's `rounded`) scrolls the content, and the drop commits one move.
let model = try CollectionModel(sections: [CollectionModel<Int>.Section(items: Array(0..<40))])
let flow = Flow(options: FlowOptions())
var session = try ReorderSession(
  model: model, layout: flow, viewport: Viewport(width: 120, height: 200))
check(session.begin(atViewportPoint: Point(x: 25, y: 25)), "lifts item 0")
session.move(toViewportPoint: Point(x: 25, y: 190))
let scrolled = session.tick(count: 30)
check(scrolled > 0 && scrolled == scrolled.rounded(), "scrolled whole points, got \(scrolled)")
let move = session.end()
check(
  move?.from == IndexPath(section: 0, item: 0) && move?.to.item ?? 0 > 0,
  "one move, got \(String(describing: move))")
check(session.model.items[0].count == 40 && session.model.items[0][0] == 1, "item 0 moved down")

// A batch in UIKit's index semantics.
let edit = try model.applying(BatchUpdate(deleteItems: [IndexPath(section: 0, item: 0)]))
check(edit.model.itemCount(inSection: 0) == 39, "one item deleted")
check(
  edit.mapping.newIndexPath(forOld: IndexPath(section: 0, item: 1))
    == IndexPath(section: 0, item: 0), "item 1 is now item 0")
print("MosaicInteraction: ok")
