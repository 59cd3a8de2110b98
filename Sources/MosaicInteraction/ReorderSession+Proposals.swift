import MosaicCore

extension ReorderSession {
  /// Moves `drag`'s proposal to `target`: the layout of the order with the dragged item moved
  /// from its original place to `target`. Keeps the proposal as it was, and returns false, when
  /// that move is not valid (an index path the proposed order does not have) or cannot be laid
  /// out.
  ///
  /// A layout depends only on the section data and the viewport, so when the move leaves the
  /// section data as it was — any move within a section whose items share one size — the
  /// committed layout is the proposed one and nothing is laid out. Otherwise the session updates
  /// the committed layout by the move (``CollectionModel/proposedChange(moving:to:)``), which
  /// flow answers by re-packing only the lines a move within a section disturbs. The update is a
  /// preview (``/MosaicCore/LayoutChange/previewThrough``), exact through the cells a screenful
  /// beyond the visible rect at both ends: a waterfall then lays out only the pages from the
  /// move to there, not the rest of the section (``drop()`` and ``end()`` lay it out exactly).
  ///
  /// The proposed data of a move within a section of per-item sizes is kept with the drag and,
  /// when the next target is in the same section, rotated in place between the two targets
  /// rather than built again from the model (an O(items) copy): call it with nothing else
  /// holding the drag's proposal.
  /// - Complexity: O(sections) for a move within a section sized alike; otherwise O(sections +
  ///   items between the two targets) for the data when it is reused (O(items of the sections
  ///   involved) when it is built), plus the update.
  @discardableResult
  mutating func propose(_ target: IndexPath, for drag: inout Drag) -> Bool {
    let original = drag.original
    let base = drag.base
    let model = base.model
    if target.section == original.section {
      let count = model.itemCount(inSection: target.section)
      guard target.item >= 0 && target.item < count else { return false }
      if model.sections[target.section].itemSizes == nil {
        drag.target = target
        drag.proposedLayout = base.layout
        drag.proposedLive = base.live
        drag.proposedSections = nil
        return true
      }
    }
    let live = base.live
    guard var change = model.proposedChange(moving: original, to: target) else { return false }
    let through = previewHorizon(in: base.layout, original: original, target: target)
    change.previewThrough = through
    let previous = drag.target
    var sections: [SectionData]
    var gaveUpPrevious = false
    if var reused = drag.proposedSections, previous.section == original.section,
      target.section == original.section
    {
      // Release every other reference to the proposal's data, then rotate it in place.
      drag.proposedSections = nil
      drag.proposedLive = base.live
      drag.proposedLayout = base.layout
      gaveUpPrevious = true
      Self.moveItem(in: &reused[target.section], from: previous.item, to: target.item)
      sections = reused
    } else {
      guard let built = model.proposedSectionData(moving: original, to: target) else {
        return false
      }
      sections = built
    }
    var input = live.input
    input.sections = sections
    var updated = try? live.updated(to: input, change: change)
    var exactThrough: IndexPath? = through
    if let preview = updated, !previewCovers(preview.layout, through: through) {
      // The move shifted cells past the horizon into view (rare: it reaches two screenfuls on).
      change.previewThrough = nil
      exactThrough = nil
      updated = try? live.updated(to: input, change: change)
    }
    guard let updated else {
      if gaveUpPrevious {
        // The proposal was given up for the rotation: lay the previous target out again.
        drag.target = original
        drag.proposedLayout = base.layout
        drag.proposedLive = base.live
        propose(previous, for: &drag)
      }
      return false
    }
    drag.target = target
    drag.proposedLayout = updated.layout
    drag.proposedLive = updated
    drag.proposedSections = target.section == original.section ? sections : nil
    drag.previewThrough = exactThrough
    return true
  }

  /// Moves the size of item `from` of `section` to index `to`, shifting the ones between, in
  /// place (the list is taken out of the enum first, so that it is not copied when unshared); a
  /// long move is one removal and one insertion instead.
  /// - Complexity: O(min(|to - from|, pieces + a chunk) × log pieces).
  static func moveItem(in section: inout SectionData, from: Int, to: Int) {
    guard case .perItem(var sizes) = section.itemSizes, from != to,
      sizes.indices.contains(from), sizes.indices.contains(to)
    else { return }
    section.itemSizes = .uniform(nil)
    // A span stays with its item: the entries move whole (sizes written one by one would leave
    // spans where they were).
    if abs(to - from) > 256 || sizes.spanCount > 0 {
      sizes.moveEntry(from: from, to: to)
      section.itemSizes = .perItem(sizes)
      return
    }
    let moved = sizes[from]
    if from < to {
      for index in from..<to { sizes[index] = sizes[index + 1] }
    } else {
      for index in stride(from: from, to: to, by: -1) { sizes[index] = sizes[index - 1] }
    }
    sizes[to] = moved
    section.itemSizes = .perItem(sizes)
  }
}
