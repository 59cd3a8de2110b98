import MosaicCore
import MosaicHitTest

extension PagedFlow {
  package func layOutSection(
    _ data: SectionData, options overrides: FlowSectionOptions?, into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    try layOutItems(
      0..<data.itemCount, of: data, options: overrides, continuing: [], into: &writer
    ).length
  }

  /// Writes the lines holding items from `items.lowerBound` on, from 0 along the scroll axis (the
  /// header and the section inset's leading side first when the section starts here): every line
  /// that ends within `items`, or the first alone when it runs past them, and the section inset's
  /// trailing side and the footer after the section's last line. The continuation is one number:
  /// 1 while every line so far held one item (UIKit then aligns the last line as a complete
  /// one), else 0. Positions along the scroll axis are written unrounded (the layout places them
  /// on the pixel grid, ``placesOriginsOnPixelGrid``); across, on it. Each line is ended
  /// (``/MosaicHitTest/SectionWriter/endLine()``), so pages are indexed by their lines.
  ///
  /// Every line is packed, a grid's too: packing a line of equal items gives the grid's line.
  /// Only a grid's last line differs (it keeps the columns of a full one), so only the page that
  /// ends the section asks whether the section is a grid (``gridSize(of:metrics:)``), and
  /// returns the answer as the state at the section's end
  /// (``endState(after:of:changing:options:)``; an update that worked it out already hands it
  /// over, ``/MosaicHitTest/SectionWriter/sectionEnd``).
  /// - Complexity: O(items written), no allocation but the continuation; the page that ends
  ///   the section adds what ``gridSize(of:metrics:)`` costs.
  package func layOutItems(
    _ items: Range<Int>, of data: SectionData, options overrides: FlowSectionOptions?,
    continuing continuation: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut {
    let scrollAxis = writer.scrollAxis
    let metrics = FlowSectionMetrics(
      flow.options, overriddenBy: overrides,
      referenceInset: flow.options.sectionInsetReference.addedInset(
        in: writer.viewport, scrollDirection: scrollDirection))
    let stack = SectionStack(scrollAxis: scrollAxis, sectionInset: metrics.sectionInset)
    var top = 0.0
    if items.lowerBound == 0 {
      let headerExtent = metrics.headerExtent(data.header, along: scrollAxis)
      let head = stack.head(from: 0, headerExtent: headerExtent)
      if let header = head.header {
        writer.setHeader(spanning(along: header, extent: headerExtent, in: writer))
      }
      top = head.items
    }
    var lines = FlowSectionLines(
      top: top, everyLineSingle: items.lowerBound == 0 || continuation.first == 1)
    let space = FlowLineSpace(
      metrics: metrics, dimension: writer.dimension, lineAxis: scrollAxis.other)
    let unsized = flow.unsizedItemSize
    // Asked only by a page that writes the section's last line; an update may know already.
    let known = writer.sectionEnd
    let grid = { () -> Size? in
      guard let known else { return gridSize(of: data, metrics: metrics) }
      return Self.gridSize(ofEnding: known)
    }
    switch data.itemSizes {
    case .uniform(let size):
      lines.layOutUniformLines(
        items, count: data.itemCount, size: size ?? unsized, metrics: metrics, in: space,
        gridSize: grid, writer: &writer)
    case .perItem(let sizes):
      if let array = sizes.contiguousSizes {
        lines.layOutLines(
          items, of: array, metrics: metrics, in: space, gridSize: grid, writer: &writer)
      } else {
        lines.layOutLines(
          items, of: sizes, metrics: metrics, in: space, gridSize: grid, writer: &writer)
      }
    }
    guard lines.next == data.itemCount else {
      return SectionCut(
        length: lines.top, continuation: [lines.everyLineSingle ? 1 : 0], end: lines.next)
    }
    let footerExtent = metrics.footerExtent(data.footer, along: scrollAxis)
    let tail = stack.tail(from: lines.end, footerExtent: footerExtent)
    if let footer = tail.footer {
      writer.setFooter(spanning(along: footer, extent: footerExtent, in: writer))
    }
    // Whether the section is a grid decides its last line.
    var ending: [Double] = []
    if metrics.keepsGridPitch {
      ending = lines.gridSize.map(Self.gridEnding) ?? Self.packedEnding
    }
    return SectionCut(length: tail.end, continuation: ending, end: data.itemCount)
  }

  /// A header or footer `extent` long from `along`, across the whole layout dimension.
  private func spanning(along: Double, extent: Double, in writer: borrowing SectionWriter) -> Rect {
    Rect(
      axis: writer.scrollAxis, along: along, across: 0, alongExtent: extent,
      acrossExtent: writer.dimension)
  }

  /// The one size of a section laid out as a grid (``Flow``'s rule: items of one size under the
  /// alignments that keep the grid's pitch), `nil` for one packed into lines.
  /// - Complexity: O(1) for sizes given by a count or by runs; up to O(items) for explicit sizes
  ///   (to the first that differs).
  func gridSize(of data: SectionData, metrics: FlowSectionMetrics) -> Size? {
    metrics.keepsGridPitch ? data.uniformSize(default: flow.unsizedItemSize) : nil
  }
}
