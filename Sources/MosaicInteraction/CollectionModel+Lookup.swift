import MosaicCore

extension CollectionModel {
  /// Where each of `items` is, in their order (`nil` for an item the model does not hold): what a
  /// selection asks of all its items at once.
  ///
  /// An explicit item is confirmed by a scan of the model's explicit items (``indexPath(of:)``),
  /// so asking for many one at a time scans once per item: 1,000 selected items of a model of
  /// 10^6 explicit items scanned 10^9 of them. Here the items the identity index may hold are
  /// gathered first and found in one pass, which stops once every one is found; items the model
  /// does not hold cost O(1) each, numbered items in runs O(chunks) each, and a few explicit
  /// items are still looked up one by one, which is cheaper than hashing the model's items.
  /// - Complexity: O(k) for k items asked, plus, when more than a few may be held as explicit
  ///   items, one pass over the model's explicit items (hashing each).
  public func indexPaths(of items: [Item]) -> [IndexPath?] {
    var paths = [IndexPath?](repeating: nil, count: items.count)
    // Positions in `items` of the explicit items the model may hold.
    var candidates: [Int] = []
    for (index, item) in items.enumerated() {
      if let number = numbering?.number(item), runs.contains(number) {
        paths[index] = indexPath(of: item)
      } else if identities.mayContain(item.hashValue) {
        candidates.append(index)
      }
    }
    // Below this many, a comparison per model item and asked item beats a hash per model item.
    let scansPerPass = 8
    guard candidates.count > scansPerPass else {
      for index in candidates { paths[index] = indexPath(of: items[index]) }
      return paths
    }
    var wanted = Set<Item>(minimumCapacity: candidates.count)
    for index in candidates { wanted.insert(items[index]) }
    var found: [Item: IndexPath] = [:]
    found.reserveCapacity(wanted.count)
    search: for (section, data) in sections.enumerated() {
      var start = 0
      for chunk in data.items.chunks {
        if case .items(let explicit) = chunk {
          for (offset, item) in explicit.enumerated() where wanted.remove(item) != nil {
            found[item] = IndexPath(section: section, item: start + offset)
            if wanted.isEmpty { break search }
          }
        }
        start += chunk.count
      }
    }
    for index in candidates { paths[index] = found[items[index]] }
    return paths
  }
}
