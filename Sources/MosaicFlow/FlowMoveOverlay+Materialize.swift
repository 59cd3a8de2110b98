import MosaicCore
import MosaicHitTest

extension FlowMoveOverlay {
  /// The move made permanent: a plain ``FlowLayout``, equal query for query. When only the
  /// patch's cells moved, the base's store with their frames replaced, its index rebuilt and its
  /// lines spliced; when later elements shifted, a full prepare of the moved data.
  /// `nil` only if that prepare throws, which cannot happen for data the base accepted (the same
  /// sizes in another order, and the shift checked the content's extent); callers then keep the
  /// overlay, which answers the same.
  /// - Complexity: O(elements): a copy of the frames and an index build, or a prepare.
  public func materialized() -> FlowLayout? {
    guard patch.tail == nil else {
      return try? base.flow.prepare(
        LayoutInput(sections: sections, viewport: base.preparedViewport))
    }
    var store = base.store
    store.replaceCellFrames(startingAt: firstElement, with: patch.frames)
    let indexed = IndexedLayout(
      store: store, scrollDirection: base.scrollDirection, viewport: base.preparedViewport)
    let lines = base.lines.replacingLines(
      patch.replacedLines, inSection: patch.section, with: patch.lines,
      multiItemLineCount: patch.multiItemLineCount)
    return FlowLayout(indexed: indexed, lines: lines, flow: base.flow)
  }
}
