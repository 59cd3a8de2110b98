// Runs `rounds` batches of 4,096 point hit-tests through the public call
// (`indexPathForItem(at:viewport:)` on `LiveLayout.layout`, as an app asks), 390x844 rect
// queries, or focus moves (`indexPath(movingFocusFrom:direction:)` from random cells, up, down,
// left and right in turn) on a bench-suite
// shape at 10^6 items, so callgrind's count for 2N rounds minus N rounds is N batches'
// instructions. Shapes: flow-uniform, flow-per-item, flow-1000 (per-item in 1,000 sections),
// waterfall.
import InstructionsSupport
import MosaicCore
import MosaicFlow
import MosaicWaterfall

#if canImport(Glibc)
  import Glibc
#endif

let usage =
  "usage: query-instructions flow-uniform|flow-per-item|flow-1000|waterfall point|rect|focus ROUNDS"
let arguments = CommandLine.arguments
guard arguments.count >= 4, let rounds = Int(arguments[3]), rounds >= 0 else {
  print(usage)
  exit(1)
}
let (shape, kind) = (arguments[1], arguments[2])
let count = 1_000_000
var generator = Seeded(state: 0x7175_6572_79)
let perItem = shape != "flow-uniform"
let sectionCount = shape == "flow-1000" ? 1_000 : 1
let perSection = count / sectionCount
let sections = (0..<sectionCount).map { _ in
  perItem
    ? SectionData(
      itemSizes: (0..<perSection).map { _ in
        Size(
          width: Double(Int.random(in: 60...180, using: &generator)),
          height: Double(Int.random(in: 60...200, using: &generator)))
      })
    : SectionData(itemCount: perSection)
}
let viewport = Viewport(width: 390, height: 844)
let input = LayoutInput(sections: sections, viewport: viewport)
let strategy: any LayoutStrategy =
  shape == "waterfall"
  ? Waterfall(
    options: WaterfallOptions(
      columnCount: 3, minimumColumnSpacing: 10, minimumInteritemSpacing: 10,
      sectionInset: EdgeInsets(left: 10, right: 10), itemSize: Size(width: 80, height: 120)))
  : Flow(
    options: FlowOptions(
      itemSize: Size(width: 80, height: 120), minimumLineSpacing: 10,
      minimumInteritemSpacing: 10, sectionInset: EdgeInsets(left: 20, right: 20)))
guard let live = try? LiveLayout(LayoutConfiguration(strategy: strategy, input: input)) else {
  print("query-instructions: the layout was refused")
  exit(1)
}
let layout = live.layout
let size = layout.contentSize
let points = (0..<4_096).map { _ in
  Point(
    x: Double.random(in: 0..<size.width, using: &generator),
    y: Double.random(in: 0..<size.height, using: &generator))
}
var results: [LayoutAttributes] = []
results.reserveCapacity(1 << 12)

@inline(never)
func pointBatch(_ layout: any PreparedLayout) -> Int {
  var sum = 0
  for point in points {
    if let path = layout.indexPathForItem(at: point, viewport: viewport) {
      sum &+= path.section &+ path.item
    }
  }
  return sum
}

@inline(never)
func rectBatch(_ layout: any PreparedLayout) -> Int {
  var sum = 0
  for point in points {
    results.removeAll(keepingCapacity: true)
    let rect = Rect(x: 0, y: point.y, width: 390, height: 844)
    layout.elements(in: rect, viewport: viewport, into: &results)
    sum &+= results.count
  }
  return sum
}

/// 4,096 cells at random points (drawn once, outside the counted difference).
let focusSources: [IndexPath] = {
  guard kind == "focus" else { return [] }
  var found: [IndexPath] = []
  while found.count < 4_096 {
    let point = Point(
      x: Double.random(in: 0..<size.width, using: &generator),
      y: Double.random(in: 0..<size.height, using: &generator))
    if let path = layout.indexPathForItem(at: point, viewport: viewport) { found.append(path) }
  }
  return found
}()
let directions: [FocusDirection] = [.up, .down, .left, .right]

@inline(never)
func focusBatch(_ layout: any PreparedLayout) -> Int {
  var sum = 0
  for (index, source) in focusSources.enumerated() {
    let direction = directions[index % 4]
    if let path = layout.indexPath(movingFocusFrom: source, direction: direction) {
      sum &+= path.section &+ path.item
    }
  }
  return sum
}

var total = 0
for _ in 0..<rounds {
  switch kind {
  case "rect": total &+= rectBatch(layout)
  case "focus": total &+= focusBatch(layout)
  default: total &+= pointBatch(layout)
  }
}
print(total)
