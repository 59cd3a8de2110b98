import MosaicCore
import MosaicHitTest

/// Headers and footers as the fixtures cut into pages write them: across the whole dimension,
/// their extents along the scroll axis rounded up to ``AdvanceGrid`` as advances, so sums are
/// exact wherever pages are cut.
extension SectionWriter {
  /// Sets `data`'s header at 0 when it has an extent along the scroll axis; returns where the
  /// items start (0 without one).
  mutating func writeHeader(of data: SectionData) -> Double {
    guard let header = data.header, header.value(along: scrollAxis) > 0 else { return 0 }
    let extent = header.value(along: scrollAxis)
    setHeader(
      Rect(axis: scrollAxis, along: 0, across: 0, alongExtent: extent, acrossExtent: dimension))
    return AdvanceGrid.roundedUp(extent)
  }

  /// Sets `data`'s footer at `position` when it has an extent along the scroll axis; returns
  /// where the section ends.
  mutating func writeFooter(of data: SectionData, at position: Double) -> Double {
    guard let footer = data.footer, footer.value(along: scrollAxis) > 0 else { return position }
    let extent = footer.value(along: scrollAxis)
    setFooter(
      Rect(
        axis: scrollAxis, along: position, across: 0, alongExtent: extent,
        acrossExtent: dimension))
    return position + AdvanceGrid.roundedUp(extent)
  }
}
