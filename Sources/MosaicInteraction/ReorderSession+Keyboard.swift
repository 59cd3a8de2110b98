import MosaicCore

/// Reordering from the keyboard: the same drag as a finger's, steered by direction instead of by
/// a point (``pickUp(_:)``, ``moveLifted(_:)``, then ``drop()`` or ``cancel()``), each step
/// returning the ``ReorderEvent`` an app announces (``announcements``).
extension ReorderSession {
  /// Lifts the item at `indexPath` for moving by keyboard: it stays drawn in its slot, above the
  /// others, and moves only by ``moveLifted(_:)``. `nil`, and nothing changes, when there is no
  /// such item, `canMove` refuses it, or a drag is under way.
  /// - Complexity: one look-up in the committed layout.
  public mutating func pickUp(_ indexPath: IndexPath) -> ReorderEvent? {
    // No companions: nothing to validate, and the lift lays nothing out, so it cannot throw.
    (try? pickUp(indexPath, alsoLifting: [])) ?? nil
  }

  /// Moves the item lifted by ``pickUp(_:)`` one step in `direction`, the others reflowing, and
  /// scrolls the least that shows its new slot. The step is focus movement's answer in the
  /// layout as it stands (``/MosaicCore/PreparedLayout/indexPath(movingFocusFrom:direction:viewport:)``):
  /// on the screen, the item takes the index path of the cell focus would reach from its slot
  /// (in a grid, down trades places along the column); ``/MosaicCore/FocusDirection/next`` and
  /// ``/MosaicCore/FocusDirection/previous`` step one position through the data, from a section's end to
  /// the start of the next section and from its start to the end of the previous one, empty
  /// sections included (the one way into an empty section). ``targetFor`` may retarget or refuse
  /// the step, as for a finger.
  ///
  /// Returns ``ReorderEvent/moved(_:to:)``, or ``ReorderEvent/notMoved(_:at:_:)`` when there is
  /// nowhere to go; `nil` when no item is lifted by keyboard.
  /// - Complexity: a focus search (a few rect queries near the slot) and the update a finger's
  ///   change of target costs.
  public mutating func moveLifted(_ direction: FocusDirection) -> ReorderEvent? {
    guard var current = drag, current.byKeyboard else { return nil }
    let refused = ReorderEvent.notMoved(current.original, at: current.target, direction)
    guard let proposed = keyboardTarget(of: current, direction), proposed != current.target,
      let chosen = targetFor(current.original, current.target, proposed),
      chosen != current.target
    else { return refused }
    // Nothing but `current` may hold the proposal now, so its data can be changed in place.
    drag = nil
    layout = committedLayout
    let moved = propose(chosen, for: &current)
    drag = current
    refreshLiveLayout()
    guard moved else { return refused }
    revealTarget()
    return .moved(current.original, to: current.target)
  }

  /// Commits the drag under way, by finger or keyboard, as ``end()`` does, and returns its
  /// ``ReorderEvent/dropped(_:at:)`` (``ReorderEvent/droppedGroup(_:count:at:)`` for several
  /// items); `nil` when no drag was under way.
  @discardableResult
  public mutating func drop() -> ReorderEvent? {
    let count = drag?.base.lifted.count ?? 0
    let first = drag?.target
    guard let (from, to) = end(), let first else { return nil }
    return count > 1 ? .droppedGroup(from, count: count, at: first) : .dropped(from, at: to)
  }

  /// Where a keyboard step in `direction` takes `drag`'s item: an index path of the order after
  /// the move, as a finger's target is.
  func keyboardTarget(of drag: Drag, _ direction: FocusDirection) -> IndexPath? {
    let target = drag.target
    switch direction {
    case .next:
      if target.item + 1 < proposedItemCount(inSection: target.section, drag) {
        return IndexPath(section: target.section, item: target.item + 1)
      }
      let section = target.section + 1
      return section < drag.base.model.sections.count ? IndexPath(section: section, item: 0) : nil
    case .previous:
      if target.item > 0 { return IndexPath(section: target.section, item: target.item - 1) }
      let section = target.section - 1
      // The end of the previous section: one past its items, since the item is not among them.
      return section >= 0
        ? IndexPath(section: section, item: proposedItemCount(inSection: section, drag)) : nil
    case .up, .down, .left, .right:
      return drag.proposedLayout.indexPath(
        movingFocusFrom: target, direction: direction, viewport: viewport)
    }
  }

  /// The items of `section` in `drag`'s proposed order.
  func proposedItemCount(inSection section: Int, _ drag: Drag) -> Int {
    var count = drag.base.model.itemCount(inSection: section)
    if section == drag.original.section { count -= 1 }
    if section == drag.target.section { count += 1 }
    return count
  }

  /// Scrolls the least along the scroll axis that shows the lifted item's slot whole (its start
  /// when it is longer than the visible rect), clamped to the proposed content.
  mutating func revealTarget() {
    guard let drag, let slot = targetSlotFrame else { return }
    let direction = drag.proposedLayout.scrollDirection
    let axis = direction.scrollAxis
    let visible = viewport.visibleRect
    let start = slot.minimum(along: axis) - visible.minimum(along: axis)
    let end = start + slot.extent(along: axis) - visible.extent(along: axis)
    // Past the end: bring its end in; then, if its start is hidden (or it is too long), its start.
    var shift = max(0, end)
    if start < shift { shift = start }
    guard shift != 0 else { return }
    var offset = viewport.contentOffset
    if axis == .vertical { offset.y += shift } else { offset.x += shift }
    viewport.contentOffset = Scrolling.clamped(
      offset, contentSize: drag.proposedLayout.contentSize, viewport: viewport,
      direction: direction)
    refreshPreview()
  }
}
