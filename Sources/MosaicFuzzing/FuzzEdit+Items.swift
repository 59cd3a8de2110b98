import Mosaic

extension FuzzEdit {
  /// Resizes one to four consecutive items of a section, the self-sizing report.
  mutating func resizeItems(defaultItemSize: Size, bytes: inout FuzzBytes) {
    let section = bytes.index(in: sections.count)
    let count = itemCount(section)
    guard count > 0 else { return insertItems(in: section, bytes: &bytes) }
    let start = bytes.index(in: count)
    let end = min(count, start + 1 + bytes.below(4))
    summary = "resize items \(start)..<\(end) of section \(section)"
    switch sections[section].itemSizes {
    case .perItem(var sizes):
      for item in start..<end { sizes[item] = bytes.size() }
      sections[section].itemSizes = .perItem(sizes)
      change[section].changedItems = start..<end
    case .uniform(let size) where count <= Self.maximumMaterializedItems:
      var sizes = [Size](repeating: size ?? defaultItemSize, count: count)
      for item in start..<end { sizes[item] = bytes.size() }
      sections[section].itemSizes = .perItem(sizes)
      // A section of the strategy's size turned into sizes of its own: every item may differ.
      change[section].changedItems = size == nil ? 0..<count : start..<end
    case .uniform:
      summary = "resize all \(count) items of section \(section)"
      sections[section].itemSizes = .uniform(bytes.size())
      change[section].changedItems = 0..<count
    }
  }

  /// Inserts one to eight items into a section.
  mutating func insertItems(bytes: inout FuzzBytes) {
    insertItems(in: bytes.index(in: sections.count), bytes: &bytes)
  }

  /// Inserts one to eight items into section `section`, of the section's size or of sizes of
  /// their own.
  mutating func insertItems(in section: Int, bytes: inout FuzzBytes) {
    kind = .insertItems
    let count = itemCount(section)
    let position = bytes.index(in: count + 1)
    let inserted = 1 + bytes.below(8)
    summary = "insert \(inserted) items at \(position) of section \(section)"
    switch sections[section].itemSizes {
    case .perItem(var sizes):
      sizes.insert(contentsOf: (0..<inserted).map { _ in bytes.size() }, at: position)
      sections[section].itemSizes = .perItem(sizes)
    case .uniform:
      // Alike items: an insertion anywhere is one at the end.
      break
    }
    sections[section].itemCount = count + inserted
    change[section].changedItems = position..<(position + inserted)
  }

  /// Deletes one to eight items of a section.
  mutating func deleteItems(bytes: inout FuzzBytes) {
    let section = bytes.index(in: sections.count)
    let count = itemCount(section)
    guard count > 0 else { return insertItems(in: section, bytes: &bytes) }
    let position = bytes.index(in: count)
    let deleted = min(count - position, 1 + bytes.below(8))
    summary = "delete \(deleted) items at \(position) of section \(section)"
    if case .perItem(var sizes) = sections[section].itemSizes {
      sizes.removeSubrange(position..<(position + deleted))
      sections[section].itemSizes = .perItem(sizes)
    }
    sections[section].itemCount = count - deleted
    change[section].changedItems = position..<position
  }
}
