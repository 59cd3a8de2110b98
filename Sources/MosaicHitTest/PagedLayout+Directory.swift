import MosaicCore

extension PagedLayout {
  /// The scroll axis.
  var axis: Axis { scrollDirection.scrollAxis }

  /// The page holding `section`, which must be in range: the last page starting at or before it
  /// (pages without sections share their first section with the next and are skipped).
  /// - Complexity: O(log pages).
  func page(ofSection section: Int) -> Int {
    var low = 0
    var high = pages.count
    // Invariant: firstSection[low] <= section < firstSection[high].
    while low + 1 < high {
      let mid = (low + high) / 2
      if firstSection[mid] <= section { low = mid } else { high = mid }
    }
    return low
  }

  /// The pages whose elements can meet `low...high` along the scroll axis (a superset: each is
  /// tested exactly afterwards).
  /// - Complexity: O(log pages).
  func pages(reaching low: Double, _ high: Double) -> Range<Int> {
    // The first page whose reach (or an earlier page's) gets to `low`.
    var first = 0
    var end = pages.count
    while first < end {
      let mid = (first + end) / 2
      if reachThrough[mid] >= low { end = mid } else { first = mid + 1 }
    }
    // The first page from which nothing starts at or before `high`.
    var last = first
    end = pages.count
    while last < end {
      let mid = (last + end) / 2
      if startFrom[mid] > high { end = mid } else { last = mid + 1 }
    }
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
    var id = store.elementID(at: element)
    id.section += firstSection[index]
    return LayoutAttributes(
      id: id, frame: Self.placed(store.frame(at: element), origin: origins[index], axis: axis),
      zIndex: store.zIndex(at: element))
  }
}
