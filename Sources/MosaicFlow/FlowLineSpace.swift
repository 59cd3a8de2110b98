import MosaicCore

/// The room one section's lines have, across (on the line axis) and between lines.
struct FlowLineSpace {
  /// Where a line starts: the section inset at the start of the line axis.
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
  init(metrics: FlowSectionMetrics, dimension: Double, lineAxis: Axis) {
    let inset = metrics.sectionInset
    begin = inset.leading(along: lineAxis)
    available = dimension - begin - inset.trailing(along: lineAxis)
    interitemSpacing = metrics.minimumInteritemSpacing
    lineSpacing = metrics.minimumLineSpacing
    lineAdvance = AdvanceGrid.roundedUp(metrics.minimumLineSpacing)
  }
}
