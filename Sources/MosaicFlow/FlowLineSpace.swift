import MosaicCore

/// The room one section's lines have, along the main axis (the line) and between lines.
struct FlowLineSpace {
  /// Where a line starts: the section inset at the start of the main axis.
  let begin: Double
  /// The room between the two section insets (`avail`); negative when the insets overlap.
  let available: Double
  /// The least space between two items of a line.
  let interitemSpacing: Double
  /// The space between two lines.
  let lineSpacing: Double
  /// The space between two lines rounded up to ``AdvanceGrid``: how far a line's end is from the
  /// next line's top.
  let lineAdvance: Double

  /// The room of a section with `metrics` in a line dimension of `dimension`.
  init(metrics: FlowSectionMetrics, dimension: Double, mainAxis: Axis) {
    let inset = metrics.sectionInset
    begin = inset.leading(along: mainAxis)
    available = dimension - begin - inset.trailing(along: mainAxis)
    interitemSpacing = metrics.minimumInteritemSpacing
    lineSpacing = metrics.minimumLineSpacing
    lineAdvance = AdvanceGrid.roundedUp(metrics.minimumLineSpacing)
  }
}
