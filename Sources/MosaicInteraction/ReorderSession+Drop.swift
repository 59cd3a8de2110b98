import MosaicCore

extension ReorderSession {
  /// Commits the move from the original index path to the current target (exactly one move, none
  /// when they are equal) and returns it; `nil` when no drag was under way. A drag of several
  /// items (``begin(atViewportPoint:alsoLifting:)``) commits one batch moving them all and
  /// returns the lead's move; ``lastDrop`` holds the batch and its transition for any drag.
  @discardableResult
  public mutating func end() -> (from: IndexPath, to: IndexPath)? {
    guard let drop = commitDrop(), let from = drop.lead.from, let to = drop.lead.to else {
      return nil
    }
    return (from, to)
  }

  /// Ends the drag under way by committing what it shows, as one batch: the lifted items moved
  /// to the target; inserted there, when they arrived from another collection; deleted, when
  /// they are away over another one. Sets and returns ``lastDrop``; `nil` when no drag was under
  /// way.
  mutating func commitDrop() -> ReorderDrop<Item>? {
    guard let drag else { return nil }
    self.drag = nil
    let before = committedLive
    let base = drag.base
    var batch: BatchUpdate<Item>
    var lead: (from: IndexPath?, to: IndexPath?)
    if drag.isAway {
      batch = BatchUpdate(deleteItems: base.lifted)
      lead = (base.lifted[base.lead], nil)
    } else {
      batch = base.dropBatch(at: drag.target, into: model)
      let landed = IndexPath(section: drag.target.section, item: drag.target.item + base.lead)
      lead = (base.arrivals.isEmpty ? base.lifted[base.lead] : nil, landed)
      if batch.moveItems.allSatisfy({ $0.0 == $0.1 }) { batch.moveItems = [] }
    }
    var mapping = model.identityMapping
    if base.lifted.count == 1, base.arrivals.isEmpty, !drag.isAway {
      // One item moved: the proposed layout is already the committed order's.
      if !batch.moveItems.isEmpty, let moved = try? model.applying(batch) {
        model = moved.model
        mapping = moved.mapping
        // A strategy's update may hold the move as a patch over the committed layout: the
        // identity update makes it permanent now, so later drags patch it rather than each
        // consolidating it again (flow's pages need nothing: its identity update is itself).
        let live = drag.proposedLive
        var kept =
          (try? live.updated(
            to: live.input, change: .identity(sectionCount: live.input.sections.count)))
          ?? live
        // A preview is exact only near the viewport: the move is laid out in full from the
        // committed layout (for a masonry section, its tail from the move on, once a drag).
        if drag.previewThrough != nil,
          let change = base.model.proposedChange(moving: drag.original, to: drag.target),
          let exact = try? before.updated(to: live.input, change: change)
        {
          kept = exact
        }
        committedLive = kept
        committedLayout = kept.layout
      }
    } else if drag.isAway, let departed = drag.departed, let edit = try? model.applying(batch) {
      // The items left for another collection: the layout without them was made when they left.
      model = edit.model
      mapping = edit.mapping
      committedLive = departed.live
      committedLayout = departed.live.layout
    } else if let (edit, updated) = try? DragBase.applying(batch, model, committedLive) {
      // Validated by construction: every lifted item exists, arrivals are not in the model
      // (their base inserted them), and the targets fill consecutive places of one section.
      model = edit.model
      mapping = edit.mapping
      committedLive = updated
      committedLayout = updated.layout
    }
    layout = committedLayout
    let drop = ReorderDrop(
      batch: batch,
      transition: LayoutTransition(
        from: before, in: viewport, to: committedLive, in: viewport, mapping: mapping),
      lead: lead)
    lastDrop = drop
    return drop
  }
}
