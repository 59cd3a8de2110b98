import MosaicCore

/// One group instance laid out: its leaf item frames, relative to the group's origin, in the
/// order the section's items take them (depth first), and the group's size.
///
/// The number of leaf slots is fixed by the group's dimensions with every estimate at its
/// value (ours: UIKit does not say); measured sizes move and resize the slots, never add or drop
/// one. Positions along `gridAxis` are on ``/MosaicCore/AdvanceGrid``, so a group placed at a
/// position on the grid lands exactly where it would in any page cut of its section.
struct GroupFrames {
  /// The leaf frames, one a slot (``slotCount``) up to the items laid out.
  var leaves: ContiguousArray<Rect> = []
  /// The group's size: its dimensions resolved, an estimated one as its laid-out subitems need.
  var size = Size(width: 0, height: 0)
  /// The leaf slots of one instance, filled or not.
  var slotCount = 0
  /// The subitem indices from the group laid out down to the group being laid out: what an
  /// error's path is made of, only when there is an error.
  private var trail: ContiguousArray<Int> = []

  /// The most leaf slots one group instance may hold.
  static let maximumSlots = 10_000

  /// An empty buffer, for ``layOut(_:in:gridAxis:filled:path:measuring:from:)`` to reuse.
  init() {}

  /// `group` laid out unmeasured in `container`: the template of its instances.
  /// - Throws: as ``layOut(_:in:gridAxis:filled:path:measuring:from:)``.
  init(group: LayoutGroup, in container: Size, gridAxis: Axis, path: String) throws(LayoutError) {
    try layOut(group, in: container, gridAxis: gridAxis, path: path)
  }

  /// Lays out `group` in `container`, replacing what the buffer held (its storage is reused, so
  /// a section's instances allocate nothing after the first): the item a slot takes is item
  /// `first + slot` of `data`, whose measured size sizes the slot's estimated sides (`data` `nil`:
  /// nothing is measured); `filled` the slots that have an item (the last instance of a section
  /// may be partly filled; unfilled slots keep their place but are not written and do not size an
  /// estimated group).
  /// - Throws: ``/MosaicCore/LayoutError`` at `path` (and the subitems down to the group at
  ///   fault) when a group fits no subitem, has no extent along its axis, or holds more than
  ///   ``maximumSlots`` slots.
  /// - Complexity: O(slots); no allocation once the buffer has grown.
  mutating func layOut(
    _ group: LayoutGroup, in container: Size, gridAxis: Axis, filled: Int = .max, path: String,
    measuring data: SectionData? = nil, from first: Int = 0
  ) throws(LayoutError) {
    leaves.removeAll(keepingCapacity: true)
    trail.removeAll(keepingCapacity: true)
    slotCount = 0
    let box = Size(
      width: group.layoutSize.width.resolved(in: container),
      height: group.layoutSize.height.resolved(in: container))
    let context = Context(gridAxis: gridAxis, filled: filled, data: data, first: first, path: path)
    (size, _) = try layOut(group, box: box, at: Point(x: 0, y: 0), context: context)
  }

  /// What stays the same through one instance's recursion.
  private struct Context {
    let gridAxis: Axis
    let filled: Int
    let data: SectionData?
    let first: Int
    let path: String
  }

  /// The path of the group being laid out, or of its subitem `subitem`: made only for an error.
  private func path(_ context: Context, subitem: Int? = nil) -> String {
    var path = context.path
    for index in trail { path += ".subitems[\(index)].group" }
    if let subitem { path += ".subitems[\(subitem)]" }
    return path
  }

  /// Lays out `group` in a box of `box` at `origin`; returns the group's size and whether any
  /// of its slots was filled.
  private mutating func layOut(
    _ group: LayoutGroup, box: Size, at origin: Point, context: Context
  ) throws(LayoutError) -> (Size, Bool) {
    let axis = group.axis
    let extent = box.value(along: axis)
    guard extent > 0 else {
      throw LayoutError(
        path: path(context),
        message: "the group has no extent along its \(axis.rawValue) axis (\(extent) pt)")
    }
    let spacing = group.interItemSpacing
    var position = 0.0
    var reach = 0.0
    var across = 0.0
    var anyFilled = false
    var placed = 0
    var index = 0
    let countExtent = group.count.map { (extent - spacing * Double($0 - 1)) / Double($0) }
    let subitemCount = group.subitems.count
    while true {
      if let count = group.count, placed == count { break }
      let which = index % subitemCount
      let subitem = group.subitems[which]
      var size = Size(
        width: subitem.layoutSize.width.resolved(in: box),
        height: subitem.layoutSize.height.resolved(in: box))
      if let countExtent { size = size.with(countExtent, along: axis) }
      // Whether the subitem fits is decided at its estimates, so the slots are the same
      // measured or not.
      let along = size.value(along: axis)
      if case .item(let item) = subitem, slotCount < context.filled, let data = context.data {
        size = item.measuredBox(
          size,
          measured: data.size(ofItem: context.first + slotCount, default: Size(width: 0, height: 0))
        )
      }
      if group.count == nil {
        let tolerance = 1e-9 * Swift.max(1, extent)
        guard position + along <= extent + tolerance else { break }
        guard along > 0 else {
          throw LayoutError(
            path: path(context, subitem: which),
            message: "a subitem with no extent along its group's axis would repeat forever")
        }
      }
      guard slotCount < GroupFrames.maximumSlots else {
        throw LayoutError(
          path: path(context),
          message: "a group holds more than \(GroupFrames.maximumSlots) item slots")
      }
      // Positions along the scroll axis on the advance grid, so sums of them stay exact.
      let at = origin.moved(
        along: axis,
        by: axis == context.gridAxis ? AdvanceGrid.roundedUp(position) : position)
      let (used, filledHere): (Size, Bool)
      switch subitem {
      case .item(let item):
        filledHere = slotCount < context.filled
        if filledHere { leaves.append(item.frame(inBox: Rect(origin: at, size: size))) }
        slotCount += 1
        used = size
      case .group(let nested):
        trail.append(which)
        (used, filledHere) = try layOut(nested, box: size, at: at, context: context)
        trail.removeLast()
      }
      if filledHere {
        anyFilled = true
        reach = position + used.value(along: axis)
        across = Swift.max(across, used.value(along: axis.other))
      }
      position += used.value(along: axis) + spacing
      placed += 1
      index += 1
    }
    guard placed > 0 else {
      throw LayoutError(
        path: path(context),
        message: "the group (\(extent) pt along its axis) fits none of its subitems")
    }
    // An estimated side is as long as the subitems laid out need; a fixed one grows to hold
    // measured items larger than their slots (ours: nothing reaches past its group).
    var size = box
    size = size.with(
      group.layoutSize.dimension(along: axis).isEstimated
        ? reach : Swift.max(box.value(along: axis), reach), along: axis)
    size = size.with(
      group.layoutSize.dimension(along: axis.other).isEstimated
        ? across : Swift.max(box.value(along: axis.other), across), along: axis.other)
    return (size, anyFilled)
  }
}

extension LayoutItem {
  /// The item's box when its item is measured as `measured`: an estimated side takes the
  /// measured side plus the insets on it, when the measured side is more than 0 (a side of 0 is
  /// not measured: an item of a section given by a count has the strategy's default size, 0 by
  /// 0, and keeps its estimates).
  func measuredBox(_ box: Size, measured: Size) -> Size {
    Size(
      width: layoutSize.width.isEstimated && measured.width > 0
        ? measured.width + contentInsets.left + contentInsets.right : box.width,
      height: layoutSize.height.isEstimated && measured.height > 0
        ? measured.height + contentInsets.top + contentInsets.bottom : box.height)
  }

  /// The item's frame in `box`: the box inset by ``contentInsets`` (never negative).
  func frame(inBox box: Rect) -> Rect {
    Rect(
      x: box.x + contentInsets.left, y: box.y + contentInsets.top,
      width: Swift.max(0, box.width - contentInsets.left - contentInsets.right),
      height: Swift.max(0, box.height - contentInsets.top - contentInsets.bottom))
  }
}

extension Size {
  /// The size with its extent along `axis` set to `value`.
  func with(_ value: Double, along axis: Axis) -> Size {
    axis == .horizontal
      ? Size(width: value, height: height) : Size(width: width, height: value)
  }
}
