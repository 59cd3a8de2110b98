import MosaicCore
import MosaicTestSupport
import MosaicWaterfall
import MosaicWaterfallTestSupport

/// A plain port of CHTCollectionViewWaterfallLayout's `prepare()`, vertical only, with Mosaic's
/// decisions (no interitem spacing subtracted from an empty section, zero-width columns when there
/// is no room): one height per column, a scan for the shortest. Horizontal layouts are computed by
/// transposing the input, laying it out vertically and transposing the frames back.
///
/// Every advance down the page (insets, header and footer heights, an item's height and the
/// spacing after it) is rounded to `AdvanceGrid` first, as Mosaic does so that positions are exact
/// sums; a whole-number input is unaffected.
struct ReferenceWaterfall {
  var cells: [[Rect]] = []
  var headers: [Rect?] = []
  var footers: [Rect?] = []
  var sections: [Rect] = []
  var contentSize = Size.zero

  init(_ testCase: RandomWaterfallCase) {
    guard testCase.options.scrollDirection == .horizontal else {
      self.init(vertical: testCase)
      return
    }
    var transposed = testCase
    transposed.options.scrollDirection = .vertical
    transposed.options.headerInset = testCase.options.headerInset.transposed
    transposed.options.footerInset = testCase.options.footerInset.transposed
    transposed.options.sectionInset = testCase.options.sectionInset.transposed
    transposed.options.itemSize = testCase.options.itemSize.transposed
    transposed.sectionOptions = testCase.sectionOptions.mapValues { overrides in
      var result = overrides
      result.headerInset = overrides.headerInset?.transposed
      result.footerInset = overrides.footerInset?.transposed
      result.sectionInset = overrides.sectionInset?.transposed
      return result
    }
    transposed.sections = testCase.sections.map(\.transposed)
    transposed.viewport = testCase.viewport.transposed
    self.init(vertical: transposed)
    cells = cells.map { $0.map(\.transposed) }
    headers = headers.map { $0?.transposed }
    footers = footers.map { $0?.transposed }
    sections = sections.map(\.transposed)
    contentSize = contentSize.transposed
  }

  private init(vertical testCase: RandomWaterfallCase) {
    let options = testCase.options
    let viewport = testCase.viewport
    let width = max(
      0, viewport.size.width - viewport.contentInset.left - viewport.contentInset.right)
    func floored(_ value: Double) -> Double {
      guard let scale = viewport.scale else { return value }
      return (value * scale).rounded(.down) / scale
    }
    let q = AdvanceGrid.roundedUp
    var top = 0.0
    for (index, data) in testCase.sections.enumerated() {
      let overrides = testCase.sectionOptions[index]
      let columnCount = overrides?.columnCount ?? options.columnCount
      let columnSpacing = overrides?.minimumColumnSpacing ?? options.minimumColumnSpacing
      let interitem = overrides?.minimumInteritemSpacing ?? options.minimumInteritemSpacing
      let inset = overrides?.sectionInset ?? options.sectionInset
      let headerInset = overrides?.headerInset ?? options.headerInset
      let footerInset = overrides?.footerInset ?? options.footerInset
      let headerHeight = data.header?.height ?? overrides?.headerHeight ?? options.headerHeight
      let footerHeight = data.footer?.height ?? overrides?.footerHeight ?? options.footerHeight
      let start = top

      top += q(headerInset.top)
      if headerHeight > 0 {
        headers.append(
          Rect(
            x: headerInset.left, y: top,
            width: max(0, width - headerInset.left - headerInset.right), height: headerHeight))
        top += q(headerHeight) + q(headerInset.bottom)
      } else {
        headers.append(nil)
      }

      top += q(inset.top)
      var heights = [Double](repeating: top, count: columnCount)
      let room = width - inset.left - inset.right
      let itemWidth = floored(
        max(0, (room - Double(columnCount - 1) * columnSpacing) / Double(columnCount)))
      let tolerance = overrides?.placementTolerance ?? options.placementTolerance
      var cursor = 0
      var frames: [Rect] = []
      for item in 0..<data.itemCount {
        // The span rule as the docs state it: the start column whose window's tallest column
        // ends lowest, ties to the lowest; with a tolerance, the first candidate at or after the
        // cursor, else the first.
        let span = min(data.span(ofItem: item)?.columns(of: columnCount) ?? 1, columnCount)
        let column: Int
        switch options.itemRenderDirection {
        case .shortestFirst:
          let tops = (0...(columnCount - span)).map { heights[$0..<$0 + span].max() ?? 0 }
          let lowest = tops.min() ?? 0
          if let tolerance {
            let candidates = tops.indices.filter { tops[$0] <= lowest + tolerance }
            column = candidates.first { $0 >= cursor } ?? candidates[0]
          } else {
            column = tops.firstIndex(of: lowest) ?? 0
          }
        case .leftToRight: column = item % columnCount
        case .rightToLeft: column = columnCount - 1 - item % columnCount
        }
        cursor = column + span
        let width = itemWidth > 0 ? Double(span) * itemWidth + Double(span - 1) * columnSpacing : 0
        let size = data.size(ofItem: item, default: options.itemSize)
        let height =
          size.width > 0 && size.height > 0 ? floored(size.height * width / size.width) : 0
        let y = heights[column..<column + span].max() ?? 0
        frames.append(
          Rect(
            x: inset.left + (itemWidth + columnSpacing) * Double(column), y: y, width: width,
            height: height))
        for spanned in column..<column + span { heights[spanned] = y + q(height) + q(interitem) }
      }
      cells.append(frames)
      if data.itemCount > 0, let tallest = heights.max() { top = tallest - q(interitem) }
      top += q(inset.bottom)

      top += q(footerInset.top)
      if footerHeight > 0 {
        footers.append(
          Rect(
            x: footerInset.left, y: top,
            width: max(0, width - footerInset.left - footerInset.right), height: footerHeight))
        top += q(footerHeight) + q(footerInset.bottom)
      } else {
        footers.append(nil)
      }
      sections.append(Rect(x: 0, y: start, width: width, height: top - start))
    }
    contentSize = Size(width: width, height: max(top, options.minimumContentHeight))
  }
}
