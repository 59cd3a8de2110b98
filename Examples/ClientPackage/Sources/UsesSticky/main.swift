import MosaicCore
import MosaicFlow
import MosaicSticky

// A header pinned to the top of the visible bounds while its section scrolls under it.
var options = FlowOptions()
options.headerReferenceSize = Size(width: 0, height: 40)
let viewport = Viewport(
  size: Size(width: 320, height: 480), contentInset: .zero, contentOffset: Point(x: 0, y: 100),
  scale: 2)
let input = LayoutInput(
  sections: [SectionData(itemCount: 60), SectionData(itemCount: 60)], viewport: viewport)
let flow = try Flow(options: options).prepare(input)
let sticky = try Sticky(options: StickyOptions(headers: true)).apply(to: flow, input: input)
let header = sticky.attributes(for: .header(section: 0), viewport: viewport)?.frame
check(header?.y == 100, "pinned header at y = 100, got \(String(describing: header))")
print("MosaicSticky: ok")
