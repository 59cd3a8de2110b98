import MosaicCore

/// A run of consecutive pages of a ``PagedLayout`` laid one after the other from 0, with a
/// ``PageDirectory`` relative to the block: the unit an update keeps.
///
/// A layout of many pages keeps them in blocks so that an update that shares most pages writes
/// a directory of blocks, not of pages (copying every kept page into a new layout's arrays took
/// a fifth of an update at 10^6 waterfall items in 1,000 sections). A block holds its pages and
/// nothing copied out of them: queries read a page's ``LayoutPage/probe`` and ``LayoutPage/store``
/// in place, so a block rebuilt by an update retains each of its pages once, not their arrays.
///
/// A final class: an update shares a kept block by reference.
package final class PageBlock: Sendable {
  /// How many pages a block gathers before a page that starts a section begins the next one;
  /// a chain of pages continuing one section is cut every this many pages.
  static let pageLimit = 32
  /// Pages whose first sections fall in different runs of this many sections are never in one
  /// block, so a change to the pages of one run regroups that run's blocks only.
  static let sectionRun = 32

  /// The pages, in scroll order.
  package let pages: ContiguousArray<LayoutPage>
  /// Where the pages sit, relative to the block's origin.
  let directory: PageDirectory
  /// The length of the chain of continuing pages the first page ends, modulo the builder's page
  /// limit (0 when it starts its section): what decides whether the block is cut again alike.
  let leadingChain: Int
  /// What the layout's directory needs of the block.
  package let entry: PageDirectory.Entry
  /// The widest page's content across the scroll axis.
  let crossExtent: Double
  /// The number of cells of each of the block's sections (of its part of the first one when that
  /// continues a section begun before the block): what an update compares a new section's count
  /// with, read here rather than out of each page's store.
  let itemCounts: ContiguousArray<Int>
  /// The number of continuing pages that end the block.
  let trailingChain: Int
  /// The number of pages.
  var pageCount: Int { pages.count }

  /// A block of `pages`, the first at the block's origin, the first ending a chain of
  /// `leadingChain` continuing pages; `firstItems` gives, per page, the item its local section 0
  /// continues from there (a page may be repeated at several, see ``LayoutPage/firstItem``).
  /// - Complexity: O(pages); no frame is read or copied.
  init(_ pages: ArraySlice<LayoutPage>, firstItems: ArraySlice<Int>, leadingChain: Int) {
    self.leadingChain = leadingChain
    let pages = ContiguousArray(pages)
    let firstItems = ContiguousArray(firstItems)
    self.pages = pages
    crossExtent = pages.reduce(0) { Swift.max($0, $1.crossExtent) }
    let directory = PageDirectory(count: pages.count) { index in
      let page = pages[index]
      return PageDirectory.Entry(
        length: page.length, sectionCount: page.sectionCount, firstItem: firstItems[index],
        cellCount: page.cellCount, elementCount: page.elementCount, low: page.alongMinimum,
        high: page.alongMaximum)
    }
    self.directory = directory
    var itemCounts = ContiguousArray<Int>(repeating: 0, count: directory.sectionCount)
    var trailingChain = 0
    for (index, page) in pages.enumerated() {
      let first = directory.firstSection(index)
      for local in 0..<page.sectionCount {
        itemCounts[first + local] += page.store.itemCount(inSection: local)
      }
      trailingChain = page.continuesSection ? trailingChain + 1 : 0
    }
    self.itemCounts = itemCounts
    self.trailingChain = trailingChain
    let span = directory.span
    entry = PageDirectory.Entry(
      length: directory.length, sectionCount: directory.sectionCount,
      firstItem: firstItems.first ?? 0, cellCount: directory.cellCount,
      elementCount: directory.cellCount + directory.supplementaryCount, low: span.low,
      high: span.high)
  }

  /// Heap bytes held by the block: its pages, arrays and directory.
  var byteCount: Int {
    pages.reduce(0) { $0 + $1.byteCount } + pages.capacity * 8 + directory.byteCount
      + itemCounts.capacity * 8
  }
}
