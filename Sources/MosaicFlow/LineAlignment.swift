/// How a line of a flow section distributes the space its items leave free along the line.
///
/// UIKit keeps this in a private dictionary (`UIFlowLayoutCommonRowHorizontalAlignmentKey` for
/// lines that closed because the next item did not fit, `UIFlowLayoutLastRowHorizontalAlignmentKey`
/// for the last line); Mosaic exposes it as ``FlowOptions/lineAlignment`` and
/// ``FlowOptions/lastLineAlignment`` so that "left-aligned flow" needs no subclass.
public enum LineAlignment: String, Hashable, Sendable, CaseIterable {
  /// Items flush with both insets and equal gaps between them; a single item is centred between
  /// the insets. UIKit's alignment of every line but the last.
  case justified
  /// Items start at the leading inset, `minimumInteritemSpacing` apart. UIKit's last line.
  case leading
  /// Items `minimumInteritemSpacing` apart, the group centred between the insets.
  case center
  /// Items `minimumInteritemSpacing` apart, the last one flush with the trailing inset.
  case trailing
}
