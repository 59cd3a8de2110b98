import MosaicCarousel
import MosaicCore
import MosaicInteraction

/// The model's name of the item a cell shows, so a client keeps one DOM node per item across
/// drags and batches: during a drag the layout is the proposed order's (the moving item at its
/// target, the items lifted with it left out), which maps back to the committed model in
/// O(log lifted) a cell.
struct ElementNames {
  let session: ReorderSession<ItemName>
  let carousel: CarouselController?
  /// The items lifted with the lead, per section, as committed item indices in order.
  let companions: [Int: [Int]]

  init(session: ReorderSession<ItemName>, carousel: CarouselController?) {
    self.session = session
    self.carousel = carousel
    var companions: [Int: [Int]] = [:]
    let lead = session.leadIndexPath
    for path in session.liftedIndexPaths where path != lead {
      companions[path.section, default: []].append(path.item)
    }
    self.companions = companions
  }

  /// The item's name for a cell, `nil` for any other element.
  func name(of id: ElementID) -> String? { item(of: id)?.description }

  /// The item a cell shows, `nil` for any other element.
  func item(of id: ElementID) -> ItemName? { dataPath(of: id).flatMap(session.model.item(at:)) }

  /// Where in the committed model the item a cell shows sits, `nil` for any other element.
  func dataPath(of id: ElementID) -> IndexPath? {
    guard id.category == .cell else { return nil }
    var path = IndexPath(section: id.section, item: id.item)
    if let carousel {
      // A carousel's cells are virtual copies: the data item is the index modulo the count.
      path.item = carousel.geometry.dataIndex(ofVirtualItem: path.item)
    } else if let original = session.originalIndexPath, let target = session.target {
      if path == target { return session.leadIndexPath }
      path = Self.committedPath(of: path, original: original, target: target)
      if let others = companions[path.section] {
        path.item = Self.committedIndex(of: path.item, skipping: others)
      }
    }
    return path
  }

  /// The committed index of the `index`-th item of a section that is not among `skipped`
  /// (committed indices in increasing order): `index` plus the skipped items before it, found by
  /// binary search since `skipped[j] - j` never decreases.
  static func committedIndex(of index: Int, skipping skipped: [Int]) -> Int {
    var low = 0
    var high = skipped.count
    while low < high {
      let middle = (low + high) / 2
      if skipped[middle] - middle <= index { low = middle + 1 } else { high = middle }
    }
    return index + low
  }

  /// Where the item at `path` of the proposed order (`original` moved to `target`) sits in the
  /// committed order.
  static func committedPath(of path: IndexPath, original: IndexPath, target: IndexPath)
    -> IndexPath
  {
    if path == target { return original }
    var item = path.item
    if path.section == target.section, item > target.item { item -= 1 }
    if path.section == original.section, item >= original.item { item += 1 }
    return IndexPath(section: path.section, item: item)
  }
}
