import MosaicCore

/// A named section layout resolved for one viewport: its section's container, and the frames of
/// one instance of its group when they depend on nothing else (no estimated dimension), so that
/// laying out a section copies them group by group.
struct ResolvedSectionLayout {
  /// The section layout.
  let section: LayoutSection
  /// The container its group is sized against: the layout's container less the section's
  /// content insets.
  let container: Size
  /// One full instance of the group, laid out unmeasured: the template of every instance when
  /// ``measures`` is false.
  let template: GroupFrames
  /// True when a dimension in the group is estimated: each instance is laid out with its items'
  /// measured sizes.
  let measures: Bool
  /// Where the errors of laying the group out name it.
  let path: String
  /// When the group is one item slot (a list's row): the item, and its box and the group's
  /// size unmeasured, so that a measured row is sized without laying the group out.
  let singleItem: SingleItem?

  /// A group of one item slot, resolved.
  struct SingleItem {
    let item: LayoutItem
    /// The item's box and the group's size at the estimates.
    let box: Size
    let groupSize: Size
    /// Whether the group's width and height are estimated (they then hug the item).
    let hugsWidth: Bool
    let hugsHeight: Bool

    /// The item's frame and the group's size when the item measures `measured`.
    @inline(__always)
    func laidOut(measured: Size) -> (frame: Rect, groupSize: Size) {
      let box = item.measuredBox(self.box, measured: measured)
      let frame = item.frame(inBox: Rect(x: 0, y: 0, width: box.width, height: box.height))
      return (
        frame,
        Size(
          width: hugsWidth ? box.width : Swift.max(groupSize.width, box.width),
          height: hugsHeight ? box.height : Swift.max(groupSize.height, box.height))
      )
    }
  }

  /// `section` resolved in `container` (the layout's), laid out along `scrollAxis`.
  /// - Throws: ``/MosaicCore/LayoutError`` at `path` when the group cannot be laid out there.
  init(
    _ section: LayoutSection, layoutContainer container: Size, scrollAxis: Axis, path: String
  ) throws(LayoutError) {
    self.section = section
    let insets = section.contentInsets
    self.container = Size(
      width: Swift.max(0, container.width - insets.left - insets.right),
      height: Swift.max(0, container.height - insets.top - insets.bottom))
    self.path = path + ".group"
    template = try GroupFrames(
      group: section.group, in: self.container, gridAxis: scrollAxis, path: self.path)
    measures = section.group.isEstimated
    let group = section.group
    if template.slotCount == 1, group.subitems.count == 1, case .item(let item) = group.subitems[0]
    {
      let groupSize = Size(
        width: group.layoutSize.width.resolved(in: self.container),
        height: group.layoutSize.height.resolved(in: self.container))
      var box = Size(
        width: item.layoutSize.width.resolved(in: groupSize),
        height: item.layoutSize.height.resolved(in: groupSize))
      // A count of 1 gives the one copy the group's whole extent along its axis.
      if group.count == 1 { box = box.with(groupSize.value(along: group.axis), along: group.axis) }
      singleItem = SingleItem(
        item: item, box: box, groupSize: groupSize,
        hugsWidth: group.layoutSize.width.isEstimated,
        hugsHeight: group.layoutSize.height.isEstimated)
    } else {
      singleItem = nil
    }
  }

  /// The leaf slots of one group instance.
  var slotCount: Int { template.slotCount }

  /// Lays one instance of the group holding items `first ..< first + filled` of `data` into
  /// `buffer`, with their measured sizes (a side measured 0 keeps its estimate: items of a
  /// section of a count alone are 0 by 0). Called only when the group ``measures``; otherwise
  /// every instance is the ``template``.
  /// - Complexity: O(slots); no allocation once `buffer` has grown.
  func layOutInstance(
    into buffer: inout GroupFrames, startingAt first: Int, filled: Int, of data: SectionData,
    scrollAxis: Axis
  ) throws(LayoutError) {
    try buffer.layOut(
      section.group, in: container, gridAxis: scrollAxis, filled: filled, path: path,
      measuring: data, from: first)
  }
}
