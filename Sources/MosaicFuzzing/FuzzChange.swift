import Mosaic

/// The change an update input hands `LiveLayout` with an edit: truthful (the data's own diff,
/// the edit's, or everything new), or one the bytes bend or make up, which validation should
/// refuse or which may lie about sizes.
enum FuzzChange: CaseIterable {
  /// `LayoutChange(from:to:)`.
  case diff
  /// What the edit did, section by section (moves, insertions and deletions of sections).
  case edit
  /// `LayoutChange.everything(in:)`.
  case everything
  /// The edit's change with one or two entries bent.
  case bent
  /// A change made up from bytes alone.
  case arbitrary

  /// The source the next byte selects: truthful ones more often than the others.
  static func choose(_ bytes: inout FuzzBytes) -> FuzzChange {
    let choices: [FuzzChange] = [.diff, .diff, .edit, .edit, .edit, .everything, .bent, .arbitrary]
    return choices[bytes.below(choices.count)]
  }

  /// This source's change for `edit` of `old`.
  func make(for edit: FuzzEdit, old: [SectionData], bytes: inout FuzzBytes) -> LayoutChange {
    switch self {
    case .diff: LayoutChange(from: old, to: edit.sections)
    case .edit: LayoutChange(sections: edit.change)
    case .everything: .everything(in: edit.sections)
    case .bent: Self.bend(LayoutChange(sections: edit.change), old: old, bytes: &bytes)
    case .arbitrary: Self.arbitrary(old: old, new: edit.sections, bytes: &bytes)
    }
  }

  /// `change` with one or two entries bent: dropped, repeated, continuing another or no old
  /// section, an index out of range, a range moved or emptied, split in two runs (true or not),
  /// two sections swapped.
  static func bend(_ change: LayoutChange, old: [SectionData], bytes: inout FuzzBytes)
    -> LayoutChange
  {
    var bent = change
    for _ in 0...bytes.below(2) {
      guard !bent.sections.isEmpty else {
        bent.sections.append(.unchanged(from: bytes.below(old.count + 2)))
        continue
      }
      let index = bytes.index(in: bent.sections.count)
      let other = bytes.index(in: bent.sections.count)
      switch bytes.below(8) {
      case 0: bent.sections.remove(at: index)
      case 1: bent.sections.insert(bent.sections[other], at: index)
      case 2: bent.sections[index].oldSection = bent.sections[other].oldSection
      case 3: bent.sections[index].oldSection = oldSection(old: old, bytes: &bytes)
      case 4: bent.sections[index].changedItems = range(around: bent.sections[index], bytes: &bytes)
      case 5:
        let lower = bent.sections[index].changedItems.lowerBound
        bent.sections[index].changedItems = lower..<lower
      case 6:
        bent.setRuns(split(bent.sections[index].changedItems, bytes: &bytes), ofSection: index)
      default: bent.sections.swapAt(index, other)
      }
    }
    return bent
  }

  /// A change of a byte-chosen number of entries, each with a byte-chosen old section and range.
  static func arbitrary(old: [SectionData], new: [SectionData], bytes: inout FuzzBytes)
    -> LayoutChange
  {
    let counts = [new.count, new.count, new.count + 1, max(0, new.count - 1), bytes.below(8)]
    let count = counts[bytes.below(counts.count)]
    let sections = (0..<count).map { index in
      // Kept below the integers' end so that the bounds below cannot overflow.
      let itemCount =
        index < new.count ? min(max(0, new[index].itemCount), Int.max - 2) : bytes.below(4)
      let bounds = [0, itemCount, bytes.below(itemCount + 2), -1, Int.max, Int.min, itemCount + 1]
      let a = bounds[bytes.below(bounds.count)]
      let b = bounds[bytes.below(bounds.count)]
      return SectionChange(
        oldSection: oldSection(old: old, bytes: &bytes), changedItems: min(a, b)..<max(a, b))
    }
    return LayoutChange(sections: sections)
  }

  /// `range` as two runs, the first given its own count (the items it holds, one more or one
  /// fewer), the second taking what the counts leave, a byte-chosen gap between them.
  static func split(_ range: Range<Int>, bytes: inout FuzzBytes) -> [ItemEdit] {
    // A bent range may span the integers: its count is not taken, nothing here overflows.
    let (width, wide) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
    let offset = bytes.below(wide ? Int.max : max(1, width))
    let middle = wide ? range.lowerBound : range.lowerBound + offset
    let resume = middle + (wide ? 0 : min(bytes.below(3), width - offset))
    let oldCount = max(0, min(offset, Int.max - 2) + bytes.below(3) - 1)
    return [
      ItemEdit(items: range.lowerBound..<middle, oldItemCount: oldCount),
      ItemEdit(items: resume..<range.upperBound, oldItemCount: nil),
    ]
  }

  /// An old section index: none, one in range, or one out of it.
  static func oldSection(old: [SectionData], bytes: inout FuzzBytes) -> Int? {
    switch bytes.below(4) {
    case 0: nil
    case 1: [-1, old.count, old.count + 1, Int.max, Int.min][bytes.below(5)]
    default: bytes.index(in: max(1, old.count))
    }
  }

  /// `entry`'s range with one bound moved by one, to a limit, or past it.
  static func range(around entry: SectionChange, bytes: inout FuzzBytes) -> Range<Int> {
    let range = entry.changedItems
    let moves = [-1, 1, Int.min, Int.max, 0]
    let move = moves[bytes.below(moves.count)]
    let bound = bytes.chance(2) ? range.lowerBound : range.upperBound
    let (moved, overflow) = bound.addingReportingOverflow(move)
    let end = overflow ? move : moved
    let other = bound == range.lowerBound ? range.upperBound : range.lowerBound
    return min(end, other)..<max(end, other)
  }
}

extension FuzzChange {
  /// True when this source's change for an edit of `kind` is truthful by construction: the diff
  /// and everything-new always, the edit's own unless the edit is an absurd one.
  func isTruthful(kind: FuzzEdit.Kind) -> Bool {
    switch self {
    case .diff, .everything: true
    case .edit: kind != .absurd
    case .bent, .arbitrary: false
    }
  }
}
