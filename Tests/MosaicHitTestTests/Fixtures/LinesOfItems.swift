import MosaicCore
import MosaicHitTest

/// A section layout that can be cut into pages only between its lines, as a flow is: items wrap
/// into lines across the scroll axis (a line holds the next item while it fits in the layout
/// dimension, `spacing` apart; the first always), each line centred across and as long as its
/// longest item, lines `lineSpacing` apart. A line's frames depend on all of its items, so a page
/// ends at the last line end within the items asked for (or after the first line, when that one
/// alone passes them) and says so in ``SectionCut/end``; nothing carries over to the next page.
struct LinesOfItems: SectionLayoutStrategy, Hashable {
  struct Options: LayoutOptions {
    var spacing = 2.0
    var lineSpacing = 3.0
    var cellsPerPage = 100
    var scrollDirection = ScrollDirection.vertical
    var pagesRepeat = false
    init() {}
    init(
      spacing: Double, lineSpacing: Double, cellsPerPage: Int, scrollDirection: ScrollDirection,
      pagesRepeat: Bool = false
    ) {
      self.spacing = spacing
      self.lineSpacing = lineSpacing
      self.cellsPerPage = cellsPerPage
      self.scrollDirection = scrollDirection
      self.pagesRepeat = pagesRepeat
    }
  }

  static let name = "lines-of-items"
  static let summary = "test fixture: items wrapped into lines, cut into pages between lines"
  var options: Options
  var sectionOptions: [Int: Options]

  init(options: Options, sectionOptions: [Int: Options]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  var scrollDirection: ScrollDirection { options.scrollDirection }
  func cellsPerPage(of data: SectionData, options override: Options?) -> Int? {
    (override ?? options).cellsPerPage
  }
  var pagesRepeat: Bool { options.pagesRepeat }
  /// A line's frames depend on all of its items: pages end between lines.
  var choosesPageEnds: Bool { true }
  var defaultItemSize: Size { Size(width: 30, height: 20) }

  func options(forSection section: Int) -> Options? { sectionOptions[section] }

  func layOutSection(
    _ data: SectionData, options override: Options?, into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    try layOutItems(
      0..<data.itemCount, of: data, options: override, continuing: [], into: &writer
    ).length
  }

  func layOutItems(
    _ items: Range<Int>, of data: SectionData, options override: Options?,
    continuing _: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut {
    let axis = writer.scrollAxis
    let chosen = override ?? options
    let spacing = Swift.max(0, chosen.spacing)
    // Along the scroll axis on the grid, so sums are exact wherever pages are cut.
    let lineSpacing = AdvanceGrid.roundedUp(Swift.max(0, chosen.lineSpacing))
    var position = items.lowerBound == 0 ? writer.writeHeader(of: data) : 0
    var first = items.lowerBound
    while first < data.itemCount {
      // The line from `first`: its end, its extent across and its length.
      var end = first
      var across = 0.0
      var length = 0.0
      while end < data.itemCount {
        let size = data.size(ofItem: end, default: defaultItemSize)
        let extent = size.value(along: axis.other)
        let next = end == first ? extent : across + spacing + extent
        if end > first, next > writer.dimension { break }
        across = next
        length = Swift.max(length, size.value(along: axis))
        end += 1
      }
      // A line past the items asked for starts the next page, unless it is the page's first.
      if first > items.lowerBound, end > items.upperBound { break }
      var offset = Swift.max(0, (writer.dimension - across) / 2)
      for item in first..<end {
        let size = data.size(ofItem: item, default: defaultItemSize)
        writer.appendCell(
          Rect(
            axis: axis, along: position, across: offset, alongExtent: size.value(along: axis),
            acrossExtent: size.value(along: axis.other)))
        offset += size.value(along: axis.other) + spacing
      }
      position += AdvanceGrid.roundedUp(length)
      first = end
      if first < data.itemCount { position += lineSpacing }
    }
    guard first == data.itemCount else { return SectionCut(length: position, end: first) }
    return SectionCut(length: writer.writeFooter(of: data, at: position), end: first)
  }
}
