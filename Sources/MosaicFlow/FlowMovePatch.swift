import MosaicCore

/// The cells and lines one move re-packed in one section of a ``FlowLayout``.
struct FlowMovePatch: Sendable {
  /// The section.
  let section: Int
  /// The first re-packed item; the patched items are `firstItem..<firstItem + frames.count`.
  let firstItem: Int
  /// The re-packed cells' frames, in item order.
  let frames: ContiguousArray<Rect>
  /// The re-packed lines.
  let lines: FlowPatchedLines
  /// The section's old lines they replace.
  let replacedLines: Range<Int>
  /// The section's lines of more than one item, after the move.
  let multiItemLineCount: Int
  /// Everything after the re-packed run, when the move shifted it along the scroll axis.
  let tail: FlowTail?
}
