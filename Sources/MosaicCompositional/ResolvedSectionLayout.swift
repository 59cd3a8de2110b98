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
  }

  /// The leaf slots of one group instance.
  var slotCount: Int { template.slotCount }

  /// One instance of the group holding items `first ..< first + filled` of `data`, laid out
  /// with their measured sizes when the group ``measures`` (a side measured 0 keeps its
  /// estimate: items of a section of a count alone are 0 by 0), else the template.
  func instance(startingAt first: Int, filled: Int, of data: SectionData, scrollAxis: Axis)
    throws(LayoutError) -> GroupFrames
  {
    guard measures else { return template }
    let measured: (Int) -> Size?
    switch data.itemSizes {
    case .uniform(let size): measured = { _ in size }
    case .perItem(let sizes): measured = { sizes[first + $0] }
    }
    return try GroupFrames(
      group: section.group, in: container, gridAxis: scrollAxis, filled: filled, path: path,
      measured: measured)
  }
}
