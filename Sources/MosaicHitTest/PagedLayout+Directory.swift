import MosaicCore

extension PagedLayout {
  /// The scroll axis.
  var axis: Axis { scrollDirection.scrollAxis }

  /// The pages holding `section`, which must be in range: from the first whose sections reach
  /// past it to the last starting at or before it (pages without sections are skipped).
  /// - Complexity: O(log pages).
  func pages(holding section: Int) -> Range<Int> {
    var low = 0
    var high = pages.count
    // Invariant: firstSection[low] <= section < firstSection[high].
    while low + 1 < high {
      let mid = (low + high) / 2
      if firstSection[mid] <= section { low = mid } else { high = mid }
    }
    // Most sections sit on one page: the page before ends before the section.
    guard low > 0, sectionEnd[low - 1] > section else { return low..<(low + 1) }
    var first = 0
    var end = low
    while first < end {
      let mid = (first + end) / 2
      if sectionEnd[mid] > section { end = mid } else { first = mid + 1 }
    }
    return first..<(low + 1)
  }
  /// The page holding cell `item` of `section` (in range): among ``pages(holding:)``, the last
  /// whose first item is at or before it; the first page when `item` is out of range.
  /// - Complexity: O(log pages).
  func page(ofItem item: Int, inSection section: Int) -> Int {
    let range = pages(holding: section)
    var low = range.lowerBound
    var high = range.upperBound
    // The first page starts the section: later pages continue it from their first item.
    while low + 1 < high {
      let mid = (low + high) / 2
      if firstItems[mid] <= item { low = mid } else { high = mid }
    }
    return low
  }
  /// `local`, an element of page `page`'s store, numbered in the layout: its section moved by
  /// the page's first section, and a cell of a continued section by the page's first item.
  @inline(__always)
  func globalID(_ local: ElementID, page: Int) -> ElementID {
    var id = local
    if id.section == 0 && id.category == .cell { id.item += firstItems[page] }
    id.section += firstSection[page]
    return id
  }

  /// The pages whose elements can meet `low...high` along the scroll axis (a superset: each is
  /// tested exactly afterwards).
  /// - Complexity: O(1) expected plus the pages returned (two binary searches over 250 pages took
  ///   about 280 instructions a point query, callgrind); O(pages) at worst, when elements reach
  ///   far beyond their pages.
  func pages(reaching low: Double, _ high: Double) -> Range<Int> {
    // The first page whose reach (or an earlier page's) gets to `low`: from the lookup table's
    // guess, a step or two either way (the table only ever starts near it).
    let count = pages.count
    var first = lookup.guess(low)
    while first > 0 && reachThrough[first - 1] >= low { first -= 1 }
    while first < count && reachThrough[first] < low { first += 1 }
    // The first page from which nothing starts at or before `high`: the pages between are the
    // ones the caller visits, so walking to it costs what the visit does.
    var last = first
    while last < count && startFrom[last] <= high { last += 1 }
    return first..<last
  }

  /// `frame` of a page whose origin is `origin`, at its place in the layout: moved by the origin
  /// along the scroll axis.
  @inline(__always)
  static func placed(_ frame: Rect, origin: Double, axis: Axis) -> Rect {
    axis == .vertical
      ? Rect(x: frame.x, y: origin + frame.y, width: frame.width, height: frame.height)
      : Rect(x: origin + frame.x, y: frame.y, width: frame.width, height: frame.height)
  }

  /// The attributes of element `element` of page `page`, placed.
  @inline(__always)
  func attributes(_ element: Int, page index: Int) -> LayoutAttributes {
    let store = pages[index].store
    return LayoutAttributes(
      id: globalID(store.elementID(at: element), page: index),
      frame: Self.placed(store.frame(at: element), origin: origins[index], axis: axis),
      zIndex: store.zIndex(at: element))
  }

  /// The page that new section `section` of `input` starts, when the change left it whole: it
  /// holds whole sections (none cut across pages), its first is the old section `section`
  /// continues, and every one of them continues the consecutive old section with the same items
  /// and sizes, and with options `sameOptions(new, old)` says are the same. What an update keeps,
  /// shared and only re-offset; `nil` for any other page.
  /// - Complexity: O(log pages + sections of the page).
  package func unchangedPage(
    startingAt section: Int, input: LayoutInput, change: LayoutChange,
    sameOptions: (_ new: Int, _ old: Int) -> Bool
  ) -> Int? {
    guard let old = change.sections[section].oldSection,
      let page = pageIndex(ofSection: old), firstSection(ofPage: page) == old,
      !pages[page].continuesSection,
      page + 1 == pageCount || !pages[page + 1].continuesSection
    else { return nil }
    // The store read in place from the layout's array: one read out of the page object is a
    // copy, a retain and a release of each of its arrays.
    let stores = self.stores
    let sections = pages[page].sectionCount
    guard section + sections <= input.sections.count else { return nil }
    for local in 0..<sections {
      let new = section + local
      let entry = change.sections[new]
      guard entry.oldSection == old + local,
        entry.isUnchanged(
          oldCount: stores[page].itemCount(inSection: local),
          newCount: input.sections[new].itemCount),
        sameOptions(new, old + local)
      else { return nil }
    }
    return page
  }
}
