import MosaicCore
import MosaicFlow

// A 6-column grid in 391 points at scale 3: gaps of 18.2 points, origins rounded to a third of a
// point (UIKit's pixel rounding), which calls libm's `round`.
var options = FlowOptions()
options.itemSize = Size(width: 50, height: 50)
let input = LayoutInput(
  sections: [SectionData(itemCount: 13)],
  viewport: Viewport(
    size: Size(width: 391, height: 800), contentInset: .zero, contentOffset: .zero, scale: 3))
let layout = try Flow(options: options).prepare(input)
let second = layout.attributes(for: .cell(section: 0, item: 1))?.frame
check(second?.x == 205.0 / 3, "second cell at x = 205/3, got \(String(describing: second))")
check(layout.contentSize == Size(width: 391, height: 170), "content \(layout.contentSize)")
check(layout.indexPathForItem(at: Point(x: 70, y: 65)) == IndexPath(section: 0, item: 7), "hit")
print("MosaicFlow: ok")
