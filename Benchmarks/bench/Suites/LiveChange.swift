import MosaicCore

/// One change the `live` suite measures: its row name, the updated input, the ``LayoutChange``
/// relating it to the shape's input, and the target its p99 is held to.
struct LiveChange {
  /// The updated input and the change that leads to it.
  typealias Input = (input: LayoutInput, change: LayoutChange)

  /// What a row is held to.
  enum Target {
    /// The flow-based live-update targets (p50 and p99, set for 10^6 items).
    case microseconds
    /// Waterfall: at most a prepare of each changed section from its first changed item on,
    /// measured in the same run, plus a fixed allowance.
    case sectionTail
  }

  /// The row: "resize 1", "drag across", …
  let name: String
  let input: LayoutInput
  let change: LayoutChange
  let target: Target

  init(_ name: String, _ updated: Input, target: Target) {
    self.name = name
    self.input = updated.input
    self.change = updated.change
    self.target = target
  }

  /// The sections the change touches and the first changed item of each: where a waterfall's
  /// update has to start over.
  func changedSections(oldSections: [SectionData]) -> [(section: Int, item: Int)] {
    var changed: [(section: Int, item: Int)] = []
    for (index, section) in change.sections.enumerated() {
      let oldCount = section.oldSection.map { oldSections[$0].itemCount } ?? -1
      if !section.isUnchanged(oldCount: oldCount, newCount: input.sections[index].itemCount) {
        changed.append((index, section.oldSection == nil ? 0 : section.changedItems.lowerBound))
      }
    }
    return changed
  }
}
