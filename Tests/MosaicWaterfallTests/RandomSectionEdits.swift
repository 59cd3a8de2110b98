import MosaicCore
import MosaicTestSupport

/// Random edits of a waterfall's sections — resize, insert and delete items; insert, delete and
/// move sections; a new header — and the ``LayoutChange`` relating the data before and after,
/// each new section naming the old one it continues (so moved sections are continued, not new).
struct RandomSectionEdits {
  /// The sections after the edits.
  var sections: [SectionData]
  /// For each new section, the old section it continues, or `nil`.
  var origins: [Int?]

  /// `count` edits of `old` drawn from `generator`.
  init(of old: [SectionData], edits count: Int, using generator: inout SeededGenerator) {
    sections = old
    origins = old.indices.map { $0 }
    for _ in 0..<count { edit(using: &generator) }
  }

  /// The change from `old` to ``sections``: each continued section's changed items are found by
  /// comparing it with the old section it continues.
  func change(from old: [SectionData]) -> LayoutChange {
    LayoutChange(
      sections: sections.indices.map { index in
        guard let origin = origins[index] else { return .new(itemCount: sections[index].itemCount) }
        var entry = LayoutChange(from: [old[origin]], to: [sections[index]]).sections[0]
        if entry.oldSection != nil { entry.oldSection = origin }
        return entry
      })
  }

  /// A random section: per-item sizes from a small palette, or a count with or without a size.
  static func section(using generator: inout SeededGenerator) -> SectionData {
    let count = Int.random(in: 0...40, using: &generator)
    func size() -> Size {
      Size(
        width: Double(Int.random(in: 1...300, using: &generator)),
        height: [0, 0.3, 7.77, Double(Int.random(in: 1...400, using: &generator))]
          .randomElement(using: &generator) ?? 1)
    }
    var section: SectionData
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: section = SectionData(itemCount: count)
    case 1: section = SectionData(itemCount: count, itemSize: size())
    default: section = SectionData(itemSizes: (0..<count).map { _ in size() })
    }
    if Int.random(in: 0..<4, using: &generator) == 0 {
      section.header = Size(width: 10, height: Double(Int.random(in: 0...40, using: &generator)))
    }
    return section
  }

  private mutating func edit(using generator: inout SeededGenerator) {
    let roll = Int.random(in: 0..<100, using: &generator)
    if sections.isEmpty || roll < 12 {
      let at = Int.random(in: 0...sections.count, using: &generator)
      sections.insert(Self.section(using: &generator), at: at)
      origins.insert(nil, at: at)
      return
    }
    let index = Int.random(in: 0..<sections.count, using: &generator)
    switch roll {
    case 12..<22:
      sections.remove(at: index)
      origins.remove(at: index)
    case 22..<34:
      let section = sections.remove(at: index)
      let origin = origins.remove(at: index)
      let target = Int.random(in: 0...sections.count, using: &generator)
      sections.insert(section, at: target)
      origins.insert(origin, at: target)
    case 34..<38:
      // Another header: no longer the old section.
      sections[index].header = Size(
        width: 1, height: Double(Int.random(in: 1...30, using: &generator)))
      origins[index] = nil
    default:
      editItems(of: index, using: &generator)
    }
  }

  /// Resizes, inserts or deletes items of section `index`, writing its sizes out item by item.
  private mutating func editItems(of index: Int, using generator: inout SeededGenerator) {
    var data = sections[index]
    var sizes: [Size?] = (0..<data.itemCount).map { item in
      switch data.itemSizes {
      case .uniform(let size): size
      case .perItem(let sizes): item < sizes.count ? sizes[item] : nil
      }
    }
    // Items the strategy sizes (`.uniform(nil)`) only stay so while no size is written.
    let fallback = Size(width: 50, height: 50)
    func size() -> Size {
      Size(
        width: Double(Int.random(in: 1...300, using: &generator)),
        height: [0.3, 7.77, Double(Int.random(in: 1...400, using: &generator))]
          .randomElement(using: &generator) ?? 1)
    }
    switch Int.random(in: 0..<3, using: &generator) {
    case 0 where !sizes.isEmpty:
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        sizes[Int.random(in: 0..<sizes.count, using: &generator)] = size()
      }
    case 1:
      let at = Int.random(in: 0...sizes.count, using: &generator)
      let added = (0..<Int.random(in: 1...5, using: &generator)).map { _ in size() }
      sizes.insert(contentsOf: added, at: at)
    default:
      guard !sizes.isEmpty else { return }
      let start = Int.random(in: 0..<sizes.count, using: &generator)
      let end = min(sizes.count, start + Int.random(in: 1...4, using: &generator))
      sizes.removeSubrange(start..<end)
    }
    data.itemSizes = .perItem(sizes.map { $0 ?? fallback })
    data.itemCount = sizes.count
    sections[index] = data
  }
}
