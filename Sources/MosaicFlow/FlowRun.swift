import MosaicCore

/// The shape of an arithmetic page (``FlowPage/run``): complete lines of `perLine` items of one
/// size, one after another.
struct FlowRun: Sendable {
  /// The number of lines.
  let lineCount: Int
  /// The items of every line.
  let perLine: Int
  /// Every item's size.
  let size: Size
  /// Every line's thickness: the item's extent along the scroll axis.
  let thickness: Double
  /// From one line's top to the next's: the thickness and the line spacing, each rounded up to
  /// ``AdvanceGrid``, as a prepare advances.
  let advance: Double
}
