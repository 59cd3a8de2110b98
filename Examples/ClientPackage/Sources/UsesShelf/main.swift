import MosaicCore
import MosaicFlow
import MosaicShelf

// A bookshelf plank under each of the two lines of a 10-item section (5 per line).
let input = LayoutInput(
  sections: [SectionData(itemCount: 10)], viewport: Viewport(width: 300, height: 600))
let flow = try Flow(options: FlowOptions()).prepare(input)
let shelf = try Shelf(options: ShelfOptions(style: .rows)).apply(to: flow, input: input)
let planks = shelf.allElements().filter { $0.id.category == .decoration }
check(planks.count == 2, "two planks, got \(planks.count)")
print("MosaicShelf: ok")
