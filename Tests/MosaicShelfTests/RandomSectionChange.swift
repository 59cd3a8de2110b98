import MosaicCore
import MosaicTestSupport

/// A seeded random change of a list of sections, with the ``LayoutChange`` a model would hand
/// over for it: sections deleted, inserted and moved, and inside a continued section a run of
/// items replaced by new ones (a resize, an insert, a delete, or all three), or nothing at all.
struct RandomSectionChange {
  var sections: [SectionData]
  var change: LayoutChange

  /// A random change of `old`; new items take sizes from `palette` (not empty).
  static func make(
    from old: [SectionData], palette: [Size], using generator: inout SeededGenerator
  ) -> RandomSectionChange {
    func size() -> Size { palette.randomElement(using: &generator) ?? .zero }
    func chance(_ probability: Double) -> Bool {
      Double.random(in: 0..<1, using: &generator) < probability
    }
    // Which old section each new one continues (`nil`: a new section).
    var order: [Int?] = Array(old.indices)
    if chance(0.2), !order.isEmpty {
      order.remove(at: Int.random(in: order.indices, using: &generator))
    }
    if chance(0.2) { order.insert(nil, at: Int.random(in: 0...order.count, using: &generator)) }
    if chance(0.2), order.count > 1 {
      let moved = order.remove(at: Int.random(in: order.indices, using: &generator))
      order.insert(moved, at: Int.random(in: 0...order.count, using: &generator))
    }

    var sections: [SectionData] = []
    var changes: [SectionChange] = []
    for entry in order {
      guard let index = entry else {
        let sizes = (0..<Int.random(in: 0...6, using: &generator)).map { _ in size() }
        sections.append(SectionData(itemSizes: sizes))
        changes.append(.new(itemCount: sizes.count))
        continue
      }
      var data = old[index]
      let count = max(0, data.itemCount)
      // Half the continued sections are left as they were.
      guard chance(0.5) else {
        sections.append(data)
        changes.append(.unchanged(from: index))
        continue
      }
      // Items `start..<start + removed` give way to `added` new ones.
      let start = Int.random(in: 0...count, using: &generator)
      let removed = Int.random(in: 0...min(3, count - start), using: &generator)
      let added = Int.random(in: 0...3, using: &generator)
      switch data.itemSizes {
      case .uniform:
        // Items sized alike stay alike: an inserted item takes the section's size.
        data.itemCount = count - removed + added
      case .perItem(var sizes):
        sizes.replaceSubrange(start..<(start + removed), with: (0..<added).map { _ in size() })
        data.itemSizes = .perItem(sizes)
        data.itemCount = sizes.count
      }
      sections.append(data)
      changes.append(SectionChange(oldSection: index, changedItems: start..<(start + added)))
    }
    return RandomSectionChange(sections: sections, change: LayoutChange(sections: changes))
  }
}
