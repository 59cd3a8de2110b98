/// The arrays every page of a section cut into pages lends its writer in turn (``SectionWriter``'s
/// scratch space and its list of line starts), so that each page's writer starts with room
/// rather than growing fresh arrays again: about twenty reallocations a flow page of 1,000 cells.
struct PageScratch {
  /// The writer's scratch space (``SectionWriter/scratch``).
  private var scratch: (ContiguousArray<Double>, ContiguousArray<Int>) = ([], [])
  /// Where the writer records its lines' starts (copied into the page's index when it is built).
  private var lineStarts = ContiguousArray<Int>()

  /// Hands the arrays to `writer`, which starts with no line.
  mutating func lend(to writer: inout SectionWriter) {
    swap(&writer.scratch, &scratch)
    lineStarts.removeAll(keepingCapacity: true)
    swap(&writer.lineStarts, &lineStarts)
  }

  /// Takes the arrays back from `writer` once its page is built.
  mutating func takeBack(from writer: inout SectionWriter) {
    swap(&writer.scratch, &scratch)
    swap(&writer.lineStarts, &lineStarts)
  }
}
