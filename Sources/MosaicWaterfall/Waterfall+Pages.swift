import MosaicCore
import MosaicHitTest

extension Waterfall {
  /// The most cells a page of a section cut into pages holds: a section of more cells is cut into
  /// pages of about this many consecutive items, so that an update lays it out again from the
  /// page holding its first changed item on, not from the section's start. 500 cells (502
  /// elements with a header and a footer) keep a page's per-element arrays within 4 and 2 KiB
  /// allocation classes.
  static let chunkCellLimit = 500

  /// The cells of a page of a cut section: ``chunkCellLimit``, or ``pageLimit`` when tests set it
  /// lower.
  var chunkLimit: Int { max(1, min(pageLimit, Self.chunkCellLimit)) }

  /// The cells of each full page of `data` laid out with `options` when it is cut into pages: 500
  /// for a section of explicit sizes alone; for a section with items of one size (sized alike,
  /// or holding runs of one size: estimates, measured or not around them), 500 rounded to whole
  /// rows of the columns it uses, so that a full page of such items ends with its columns where
  /// it started them and the pages after it repeat it: up, by at most 8 cells (501 for three
  /// columns: a section of 1,000 items stays on two pages, and 503 elements keep a page's arrays
  /// in their 4 KiB allocation class), else down.
  /// - Complexity: O(pieces of the section's sizes).
  public func cellsPerPage(of data: SectionData, options overrides: WaterfallSectionOptions?)
    -> Int?
  {
    let limit = chunkLimit
    let usedColumns = min(overrides?.columnCount ?? options.columnCount, max(0, data.itemCount))
    let hasRuns: Bool
    switch data.itemSizes {
    case .uniform: hasRuns = true
    case .perItem(let sizes):
      hasRuns = sizes.pieces.contains {
        if case .run = $0 { return true }
        return false
      }
    }
    guard hasRuns, usedColumns > 0, usedColumns <= limit else { return limit }
    let up = (limit + usedColumns - 1) / usedColumns * usedColumns
    return up - limit <= Self.chunkSlack ? up : limit - limit % usedColumns
  }

  /// The most cells ``cellsPerPage(of:options:)`` adds to ``chunkLimit`` to end a page at a whole
  /// row: 508 cells and a header and a footer are 510 elements, within the allocation classes
  /// ``chunkCellLimit`` was chosen for.
  static let chunkSlack = 8

  /// True: where an item lands depends on its size and the columns' ends it starts from, and for
  /// the directions that go round the columns by item number, on the column it starts in, which
  /// the continuation carries (``layOutItems(_:of:options:continuing:into:)``). So a page of
  /// items of one size that ends level is placed again for the next ones.
  public var pagesRepeat: Bool { true }
}
