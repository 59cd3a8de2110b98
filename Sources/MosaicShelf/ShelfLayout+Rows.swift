import MosaicCore

/// Rows computed when asked, from the lines of a base that keeps them
/// (``ShelfLayout/computesOnDemand(_:over:)``): each plank is ``ShelfGeometry/shelf(under:)`` of
/// its line's frame, the very expression a stored row is made with, so both answer alike.
extension ShelfLayout {
  /// The plank under line `index` of `section`, whose frame is `line`.
  @inline(__always)
  func row(section: Int, line: Rect, index: Int) -> LayoutAttributes {
    LayoutAttributes(
      id: ElementID(category: .decoration, kind: kind, section: section, item: index),
      frame: geometry.shelf(under: line), zIndex: options.zIndex)
  }

  /// Appends the planks strictly intersecting `rect`, section by section, line by line.
  ///
  /// A plank starts ``ShelfOptions/offset`` past its line's far edge (rounded to the pixel) and
  /// is ``ShelfOptions/height`` long, so only lines whose far edge lies within that distance of
  /// the rect can hold one that meets it; lines lie within their section's frame (but for half a
  /// pixel of rounding), and sections follow each other along the scroll axis, so the sections
  /// to ask are found by binary search, and the base's search finds their lines.
  /// - Complexity: O(log sections) section frames, plus the base's line search in each section
  ///   crossed and the lines it gives; allocation-free when `results` has capacity.
  func appendRows(in rect: Rect, into results: inout [LayoutAttributes]) {
    guard !rect.isEmpty else { return }
    let axis = base.scrollDirection.scrollAxis
    let pixel = geometry.scale.map { 1 / $0 } ?? 0
    let low = rect.minimum(along: axis)
    let high = low + rect.extent(along: axis)
    let lineLow = low - geometry.offset - geometry.height - pixel
    let lineHigh = high - geometry.offset + pixel
    // Also false for NaN: such a rect meets nothing.
    guard lineLow <= lineHigh else { return }
    let count = base.sectionCount
    var section = firstSection(endingAfter: lineLow - pixel, count: count, along: axis)
    while section < count, let frame = base.sectionFrame(section),
      frame.minimum(along: axis) - pixel <= lineHigh
    {
      base.forEachLineFrame(inSection: section, crossing: lineLow...lineHigh) { index, line in
        let row = row(section: section, line: line, index: index)
        if row.frame.intersects(rect) { results.append(row) }
      }
      section += 1
    }
  }

  /// Calls `body` with every plank, section by section, line by line.
  /// - Complexity: O(lines), one buffer of a section's lines.
  func forEachRow<Failure: Error>(_ body: (LayoutAttributes) throws(Failure) -> Void)
    throws(Failure)
  {
    var lines: [Rect] = []
    for section in 0..<base.sectionCount {
      lines.removeAll(keepingCapacity: true)
      base.appendLineFrames(inSection: section, into: &lines)
      for (index, line) in lines.enumerated() {
        try body(row(section: section, line: line, index: index))
      }
    }
  }

  /// The first of `count` stacked sections whose frame ends past `value` along `axis` (`count`
  /// when none).
  /// - Complexity: O(log sections) section frames.
  private func firstSection(endingAfter value: Double, count: Int, along axis: Axis) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = low + (high - low) / 2
      let frame = base.sectionFrame(mid)
      let end = frame.map { $0.minimum(along: axis) + $0.extent(along: axis) } ?? -.infinity
      if end > value { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
