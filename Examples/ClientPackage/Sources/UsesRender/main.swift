import MosaicCore
import MosaicFlow
import MosaicRender

// An SVG picture of a small grid: one rect per cell, scaled to at most 1,200 pixels wide.
let input = LayoutInput(
  sections: [SectionData(itemCount: 6)], viewport: Viewport(width: 200, height: 300))
let layout = try Flow(options: FlowOptions()).prepare(input)
let renderer = SVGRenderer()
let elements = layout.allElements()
let svg = renderer.svg(
  contentSize: layout.contentSize, elements: elements, viewport: input.viewport,
  area: renderer.area(of: layout, viewport: input.viewport, rect: nil, elementCount: elements.count)
)
check(svg.hasPrefix("<?xml") && svg.contains("<svg"), "an SVG document")
print("MosaicRender: ok")
