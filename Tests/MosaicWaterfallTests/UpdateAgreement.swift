import MosaicCore
import MosaicTestSupport

/// Every query of an updated layout against the same query of a fresh prepare: all elements,
/// each element's attributes, section frames, content size, and random rects and points biased
/// to frame edges. (Not the elements held in memory: an update may cut a section into other
/// pages than a fresh prepare does, and a page placed again is held once; each holds at most its
/// elements.)
enum UpdateAgreement {
  static func mismatches(
    _ updated: any PreparedLayout, _ fresh: any PreparedLayout,
    using generator: inout SeededGenerator
  ) -> [String] {
    var problems: [String] = []
    if updated.contentSize != fresh.contentSize {
      problems.append("contentSize \(updated.contentSize) ≠ \(fresh.contentSize)")
    }
    if updated.sectionCount != fresh.sectionCount {
      problems.append("\(updated.sectionCount) sections ≠ \(fresh.sectionCount)")
    }
    for section in -1...fresh.sectionCount
    where updated.sectionFrame(section) != fresh.sectionFrame(section) {
      problems.append("section frame \(section)")
    }
    let all = fresh.allElements()
    if updated.allElements() != all { problems.append("allElements differ") }
    if updated.materializedElementCount > all.count || fresh.materializedElementCount > all.count {
      problems.append("more elements held than there are")
    }
    for element in all where updated.attributes(for: element.id) != element {
      problems.append("attributes(for: \(element.id))")
    }
    let absent: [ElementID] = [
      .cell(section: fresh.sectionCount, item: 0), .cell(section: 0, item: -1),
      .cell(section: 0, item: 1_000_000), .footer(section: -1),
    ]
    for id in absent where updated.attributes(for: id) != fresh.attributes(for: id) {
      problems.append("attributes(for: \(id)) of an absent element")
    }
    let frames = all.map(\.frame)
    let size = fresh.contentSize
    let bounds = Rect(x: -20, y: -20, width: size.width + 40, height: size.height + 40)
    for _ in 0..<40 {
      let rect = RandomQueries.rect(in: bounds, frames: frames, unit: 0.25, using: &generator)
      if updated.elements(in: rect) != fresh.elements(in: rect) {
        problems.append("elements(in: \(rect))")
      }
      let point = RandomQueries.point(in: bounds, frames: frames, unit: 0.25, using: &generator)
      if updated.indexPathForItem(at: point) != fresh.indexPathForItem(at: point) {
        problems.append("indexPathForItem(at: \(point))")
      }
    }
    return problems
  }
}
