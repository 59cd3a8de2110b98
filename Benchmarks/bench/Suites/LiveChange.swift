import MosaicCore

/// One change the `live` suite measures: its row name, the updated input, the ``LayoutChange``
/// relating it to the shape's input, and the target its p99 is held to.
struct LiveChange {
  /// The updated input and the change that leads to it.
  typealias Input = (input: LayoutInput, change: LayoutChange)

  /// What a row's p99 is held to.
  enum Target {
    /// A p99 bound in microseconds (a live-update target, set for 10^6 items).
    case microseconds(Double)
    /// Waterfall: at most a prepare of the changed section from its first changed item on,
    /// measured in the same run.
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

  /// The first section the change touches and its first changed item: where a waterfall's
  /// update has to start over.
  func firstChange(oldSections: [SectionData]) -> (section: Int, item: Int)? {
    for (index, section) in change.sections.enumerated() {
      let oldCount = section.oldSection.map { oldSections[$0].itemCount } ?? -1
      if !section.isUnchanged(oldCount: oldCount, newCount: input.sections[index].itemCount) {
        return (index, section.changedItems.lowerBound)
      }
    }
    return nil
  }
}
