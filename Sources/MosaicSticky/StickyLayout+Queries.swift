import MosaicCore

extension StickyLayout {
  /// Appends the elements whose frame at `viewport` strictly intersects `rect`, in element order.
  ///
  /// A pinned header or footer is included when its pinned frame intersects `rect`, even if its
  /// natural frame does not, and left out when only its natural frame does. The base answers for
  /// everything else; headers and footers are then rebuilt from the sections overlapping `rect`,
  /// in place in `results`.
  /// - Complexity: the base's query, plus O(log sections + sections overlapping `rect`) base
  ///   look-ups; allocation-free when `results` has capacity.
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.elements(in: rect, viewport: viewport, into: &results)
    replaceSupplementaries(
      of: sections(overlapping: rect), in: &results, from: start, keepingOnly: rect,
      viewport: viewport)
  }

  /// The base's: pinning moves headers and footers, never a cell, and keeps the base's cells in
  /// their order.
  /// - Complexity: the base's.
  public func indexPathsForItems(
    in rect: Rect, viewport: Viewport, into indexPaths: inout [IndexPath],
    buffer: inout [LayoutAttributes]
  ) {
    base.indexPathsForItems(in: rect, viewport: viewport, into: &indexPaths, buffer: &buffer)
  }

  /// Appends every element at `viewport`, pinned ones at their pinned frame, in element order.
  /// - Complexity: O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.allElements(viewport: viewport, into: &results)
    replaceSupplementaries(
      of: 0..<sectionCount, in: &results, from: start, keepingOnly: nil, viewport: viewport)
  }

  /// Replaces the headers and footers in `results[start...]` with those of `sections` at
  /// `viewport` that intersect `rect` (all of them when `rect` is `nil`), and puts the segment in
  /// element order: cells, headers by section, footers by section, then the rest as it was.
  ///
  /// Works in place: the base's headers and footers are compacted away, the new ones appended,
  /// and the rest rotated behind them by three reversals.
  /// - Complexity: O(segment + sections) plus three base look-ups per section.
  private func replaceSupplementaries(
    of sections: Range<Int>, in results: inout [LayoutAttributes], from start: Int,
    keepingOnly rect: Rect?, viewport: Viewport
  ) {
    var kept = start
    for index in start..<results.count {
      let category = results[index].id.category
      guard category != .header && category != .footer else { continue }
      if index != kept { results.swapAt(index, kept) }
      kept += 1
    }
    results.removeSubrange(kept...)

    var cellsEnd = start
    while cellsEnd < kept && results[cellsEnd].id.category == .cell { cellsEnd += 1 }

    appendSupplementaries(
      .header, of: sections, to: &results, keepingOnly: rect, viewport: viewport)
    appendSupplementaries(
      .footer, of: sections, to: &results, keepingOnly: rect, viewport: viewport)

    // [cellsEnd, kept) holds the rest (decorations); move it behind the headers and footers.
    guard cellsEnd < kept, kept < results.count else { return }
    results[cellsEnd..<kept].reverse()
    results[kept...].reverse()
    results[cellsEnd...].reverse()
  }

  /// Appends the `category` element of each of `sections` that intersects `rect` (every one when
  /// `rect` is `nil`), pinned when that kind pins.
  private func appendSupplementaries(
    _ category: ElementCategory, of sections: Range<Int>, to results: inout [LayoutAttributes],
    keepingOnly rect: Rect?, viewport: Viewport
  ) {
    for section in sections {
      guard
        let attributes = supplementary(ofSection: section, category: category, viewport: viewport)
      else { continue }
      if let rect, !attributes.frame.intersects(rect) { continue }
      results.append(attributes)
    }
  }
}
