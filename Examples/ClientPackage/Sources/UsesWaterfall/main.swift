import MosaicCore
import MosaicWaterfall

// Two columns in 375.3 points at scale 2: the column width is floored to a half point (libm's
// `floor`), 182.5, and a 100×150 item scales to 273.75, floored to 273.5.
var options = WaterfallOptions()
options.columnCount = 2
let input = LayoutInput(
  sections: [SectionData(itemSizes: Array(repeating: Size(width: 100, height: 150), count: 5))],
  viewport: Viewport(
    size: Size(width: 375.3, height: 800), contentInset: .zero, contentOffset: .zero, scale: 2))
let layout = try Waterfall(options: options).prepare(input)
let third = layout.attributes(for: .cell(section: 0, item: 2))?.frame
check(
  third == Rect(x: 0, y: 283.5, width: 182.5, height: 273.5),
  "third cell \(String(describing: third))")
print("MosaicWaterfall: ok")
