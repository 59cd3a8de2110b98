import MosaicCore
import MosaicInteraction
import MosaicTestSupport
import Testing

/// A multiple selection changed one item at a time — taps, selections and deselections from
/// code, pruning after deletes — keeps the order a plain array kept, whatever holes its removals
/// leave (fuzz finding 12: the array version took over 20 s for 32,000 selections).
@Suite struct SelectionOrderPropertyTests {
  @Test func randomChangesKeepTheArraysOrder() throws {
    var generator = SeededGenerator(seed: 0x5E1E_C7)
    let names = (0..<400).map { "item \($0)" }
    var data = try model([Array(names[0..<300]), Array(names[300...])])
    var selection = Selection<String>(allowsMultipleSelection: true)
    var reference: [String] = []
    for step in 0..<20_000 {
      let section = Int.random(in: 0..<data.sectionCount, using: &generator)
      let count = data.itemCount(inSection: section)
      guard count > 0 else { continue }
      let path = ip(section, Int.random(in: 0..<count, using: &generator))
      let name = try #require(data.item(at: path))
      switch Int.random(in: 0..<100, using: &generator) {
      case 0..<40:
        selection.selectItem(at: path, in: data)
        if !reference.contains(name) { reference.append(name) }
      case 40..<70:
        selection.deselectItem(at: path, in: data)
        reference.removeAll { $0 == name }
      case 70..<99:
        _ = selection.tap(path, in: data)
        if reference.contains(name) {
          reference.removeAll { $0 == name }
        } else {
          reference.append(name)
        }
      default:
        // Now and then a delete, then the selection pruned to the new model (which closes
        // the holes removals left: rare, so that they pile up between).
        data = try data.applying(BatchUpdate(deleteItems: [path])).model
        selection.prune(to: data)
        reference.removeAll { $0 == name }
      }
      if step % 97 == 0 || step == 19_999 {
        #expect(selection.selectedItems == reference, "step \(step)")
        #expect(reference.allSatisfy { selection.isSelected($0) })
      }
      if step % 5_000 == 4_999 {
        // Refill what deletes took, so the sections never run dry.
        data = try model([Array(names[0..<300]), Array(names[300...])])
        selection.prune(to: data)
      }
    }
  }

  /// Removals that leave more holes than items close them up, keeping the order.
  @Test func manyRemovalsKeepTheOrder() throws {
    let names = (0..<100).map { "item \($0)" }
    let data = try model([names])
    var selection = Selection<String>(allowsMultipleSelection: true)
    for item in (0..<100).reversed() { selection.selectItem(at: ip(0, item), in: data) }
    for item in 0..<100 where item % 5 != 3 { selection.deselectItem(at: ip(0, item), in: data) }
    #expect(selection.selectedItems == stride(from: 98, to: 0, by: -5).map { names[$0] })
    selection.selectItem(at: ip(0, 5), in: data)
    #expect(selection.selectedItems.last == "item 5")
    #expect(selection.isSelected("item 33") && !selection.isSelected("item 34"))
  }
}
