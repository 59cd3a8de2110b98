import Mosaic

extension FuzzEdit {
  /// Inserts a new section: a few items of the strategy's size, of one size or of sizes of
  /// their own, with or without a header and footer size.
  mutating func insertSection(bytes: inout FuzzBytes) {
    kind = .insertSection
    let position = bytes.index(in: sections.count + 1)
    let count = bytes.below(20)
    var data: SectionData
    switch bytes.below(3) {
    case 0: data = SectionData(itemCount: count)
    case 1: data = SectionData(itemCount: count, itemSize: bytes.size())
    default: data = SectionData(itemSizes: (0..<count).map { _ in bytes.size() })
    }
    if bytes.chance(3) { data.header = bytes.size() }
    if bytes.chance(3) { data.footer = bytes.size() }
    summary = "insert section \(position) of \(count) items"
    sections.insert(data, at: position)
    change.insert(.new(itemCount: count), at: position)
  }

  /// Deletes a section.
  mutating func deleteSection(bytes: inout FuzzBytes) {
    let section = bytes.index(in: sections.count)
    summary = "delete section \(section)"
    sections.remove(at: section)
    change.remove(at: section)
  }

  /// Moves a section, UIKit's way: removed, then inserted so that it ends at the target.
  mutating func moveSection(bytes: inout FuzzBytes) {
    let source = bytes.index(in: sections.count)
    let target = bytes.index(in: sections.count)
    summary = "move section \(source) to \(target)"
    sections.insert(sections.remove(at: source), at: target)
    change.insert(change.remove(at: source), at: target)
  }

  /// Sets a section's header or footer size (or back to the strategy's): a section whose
  /// supplementary sizes change is a new section to a change.
  mutating func resizeSupplementary(bytes: inout FuzzBytes) {
    let section = bytes.index(in: sections.count)
    let size: Size? = bytes.chance(4) ? nil : bytes.size()
    let footer = bytes.chance(2)
    summary =
      "set the \(footer ? "footer" : "header") of section \(section) to \(String(describing: size))"
    let old = sections[section]
    if footer { sections[section].footer = size } else { sections[section].header = size }
    if sections[section].header != old.header || sections[section].footer != old.footer {
      change[section] = .new(itemCount: itemCount(section))
    }
  }

  /// Scrolls: a new content offset, which no layout depends on (sometimes non-finite).
  mutating func scroll(bytes: inout FuzzBytes) {
    let x = bytes.chance(2) ? 0 : bytes.extent() * 4
    let y = bytes.extent() * 16
    viewport.contentOffset = Point(x: x, y: y)
    summary = "scroll to \(x), \(y)"
  }

  /// Resizes the viewport, which the layout does depend on: the update prepares anew.
  mutating func resizeViewport(bytes: inout FuzzBytes) {
    let width = bytes.extent() * 4
    let height = bytes.extent() * 4
    viewport.size = Size(width: width, height: height)
    summary = "resize the viewport to \(width) x \(height)"
  }

  /// An edit the input's validation must refuse, or (for a huge but allowed count) the
  /// harness's budget must skip.
  mutating func makeAbsurd(bytes: inout FuzzBytes) {
    guard !sections.isEmpty else {
      viewport.contentOffset.y = bytes.absurdExtent()
      summary = "scroll to y \(viewport.contentOffset.y)"
      return
    }
    let section = bytes.index(in: sections.count)
    switch bytes.below(6) {
    case 0:
      sections[section].itemCount = bytes.absurdInteger(near: itemCount(section))
      summary = "set section \(section)'s count to \(sections[section].itemCount)"
    case 1:
      // A size list one longer or shorter than the count.
      let count = itemCount(section)
      var sizes = [Size](repeating: bytes.size(), count: min(count, Self.maximumMaterializedItems))
      if bytes.chance(2) || sizes.isEmpty { sizes.append(bytes.size()) } else { sizes.removeLast() }
      sections[section].itemSizes = .perItem(sizes)
      summary = "give section \(section) \(sizes.count) sizes for \(count) items"
    case 2:
      let count = itemCount(section)
      if case .perItem(var sizes) = sections[section].itemSizes, count > 0 {
        let item = bytes.index(in: count)
        sizes[item] = bytes.absurdSize()
        sections[section].itemSizes = .perItem(sizes)
        summary = "resize item \(item) of section \(section) to \(sizes[item])"
      } else {
        sections[section].itemSizes = .uniform(bytes.absurdSize())
        summary = "resize section \(section)'s items to \(sections[section].itemSizes)"
      }
    case 3:
      sections[section].header = bytes.absurdSize()
      summary = "set section \(section)'s header to \(String(describing: sections[section].header))"
    case 4:
      sections[section].footer = bytes.absurdSize()
      summary = "set section \(section)'s footer to \(String(describing: sections[section].footer))"
    default:
      viewport.size = bytes.absurdSize()
      summary = "resize the viewport to \(viewport.size)"
    }
  }
}
