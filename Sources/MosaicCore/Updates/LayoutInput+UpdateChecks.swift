extension LayoutInput {
  /// True when an update to this input from sections `old` by `change` passes every check
  /// ``LiveLayout/checkUpdate(to:change:)`` makes — ``validate(checkingEachItemSize:)`` without
  /// each per-item size, ``LayoutChange/validate(old:new:)``, then
  /// ``validateItemSizes(changedBy:)`` — found in one pass over the sections, by the same rules
  /// (``SectionData/passesSectionChecks``, ``SectionChange/passesChecks(at:old:new:continued:)``,
  /// ``LayoutChange/forEachItemRangeToCheck(ofSection:among:_:)``), then the change's finer runs
  /// (``LayoutChange/validateRuns(old:new:)``). False when one fails: the caller then runs the
  /// checks in their order, to name what is wrong.
  ///
  /// The three checks each walked every section: about 106 instructions a section, over 1,000
  /// sections most of what `Flow`'s own one-item update costs; one pass, about 85 (callgrind).
  /// - Complexity: O(old sections + sections + sizes checked); no allocation up to about a
  ///   thousand old sections (the continued ones are marked in scratch space on the stack).
  func passesUpdateChecks(from old: [SectionData], change: LayoutChange) -> Bool {
    guard change.sections.count == sections.count,
      sections.count <= Self.maximumSectionCount, (try? validateViewport()) != nil
    else { return false }
    let entriesPass = withUnsafeTemporaryAllocation(of: Bool.self, capacity: old.count) {
      continued in
      continued.initialize(repeating: false)
      return change.sections.withUnsafeBufferPointer { entries in
        old.withUnsafeBufferPointer { old in
          sections.withUnsafeBufferPointer { new in
            var total = 0
            for index in new.indices {
              // Counts not negative (the section's checks) and their sum within the limit,
              // checked before adding so that it cannot overflow.
              let itemCount = new[index].itemCount
              guard new[index].passesSectionChecks, itemCount <= Self.maximumItemCount - total,
                entries[index].passesChecks(at: index, old: old, new: new, continued: continued)
              else { return false }
              total += itemCount
              let entry = entries[index]
              guard entry.oldSection == nil || !entry.changedItems.isEmpty,
                case .perItem(let sizes) = new[index].itemSizes
              else { continue }
              var valid = true
              change.forEachItemRangeToCheck(ofSection: index, among: sizes.count) { items in
                if valid {
                  valid = sizes.firstIndex(in: items, where: { !$0.isValidExtent }) == nil
                }
              }
              guard valid else { return false }
            }
            return true
          }
        }
      }
    }
    // Runs are checked once the entries they belong to have passed (old sections in range).
    return entriesPass
      && (change.runs.isEmpty || (try? change.validateRuns(old: old, new: sections)) != nil)
  }
}
