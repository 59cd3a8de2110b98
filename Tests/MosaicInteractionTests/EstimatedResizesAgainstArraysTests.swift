import Mosaic
import MosaicTestSupport
import Testing

/// Measured sizes in a section at the estimate, as a self-sizing feed reports them (groups of
/// neighbours, some at the estimate, some measured again), kept by the model as runs
/// (`SizeList`): after each, the model's sizes are an array's, and the layout updated by the
/// change is a fresh prepare of those sizes given one by one, frames and rect queries alike.
@Suite struct EstimatedResizesAgainstArraysTests {
  @Test func randomResizesMatchArrays() throws {
    var options = FlowOptions(estimatedItemSize: Size(width: 360, height: 44))
    options.minimumLineSpacing = 6
    options.sectionInset = EdgeInsets(top: 8, left: 15, bottom: 8, right: 15)
    let flow = Flow(options: options)
    let viewport = Viewport(width: 390, height: 600)
    var rng = SeededGenerator(seed: 9)
    for trial in 0..<10 {
      let count = 2000
      var model = try CollectionModel<Int>(
        sections: [.init(items: ItemList(numbers: 0..<count))], pairedWith: flow)
      var reference = [Size](repeating: Size(width: 360, height: 44), count: count)
      var live = try flow.prepare(LayoutInput(sections: model.sectionData, viewport: viewport))
      for round in 0..<60 {
        let start = Int.random(in: 0..<count, using: &rng)
        let length = Int.random(in: 1...40, using: &rng)
        var sizes: [(indexPath: IndexPath, size: Size)] = []
        for item in start..<min(count, start + length) where Int.random(in: 0..<3, using: &rng) > 0
        {
          let height = Bool.random(using: &rng) ? 44 : Double(Int.random(in: 30...90, using: &rng))
          sizes.append((IndexPath(section: 0, item: item), Size(width: 360, height: height)))
          reference[item] = Size(width: 360, height: height)
        }
        guard !sizes.isEmpty else { continue }
        let edit = try model.resizing(sizes)
        model = edit.model
        guard let list = model.sections[0].itemSizes, Array(list) == reference else {
          Issue.record("trial \(trial) round \(round): model sizes differ")
          return
        }
        for probe in 0..<50 {
          let i = Int.random(in: 0..<count, using: &rng)
          if list[i] != reference[i] {
            Issue.record("trial \(trial) round \(round) probe \(probe): list[\(i)] differs")
            return
          }
        }
        let input = LayoutInput(sections: model.sectionData, viewport: viewport)
        live = try flow.update(live, to: input, change: edit.change)
        var arrays = input
        arrays.sections[0].itemSizes = .perItem(reference)
        let fresh = try flow.prepare(arrays)
        if live.allElements() != fresh.allElements() || live.contentSize != fresh.contentSize {
          Issue.record("trial \(trial) round \(round): layout differs")
          return
        }
        for y in stride(from: 0.0, to: fresh.contentSize.height, by: 397) {
          let rect = Rect(x: 0, y: y, width: 390, height: 600)
          if live.elements(in: rect).map(\.frame) != fresh.elements(in: rect).map(\.frame) {
            Issue.record("trial \(trial) round \(round): rect \(y) differs")
            return
          }
        }
      }
    }
  }
}
