import MosaicCore

/// Dragging several items at once: the lead, under the finger (or picked up by keyboard), moves
/// as a one-item drag does, its slot the one placeholder for the group; the others leave the
/// layout at the lift and, at the drop, land beside it in their original relative order.
extension ReorderSession {
  /// Lifts the cell under `point` (viewport coordinates) and the items at `others` with it, as
  /// iOS's drag and drop gathers a selection under the finger: the others leave the layout
  /// (which reflows without them), the lifted cell moves as ``begin(atViewportPoint:)``'s does,
  /// and ``end()`` inserts the whole group, in its original index-path order, from the target on
  /// (the target is its first item's place), as one batch (``lastDrop``). ``cancel()`` puts
  /// every item back. During the drag, ``target`` and ``originalIndexPath`` are index paths of
  /// the order without the others.
  ///
  /// Items `canMove` refuses stay where they are; repeats and the lifted cell itself among
  /// `others` count once.
  ///
  /// One placeholder the lead's size stands for the group, rather than a block of slots: each
  /// change of target then costs what a one-item drag's costs, and the layout under the finger
  /// does not rewrap lines by the group's length as it moves.
  /// - Returns: false, and nothing changes, as ``begin(atViewportPoint:)`` returns it.
  /// - Throws: ``/MosaicCore/LayoutError`` at `alsoLifting[k]` for an index path with no item;
  ///   nothing changes then.
  /// - Complexity: a hit-test, then a batch deleting the others from the model and the update of
  ///   the layout by it.
  public mutating func begin(atViewportPoint point: Point, alsoLifting others: [IndexPath])
    throws(LayoutError) -> Bool
  {
    try checkItems(others)
    guard drag == nil,
      let path = committedLayout.indexPathForItem(at: contentPoint(point), viewport: viewport)
    else { return false }
    return try lift(path, with: others, finger: point, byKeyboard: false)
  }

  /// Lifts the item at `lead` for moving by keyboard with the items at `others`, as
  /// ``begin(atViewportPoint:alsoLifting:)`` lifts a group under a finger, and returns
  /// ``ReorderEvent/pickedUpGroup(_:count:)`` (``ReorderEvent/pickedUp(_:)`` when only the lead
  /// lifts); `nil`, and nothing changes, as ``pickUp(_:)`` returns it.
  /// - Throws: ``/MosaicCore/LayoutError`` at `alsoLifting[k]` for an index path with no item.
  public mutating func pickUp(_ lead: IndexPath, alsoLifting others: [IndexPath])
    throws(LayoutError) -> ReorderEvent?
  {
    try checkItems(others)
    guard drag == nil, model.item(at: lead) != nil,
      let attributes = committedLayout.attributes(for: .cell(lead), viewport: viewport),
      try lift(
        lead, with: others, finger: viewport.viewportPoint(atContentPoint: attributes.frame.center),
        byKeyboard: true),
      let base = drag?.base
    else { return nil }
    return base.lifted.count > 1 ? .pickedUpGroup(lead, count: base.lifted.count) : .pickedUp(lead)
  }

  /// The items the drag under way lifted, as index paths before the lift, in index-path order;
  /// empty when no drag is under way.
  public var liftedIndexPaths: [IndexPath] { drag?.base.lifted ?? [] }

  /// The lead's index path before the lift (one of ``liftedIndexPaths``), during a drag that
  /// began here (`nil` for items arriving from another collection); ``originalIndexPath`` is
  /// the same item's in the order without the others.
  public var leadIndexPath: IndexPath? {
    guard let base = drag?.base, base.lifted.indices.contains(base.lead) else { return nil }
    return base.lifted[base.lead]
  }

  /// Throws at the first of `paths` that names no item.
  func checkItems(_ paths: [IndexPath]) throws(LayoutError) {
    for (index, path) in paths.enumerated() where model.item(at: path) == nil {
      throw LayoutError(
        path: "alsoLifting[\(index)]", message: "no item at [\(path.section), \(path.item)]")
    }
  }

  /// Lifts `lead` (an index path of the committed order) and the movable items among `others`:
  /// false, and nothing changes, when `canMove` refuses the lead or a drag is under way.
  /// - Throws: ``/MosaicCore/LayoutError`` as the layout's update without the others does.
  mutating func lift(
    _ lead: IndexPath, with others: [IndexPath], finger: Point, byKeyboard: Bool
  ) throws(LayoutError) -> Bool {
    guard drag == nil, let item = model.item(at: lead), canMove(lead),
      let attributes = committedLayout.attributes(for: .cell(lead), viewport: viewport)
    else { return false }
    var group = [lead]
    var seen: Set<IndexPath> = [lead]
    for path in others where model.item(at: path) != nil && canMove(path) {
      if seen.insert(path).inserted { group.append(path) }
    }
    group.sort()
    let index = group.firstIndex(of: lead) ?? 0
    let base =
      group.count == 1
      ? DragBase(model: model, live: committedLive, lead: lead)
      : try DragBase(model: model, live: committedLive, group: group, lead: index)
    let start = base.start
    let content = contentPoint(finger)
    let grab =
      keepsGrabOffset && !byKeyboard
      ? Point(x: content.x - attributes.frame.midX, y: content.y - attributes.frame.midY) : .zero
    drag = Drag(
      item: item, original: start, target: start, proposedLayout: base.layout,
      proposedLive: base.live, proposedSections: nil, finger: finger, grabOffset: grab,
      size: attributes.frame.size, byKeyboard: byKeyboard, base: base)
    refreshLiveLayout()
    return true
  }
}
