import MosaicCore

extension Flow {
  /// The layout of `input`, from `layout`, which this flow prepared (or updated) from the data
  /// before `change`: equal, query for query, to `prepare(input)`.
  ///
  /// Incremental for one item moved within its section (a drag's every change of target): when
  /// the change keeps every section in place and changes one range of one section, of unchanged
  /// count, whose new sizes are its old ones rotated by one, only the lines the move disturbs are
  /// re-packed and the result holds them as an overlay over `layout`'s frames
  /// (``FlowLayout/moveOverlay``). Nothing changed: `layout` itself. Anything else: a full
  /// prepare. A `layout` whose every section is a grid (``FlowLayout/isArithmetic``) stores no
  /// frame to patch: it is always prepared again, which costs O(sections) when the new data is all
  /// grids too. An overlay in `layout` is made permanent first (``FlowLayout/materialized()``), so
  /// overlays never stack: the first update after a committed move pays for that once.
  /// - Throws: ``LayoutError`` as ``prepare(_:)`` does.
  /// - Complexity: O(sections) to read the change, plus O(changed range) to check the rotation
  ///   (old sizes are read from the frames) and what
  ///   ``FlowLayout`` re-packing a move costs (the lines from the one before the move to where
  ///   line breaks resynchronise, plus O(later lines + later sections) when the move changes the
  ///   lines' extent); O(elements) to materialise an overlay; otherwise ``prepare(_:)``'s.
  public func update(_ layout: FlowLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> FlowLayout
  {
    // A grid layout stores no frame to patch: a prepare of the new data costs O(sections) when it
    // is all grids again, and is the only way otherwise.
    guard layout.flow == self, !layout.isArithmetic, !layout.needsPrepare(for: input.viewport)
    else {
      return try prepare(input)
    }
    let base = layout.materialized()
    switch base.singleMove(to: input, change: change) {
    case .identity:
      return base
    case .move(let section, let from, let to, let sizes):
      switch base.movePatch(section: section, from: from, to: to, sizes: sizes, in: input.sections)
      {
      case .unchanged:
        return base
      case .patched(let patch):
        return FlowLayout(
          indexed: base.indexed, lines: base.lines, flow: self,
          variant: FlowVariant(
            .move(FlowMoveOverlay(base: base, patch: patch, sections: input.sections))))
      case .unsupported:
        return try prepare(input)
      }
    case .other:
      return try prepare(input)
    }
  }
}

extension FlowLayout {
  /// What a change does, as far as an update can take a shortcut.
  enum ChangeShape {
    /// Every section is the one it was, no size changed.
    case identity
    /// Item `from` of `section` moved to `to`; `sizes` are the section's sizes after it.
    case move(section: Int, from: Int, to: Int, sizes: [Size])
    /// Anything else.
    case other
  }

  /// How `change` turns this layout's data into `input`'s: the identity, a single move within a
  /// section (the changed range rotated by one, checked against the old sizes read from the
  /// frames, which flow keeps exactly), or something else.
  /// - Complexity: O(sections + changed range).
  func singleMove(to input: LayoutInput, change: LayoutChange) -> ChangeShape {
    guard change.sections.count == sectionCount, input.sections.count == sectionCount else {
      return .other
    }
    var moved: Int?
    for (index, entry) in change.sections.enumerated() {
      guard entry.oldSection == index,
        input.sections[index].itemCount == store.itemCount(inSection: index)
      else { return .other }
      if entry.changedItems.isEmpty { continue }
      // One item changed is a resize, not a move; two changed sections are not one move.
      guard entry.changedItems.count >= 2, moved == nil else { return .other }
      moved = index
    }
    guard let section = moved else { return .identity }
    guard case .perItem(let sizes) = input.sections[section].itemSizes else { return .other }
    let range = change.sections[section].changedItems
    let cells = store.cellRange(ofSection: section)
    func old(_ item: Int) -> Size { store.frame(at: cells.lowerBound + item).size }
    let (low, high) = (range.lowerBound, range.upperBound - 1)
    // Moved forward: the old first item now last, the others one place earlier.
    if sizes[high] == old(low), (low..<high).allSatisfy({ sizes[$0] == old($0 + 1) }) {
      return .move(section: section, from: low, to: high, sizes: sizes)
    }
    // Moved back: the old last item now first, the others one place later.
    if sizes[low] == old(high), (low + 1...high).allSatisfy({ sizes[$0] == old($0 - 1) }) {
      return .move(section: section, from: high, to: low, sizes: sizes)
    }
    return .other
  }
}
