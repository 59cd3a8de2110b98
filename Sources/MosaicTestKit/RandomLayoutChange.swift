import MosaicCore

/// A seeded random change of a layout's data, with the ``/MosaicCore/LayoutChange`` that describes
/// it: what the kit updates a live layout by before comparing it with a fresh prepare.
///
/// The change is a few operations applied one after another to the sections — resize, insert,
/// delete, move (within a section and across sections) and reload items; insert, delete, move
/// and reload sections — or, as often as a third of the time, one drag-shaped move alone. The
/// ``/MosaicCore/LayoutChange`` is derived from where every item came from (a plain reference, not
/// a batch plan), so it is exact: sizes outside each changed range are the old ones at the mapped
/// index. Now and then a changed range is widened, which a change may always do.
public struct RandomLayoutChange: Sendable {
  /// The new data.
  public var sections: [SectionData]
  /// How the new data relates to the old.
  public var change: LayoutChange
  /// The operations, for reports: `move [0, 3]→[0, 7]; delete section 1`.
  public var summary: String

  /// Which changes to draw.
  public enum Shape: Sendable, Hashable {
    /// Batches of every kind of operation, and drags.
    case mixed
    /// Only drags: one item moved within its section or into another one.
    case drags
  }

  /// One item of a section being changed: its index in the old section it stays in (`nil` once
  /// it is inserted, resized, moved or given another span), its size and its span.
  struct Item {
    var origin: Int?
    var size: Size
    /// Its span, which moves with it (``/MosaicCore/SizeList/span(at:)``).
    var span: ItemSpan? = nil
  }

  /// A section being changed.
  struct Section {
    var oldSection: Int?
    var data: SectionData
    var items: [Item]
    var touched = false
  }

  /// A random change of `old`. `defaultItemSize` is the strategy's: what an item of an unsized
  /// section keeps when it moves into a section of per-item sizes.
  /// - Complexity: O(items of `old`).
  public static func make(
    from old: [SectionData], defaultItemSize: Size, shape: Shape = .mixed,
    using generator: inout SeededGenerator
  ) -> RandomLayoutChange {
    var sections = old.enumerated().map { index, data in
      Section(
        oldSection: index, data: data,
        items: (0..<max(0, data.itemCount)).map {
          Item(
            origin: $0, size: data.size(ofItem: $0, default: defaultItemSize),
            span: data.span(ofItem: $0))
        })
    }
    var steps: [String] = []
    let operations =
      shape == .drags || Int.random(in: 0..<3, using: &generator) == 0
      ? 1 : Int.random(in: 1...4, using: &generator)
    for _ in 0..<operations {
      let step =
        shape == .drags || operations == 1 && Bool.random(using: &generator)
        ? drag(&sections, using: &generator)
        : operation(&sections, defaultItemSize: defaultItemSize, using: &generator)
      steps.append(step)
    }

    var data: [SectionData] = []
    var change = LayoutChange(sections: [])
    for section in sections {
      let (new, entry, runs) = result(
        of: section, old: old, default: defaultItemSize, using: &generator)
      data.append(new)
      change.sections.append(entry)
      if let runs { change.setRuns(runs, ofSection: change.sections.count - 1) }
    }
    return RandomLayoutChange(
      sections: data, change: change,
      summary: steps.joined(separator: "; "))
  }

  /// One item moved within a section (or, when no section has two items, into another one).
  static func drag(_ sections: inout [Section], using generator: inout SeededGenerator) -> String {
    let within = sections.indices.filter { sections[$0].items.count >= 2 }
    let sources = sections.indices.filter { !sections[$0].items.isEmpty }
    if !within.isEmpty, sections.count < 2 || Bool.random(using: &generator) {
      let section = within[Int.random(in: 0..<within.count, using: &generator)]
      let count = sections[section].items.count
      let from = Int.random(in: 0..<count, using: &generator)
      var to = Int.random(in: 0..<(count - 1), using: &generator)
      if to >= from { to += 1 }
      moveItem(&sections, from: (section, from), to: (section, to))
      return "drag [\(section), \(from)]→[\(section), \(to)]"
    }
    guard !sources.isEmpty, sections.count >= 2 else { return "no drag (too few items)" }
    let source = sources[Int.random(in: 0..<sources.count, using: &generator)]
    var target = Int.random(in: 0..<(sections.count - 1), using: &generator)
    if target >= source { target += 1 }
    let from = Int.random(in: 0..<sections[source].items.count, using: &generator)
    let to = Int.random(in: 0...sections[target].items.count, using: &generator)
    moveItem(&sections, from: (source, from), to: (target, to))
    return "drag [\(source), \(from)]→[\(target), \(to)]"
  }

  static func moveItem(_ sections: inout [Section], from: (Int, Int), to: (Int, Int)) {
    var item = sections[from.0].items.remove(at: from.1)
    item.origin = nil
    sections[from.0].touched = true
    sections[to.0].items.insert(item, at: to.1)
    sections[to.0].touched = true
  }

  /// One operation of any kind.
  static func operation(
    _ sections: inout [Section], defaultItemSize: Size, using generator: inout SeededGenerator
  ) -> String {
    func randomSize() -> Size {
      let all = sections.flatMap(\.items)
      if !all.isEmpty, Int.random(in: 0..<3, using: &generator) > 0 {
        return all[Int.random(in: 0..<all.count, using: &generator)].size
      }
      func extent() -> Double {
        Int.random(in: 0..<12, using: &generator) == 0
          ? 0 : Double(Int.random(in: 1...200, using: &generator))
      }
      return Size(width: extent(), height: extent())
    }
    let filled = sections.indices.filter { !sections[$0].items.isEmpty }
    // The spans the data holds (with a `nil` to clear one): what new and resized items may take,
    // valid where the old ones were. None when the data has no spans.
    let carried = sections.flatMap { $0.items.compactMap(\.span) }
    let spans: [ItemSpan?] = carried.isEmpty ? [] : carried.map { $0 } + [nil]
    func anyItem() -> (Int, Int)? {
      guard !filled.isEmpty else { return nil }
      let section = filled[Int.random(in: 0..<filled.count, using: &generator)]
      return (section, Int.random(in: 0..<sections[section].items.count, using: &generator))
    }
    switch Int.random(in: 0..<10, using: &generator) {
    case 0, 1:
      guard let (section, item) = anyItem() else { break }
      // A new size keeps the item's span (a measurement), or, when items carry spans, now and
      // then takes another one of theirs.
      var span = sections[section].items[item].span
      if let other = spans.randomElement(using: &generator), Bool.random(using: &generator) {
        span = other
      }
      sections[section].items[item] = Item(origin: nil, size: randomSize(), span: span)
      sections[section].touched = true
      return "resize [\(section), \(item)]"
    case 2, 3:
      guard !sections.isEmpty else { break }
      let section = Int.random(in: 0..<sections.count, using: &generator)
      let item = Int.random(in: 0...sections[section].items.count, using: &generator)
      // Often the size the section's items share, so a uniform section may stay uniform.
      let shared = sections[section].items.first?.size
      let size = shared != nil && Bool.random(using: &generator) ? shared ?? .zero : randomSize()
      // Drawn only when the data has spans, so the draws of data without spans stay as they were.
      var span: ItemSpan?
      if !spans.isEmpty, Bool.random(using: &generator) {
        span = spans.randomElement(using: &generator) ?? nil
      }
      sections[section].items.insert(Item(origin: nil, size: size, span: span), at: item)
      sections[section].touched = true
      return "insert [\(section), \(item)]"
    case 4, 5:
      guard let (section, item) = anyItem() else { break }
      sections[section].items.remove(at: item)
      sections[section].touched = true
      return "delete [\(section), \(item)]"
    case 6:
      return drag(&sections, using: &generator)
    case 7:
      let index = Int.random(in: 0...sections.count, using: &generator)
      let count = Int.random(in: 0...6, using: &generator)
      let sizes = (0..<count).map { _ in randomSize() }
      sections.insert(
        Section(
          oldSection: nil, data: SectionData(itemSizes: sizes),
          items: sizes.map { Item(origin: nil, size: $0) }, touched: true),
        at: index)
      return "insert section \(index)"
    case 8:
      guard !sections.isEmpty else { break }
      let index = Int.random(in: 0..<sections.count, using: &generator)
      if Bool.random(using: &generator) {
        sections.remove(at: index)
        return "delete section \(index)"
      }
      let section = sections.remove(at: index)
      let target = Int.random(in: 0...sections.count, using: &generator)
      sections.insert(section, at: target)
      return "move section \(index)→\(target)"
    default:
      guard !sections.isEmpty else { break }
      let index = Int.random(in: 0..<sections.count, using: &generator)
      if Bool.random(using: &generator) {
        // A reloaded section is laid out from scratch: a new section with the same data.
        sections[index].oldSection = nil
        return "reload section \(index)"
      }
      // A reloaded item keeps its size: nothing geometric changes.
      return "reload items of section \(index)"
    }
    return "nothing"
  }

  /// A changed section's data, its entry of the change, and its runs when it has some (half the
  /// time a section is touched).
  static func result(
    of section: Section, old: [SectionData], default defaultItemSize: Size,
    using generator: inout SeededGenerator
  ) -> (SectionData, SectionChange, [ItemEdit]?) {
    let count = section.items.count
    guard let oldSection = section.oldSection else {
      return (
        data(of: section, default: defaultItemSize, using: &generator), .new(itemCount: count),
        nil
      )
    }
    let oldCount = max(0, old[oldSection].itemCount)
    guard section.touched else {
      return (section.data, .unchanged(from: oldSection), nil)
    }
    if Bool.random(using: &generator) {
      return (
        data(of: section, default: defaultItemSize, using: &generator),
        .unchanged(from: oldSection),
        edits(of: section, oldCount: oldCount, using: &generator)
      )
    }
    var prefix = 0
    while prefix < min(count, oldCount), section.items[prefix].origin == prefix { prefix += 1 }
    var suffix = 0
    while suffix < min(count, oldCount) - prefix,
      section.items[count - 1 - suffix].origin == oldCount - 1 - suffix
    {
      suffix += 1
    }
    var changed = prefix..<(count - suffix)
    if changed.isEmpty, count == oldCount { changed = 0..<0 }
    if Int.random(in: 0..<6, using: &generator) == 0 {
      // Wider than needed: still true, and a strategy must cope.
      let lower = Int.random(in: 0...changed.lowerBound, using: &generator)
      changed = lower..<Int.random(in: changed.upperBound...count, using: &generator)
    }
    return (
      data(of: section, default: defaultItemSize, using: &generator),
      SectionChange(oldSection: oldSection, changedItems: changed), nil
    )
  }

  /// The runs of a changed section's items that did not keep their old item and place: an item
  /// is kept when it is an old item after the last one kept (greedy, so a run may be wider than
  /// needed, which is still true). The last run's old count is left to the counts half the time.
  static func edits(of section: Section, oldCount: Int, using generator: inout SeededGenerator)
    -> [ItemEdit]
  {
    var edits: [ItemEdit] = []
    var newStart = 0
    var oldStart = 0
    for (index, item) in section.items.enumerated() {
      guard let origin = item.origin, origin >= oldStart else { continue }
      if newStart < index || oldStart < origin {
        edits.append(ItemEdit(items: newStart..<index, oldItemCount: origin - oldStart))
      }
      newStart = index + 1
      oldStart = origin + 1
    }
    let count = section.items.count
    if newStart < count || oldStart < oldCount {
      edits.append(ItemEdit(items: newStart..<count, oldItemCount: oldCount - oldStart))
    }
    if !edits.isEmpty, Bool.random(using: &generator) {
      edits[edits.count - 1].oldItemCount = nil
    }
    return edits
  }

  /// A section's new data: uniform when it was and its items still share its size (most of the
  /// time; else written out per item), per item otherwise.
  static func data(
    of section: Section, default defaultItemSize: Size, using generator: inout SeededGenerator
  )
    -> SectionData
  {
    var data = section.data
    data.itemCount = section.items.count
    if case .uniform(let size) = section.data.itemSizes,
      section.items.allSatisfy({ $0.size == size ?? defaultItemSize && $0.span == nil }),
      Int.random(in: 0..<4, using: &generator) > 0
    {
      return data
    }
    var spans: [Int: ItemSpan] = [:]
    for (index, item) in section.items.enumerated() {
      if let span = item.span { spans[index] = span }
    }
    data.itemSizes = .perItem(SizeList(section.items.map(\.size), spans: spans))
    return data
  }
}
