import MosaicCore
import MosaicHitTest

/// A section layout that cuts its sections into pages and carries state from one page to the
/// next: items in `columns` columns, each placed in the column that ends first (ties to the
/// lowest), a header before and a footer after the tallest column. A page ends where its
/// shortest column ends, and the next one starts from the columns' ends relative to there (its
/// continuation), so an update realigns only where the columns' ends come out as they did.
struct ColumnsOfItems: SectionLayoutStrategy, Hashable {
  struct Options: LayoutOptions {
    var columns = 2
    var spacing = 4.0
    var cellsPerPage = 100
    init() {}
    init(columns: Int, spacing: Double, cellsPerPage: Int) {
      self.columns = columns
      self.spacing = spacing
      self.cellsPerPage = cellsPerPage
    }
  }

  static let name = "columns-of-items"
  static let summary = "test fixture: items in columns, cut into pages"
  var options: Options

  init(options: Options, sectionOptions: [Int: NoSectionOptions]) {
    self.options = options
  }

  var scrollDirection: ScrollDirection { .vertical }
  func cellsPerPage(of data: SectionData, options _: NoSectionOptions?) -> Int? {
    options.cellsPerPage
  }
  /// Columns filled shortest first: where an item lands depends on its size and the columns'
  /// ends, never on its number.
  var pagesRepeat: Bool { true }
  var defaultItemSize: Size { Size(width: 30, height: 20) }

  func validateOptions() throws(LayoutError) {
    guard options.columns > 0 else {
      throw LayoutError(path: "layout.options.columns", message: "expected at least 1")
    }
  }

  func layOutSection(
    _ data: SectionData, options _: NoSectionOptions?, into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    try layOutItems(0..<data.itemCount, of: data, options: nil, continuing: [], into: &writer)
      .length
  }

  func layOutItems(
    _ items: Range<Int>, of data: SectionData, options _: NoSectionOptions?,
    continuing continuation: [Double], into writer: inout SectionWriter
  ) throws(LayoutError) -> SectionCut {
    let count = options.columns
    let spacing = AdvanceGrid.roundedUp(options.spacing)
    let width = max(0, (writer.dimension - Double(count - 1) * spacing) / Double(count))
    var ends = continuation
    if items.lowerBound == 0 {
      ends = Array(repeating: writer.writeHeader(of: data), count: count)
    }
    for item in items {
      var column = 0
      for candidate in 1..<count where ends[candidate] < ends[column] { column = candidate }
      let size = data.size(ofItem: item, default: defaultItemSize)
      let height = size.width > 0 ? size.height * width / size.width : 0
      writer.appendCell(
        Rect(x: Double(column) * (width + spacing), y: ends[column], width: width, height: height))
      ends[column] += AdvanceGrid.roundedUp(height) + spacing
    }
    guard items.upperBound == data.itemCount else {
      let length = ends.min() ?? 0
      return SectionCut(length: length, continuation: ends.map { $0 - length })
    }
    return SectionCut(length: writer.writeFooter(of: data, at: ends.max() ?? 0))
  }
}
