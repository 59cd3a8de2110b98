import Mosaic

extension FuzzEdit {
  /// Moves one item, a drag's drop: within its section (the items between rotate by one), or
  /// into another section, carrying its size into a section of per-item sizes.
  mutating func moveItem(defaultItemSize: Size, bytes: inout FuzzBytes) {
    let source = bytes.index(in: sections.count)
    let count = itemCount(source)
    guard count > 0 else { return insertItems(in: source, bytes: &bytes) }
    let item = bytes.index(in: count)
    let target = bytes.chance(2) ? source : bytes.index(in: sections.count)
    let size: Size =
      switch sections[source].itemSizes {
      case .perItem(let sizes): sizes[item]
      case .uniform(let size): size ?? defaultItemSize
      }
    if target == source {
      let destination = bytes.index(in: count)
      summary = "move item \(item) of section \(source) to \(destination)"
      if case .perItem(var sizes) = sections[source].itemSizes {
        sizes.insert(sizes.remove(at: item), at: destination)
        sections[source].itemSizes = .perItem(sizes)
      }
      change[source].changedItems = min(item, destination)..<(max(item, destination) + 1)
      return
    }
    let destination = bytes.index(in: itemCount(target) + 1)
    summary = "move item \(item) of section \(source) to \(destination) of section \(target)"
    if case .perItem(var sizes) = sections[source].itemSizes {
      sizes.remove(at: item)
      sections[source].itemSizes = .perItem(sizes)
    }
    sections[source].itemCount = count - 1
    change[source].changedItems = item..<item
    if case .perItem(var sizes) = sections[target].itemSizes {
      sizes.insert(size, at: destination)
      sections[target].itemSizes = .perItem(sizes)
    }
    sections[target].itemCount = itemCount(target) + 1
    change[target].changedItems = destination..<(destination + 1)
  }
}
