import Mosaic

// The umbrella: every built-in configured from a JSON document, prepared and queried.
let documents = [
  #"{"layout":{"strategy":"flow","modifiers":[{"name":"sticky"},{"name":"shelf"}],"options":{"headerReferenceSize":{"width":0,"height":30}}},"viewport":{"width":391,"height":600,"scale":3},"data":{"sections":[{"items":40},{"items":7}]}}"#,
  #"{"layout":{"strategy":"waterfall","options":{"headerHeight":20}},"viewport":{"width":375.3,"height":600,"scale":2},"data":{"sections":[{"itemSizes":[{"width":100,"height":150},{"width":100,"height":90}]}]}}"#,
  #"{"layout":{"strategy":"carousel","options":{"itemSize":{"width":300,"height":180},"itemSpacing":10}},"viewport":{"width":390,"height":200},"data":{"sections":[{"items":3}]}}"#,
]
for json in documents {
  let configuration = try StrategyRegistry.builtIn.configuration(fromJSON: json)
  let layout = try configuration.prepare()
  let viewport = configuration.input.viewport
  var visible: [LayoutAttributes] = []
  layout.elements(in: viewport.visibleRect, viewport: viewport, into: &visible)
  let cells = visible.filter { $0.id.category == .cell }
  check(!cells.isEmpty, "\(configuration.strategyName): visible cells")
  let centre = cells[0].frame
  let hit = layout.indexPathForItem(
    at: Point(x: centre.midX, y: centre.midY), viewport: viewport)
  check(
    hit == cells[0].id.indexPath,
    "\(configuration.strategyName): hit \(String(describing: hit))")
  check(visible.allSatisfy { $0.frame.x.isFinite && $0.frame.y.isFinite }, "finite frames")
}
do {
  _ = try StrategyRegistry.builtIn.configuration(
    fromJSON: #"{"layout":{"strategy":"flow","options":{"itemSize":{"width":-1,"height":5}}}}"#)
  check(false, "a negative width must be refused")
} catch {
  check(error.path == "layout.options.itemSize.width", "path \(error.path)")
}
print("Mosaic: ok")
