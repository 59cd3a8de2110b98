import MosaicCore
import MosaicInteraction

extension Simulation {
  /// Shuffles `count` items of `section` from `start` (fewer when the section ends first) by one
  /// batch of moves through the model, so the layout takes it as a live update.
  /// - Complexity: O(count) to plan, plus the batch.
  mutating func shuffle(section: Int, start: Int, count: Int, seed: UInt64) throws(LayoutError) {
    let model = session.model
    guard section < model.sectionCount else {
      throw LayoutError(
        path: "section", message: "no section \(section); the data has \(model.sectionCount)")
    }
    let items = model.itemCount(inSection: section)
    guard start <= items else {
      throw LayoutError(path: "start", message: "the section has \(items) items")
    }
    let length = min(count, items - start)
    var order = Array(0..<length)
    var generator = ShuffleGenerator(state: seed)
    order.shuffle(using: &generator)
    var batch = BatchUpdate<ItemName>()
    batch.moveItems = order.enumerated().compactMap { to, from in
      to == from
        ? nil
        : (
          IndexPath(section: section, item: start + from),
          IndexPath(section: section, item: start + to)
        )
    }
    guard !batch.moveItems.isEmpty else { return }
    // Through the anchored path, so the reply carries the engine's transition and offset.
    let updated = try model.applying(batch)
    try replace(by: updated.model, change: updated.change, mapping: updated.mapping)
  }
}
