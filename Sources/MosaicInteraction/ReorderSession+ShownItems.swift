import MosaicCore

/// Which item each cell of the layout shown stands for. During a drag the layout is the
/// proposed order's: the lead at its target, its companions left out, the items gone from a
/// collection they left, an item arriving from another inserted; these map its index paths back
/// to the committed model, so an app keeps one view per item through a drag.
extension ReorderSession {
  /// The committed index path of the item the cell at `path` of ``layout`` shows; `nil` for no
  /// such cell, and for an item arriving from another collection (``ReorderBoard``), which the
  /// model does not hold yet.
  /// - Complexity: O(log lifted).
  public func committedIndexPath(shownAt path: IndexPath) -> IndexPath? {
    guard let drag else { return model.item(at: path) == nil ? nil : path }
    let base = drag.base
    if drag.isAway {
      // The committed order without every lifted item.
      return Self.skipping(base.liftedBySection, path)
    }
    if path == drag.target {
      return base.arrivals.isEmpty ? base.lifted[base.lead] : nil
    }
    var inBase = Self.committedPath(of: path, original: drag.original, target: drag.target)
    if !base.arrivals.isEmpty {
      // The base holds the arriving lead at its start: the cells after it are one on.
      if inBase.section == base.start.section, inBase.item > base.start.item { inBase.item -= 1 }
      return inBase
    }
    return Self.skipping(base.companionsBySection, inBase)
  }

  /// The item the cell at `path` of ``layout`` shows (an arriving item's too); `nil` for no such
  /// cell.
  /// - Complexity: O(log lifted) plus a look-up in the model.
  public func item(shownAt path: IndexPath) -> Item? {
    if let drag, !drag.isAway, path == drag.target { return drag.item }
    return committedIndexPath(shownAt: path).flatMap(model.item(at:))
  }

  /// Where the item at `path` of the order with one item moved from `original` to `target`
  /// sits in the order before the move.
  static func committedPath(of path: IndexPath, original: IndexPath, target: IndexPath)
    -> IndexPath
  {
    if path == target { return original }
    var item = path.item
    if path.section == target.section, item > target.item { item -= 1 }
    if path.section == original.section, item >= original.item { item += 1 }
    return IndexPath(section: path.section, item: item)
  }

  /// `path` of an order that leaves out `skipped` (per section, increasing item indices) in the
  /// order that holds them: its item plus the skipped ones before it, found by binary search
  /// since `skipped[j] - j` never decreases.
  static func skipping(_ skipped: [Int: [Int]], _ path: IndexPath) -> IndexPath {
    guard let items = skipped[path.section] else { return path }
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle] - middle <= path.item { low = middle + 1 } else { high = middle }
    }
    return IndexPath(section: path.section, item: path.item + low)
  }
}
