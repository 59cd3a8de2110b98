import MosaicCore

/// One section's share of a ``FlowTail``.
struct FlowTailSection: Sendable {
  /// The section's first stored line whose frame shifts; earlier lines keep the base's or the
  /// patch's frames. 0 for sections after the moved one.
  let firstShiftedLine: Int
  /// Where the new tops of its shifted stored lines start in ``FlowTail/tops``.
  let topsStart: Int
  /// A grid section's lines, at their new top; `nil` for stored lines.
  let grid: FlowGridLines?
  /// The header's new frame; `nil` when it has none or, in the moved section, when it stays.
  let header: Rect?
  /// The footer's new frame; `nil` when it has none.
  let footer: Rect?
  /// The section's new frame.
  let frame: Rect
}
