import MosaicCore

/// The data a layout is prepared from, as sections of identified items: what batch updates,
/// reordering and selection change, and what never disagrees with the layout.
///
/// Every item appears exactly once. Sizes live with the data: a section either sizes every item
/// alike (``Section/itemSize``, `nil` for the strategy's default) or carries one size per item
/// (``Section/itemSizes``), and a per-item size travels with its item when it moves.
///
/// With self-sizing estimates on (``estimatedItemSize``), a section given by its items alone (no
/// ``Section/itemSize``, no ``Section/itemSizes``) holds items at the estimate that own their
/// sizes: a measured size (``resizing(_:)``) turns it into a section of per-item sizes, the
/// unmeasured items keeping the estimate.
public struct CollectionModel<Item: Hashable & Sendable>: Sendable {
  /// One section: its items, how they are sized, and its header and footer sizes.
  public struct Section: Sendable, Hashable {
    typealias List = ItemList<Item>

    /// The items, in order: explicit ones, and runs of numbered identities stored in O(1)
    /// (``ItemList/init(numbers:)``).
    public var items: ItemList<Item>
    /// The size of every item when ``itemSizes`` is `nil`; `nil` means the strategy's default.
    public var itemSize: Size?
    /// One size per item, or `nil` when every item has ``itemSize``: runs of one size are stored
    /// once (a section at an estimate with a few items measured is a few pieces), explicit sizes
    /// in chunks an edit copies one at a time.
    public var itemSizes: SizeList?
    /// The header's size; `nil` uses the strategy's reference size.
    public var header: Size?
    /// The footer's size; `nil` uses the strategy's reference size.
    public var footer: Size?

    /// A section of `items` sized alike.
    public init(items: [Item], itemSize: Size? = nil, header: Size? = nil, footer: Size? = nil) {
      self.init(items: ItemList(items), itemSize: itemSize, header: header, footer: footer)
    }

    /// A section of `items` sized alike; a list of runs (``ItemList/init(numbers:)``) is stored
    /// in O(1) whatever its count.
    public init(
      items: ItemList<Item>, itemSize: Size? = nil, header: Size? = nil, footer: Size? = nil
    ) {
      self.items = items
      self.itemSize = itemSize
      self.itemSizes = nil
      self.header = header
      self.footer = footer
    }

    /// A section whose items carry their own sizes (`items` and `sizes` pair up by index).
    public init(items: [Item], sizes: [Size], header: Size? = nil, footer: Size? = nil) {
      self.init(items: ItemList(items), sizes: sizes, header: header, footer: footer)
    }

    /// A section whose items carry their own sizes (`items` and `sizes` pair up by index); the
    /// array is kept as it is, and an edit shares the parts of it around the places it cuts.
    /// - Complexity: O(1).
    public init(items: ItemList<Item>, sizes: [Size], header: Size? = nil, footer: Size? = nil) {
      self.init(items: items, sizes: SizeList(sizes), header: header, footer: footer)
    }

    /// A section whose items carry their own sizes (`items` and `sizes` pair up by index), kept
    /// as they are stored: runs of one size in O(1) (``/MosaicCore/SizeList/init(repeating:count:)``).
    public init(items: ItemList<Item>, sizes: SizeList, header: Size? = nil, footer: Size? = nil) {
      self.items = items
      self.itemSize = nil
      self.itemSizes = sizes
      self.header = header
      self.footer = footer
    }

    /// The layout's view of this section.
    public var data: SectionData {
      SectionData(
        itemCount: items.count, itemSizes: itemSizes.map { .perItem($0) } ?? .uniform(itemSize),
        header: header, footer: footer)
    }
  }

  /// The sections, in order.
  public internal(set) var sections: [Section]

  /// Each section's item count, in order, kept beside the sections by whatever changes them
  /// (the initialiser and a batch): in this generic type, reading a count through `sections[s]`
  /// copies the whole section, and a key path over it runs through the runtime's projection.
  var itemCounts: [Int]

  /// Every explicit item of ``sections`` (every item not in a run) by hash value, with its place
  /// (its section's key and its label, ``ItemLabels``): an O(1) "is this item new?" and an
  /// O(log n) "where is it?". Whatever changes which items the model holds, or their labels,
  /// keeps it in step (only a batch, or a snapshot, does).
  var identities: IdentityIndex

  /// Each section's key, in order: stable while the section exists, so the identity index
  /// survives sections inserted, deleted or moved around it.
  var sectionKeys: [Int]

  /// Section key → the section's index.
  var sectionsByKey: [Int: Int]

  /// The key the next inserted section takes.
  var nextSectionKey: Int

  /// The numbers of the items held in runs and their sections' keys, for the same questions
  /// about numbered items.
  var runs: RunSet

  /// How identities and numbers convert, when any section was given runs.
  var numbering: Numbering<Item>?

  /// The size an item has when neither its section nor the item gives one and estimates are off
  /// (the strategy's default item size); used when such an item moves into a section of per-item
  /// sizes.
  public let defaultItemSize: Size

  /// The size an unmeasured item starts at (the strategy's
  /// ``/MosaicCore/LayoutStrategy/estimatedItemSize``), or `nil` when self-sizing estimates are
  /// off.
  ///
  /// When set, a section given by its items alone owns its items' sizes: they are at the estimate
  /// until ``resizing(_:)`` reports a measured size, an unsized insert gets the estimate, a sized
  /// insert keeps its size, and an item leaving such a section carries its current size. A section
  /// with an ``Section/itemSize`` stays fixed-size either way.
  public private(set) var estimatedItemSize: Size?

  /// Creates a model. Pass the strategy's ``/MosaicCore/LayoutStrategy/defaultItemSize`` and
  /// ``/MosaicCore/LayoutStrategy/estimatedItemSize`` so sizes the data does not give agree with
  /// the layout's; an `estimatedItemSize` of `nil` or `.zero` means estimates are off.
  /// - Throws: ``/MosaicCore/LayoutError`` when an item appears twice, a section's sizes do not
  ///   pair up with its items, or `estimatedItemSize` is negative, not finite or longer than
  ///   ``/MosaicCore/LayoutInput/maximumLength`` (`layout.options.estimatedItemSize`).
  public init(
    sections: [Section], defaultItemSize: Size = Size(width: 50, height: 50),
    estimatedItemSize: Size? = nil
  ) throws(LayoutError) {
    if let estimatedItemSize {
      try LayoutError.checkNonNegative(
        estimatedItemSize, at: "layout.options.estimatedItemSize")
    }
    for (index, section) in sections.enumerated() {
      if let sizes = section.itemSizes, sizes.count != section.items.count {
        throw LayoutError(
          path: "data.sections[\(index)].itemSizes",
          message: "has \(sizes.count) sizes for \(section.items.count) items")
      }
    }
    var sections = sections
    let keys = Array(sections.indices)
    let (identities, runs, numbering) = Self.identityTables(of: &sections, keys: keys)
    // Shared hash values (a repeated item, or a rare collision), or runs: only then are items
    // compared, and a run's items are never made.
    if identities.repeatedCount > 0 || numbering != nil {
      try Self.checkNoRepeats(
        in: sections, repeatedHashes: identities.repeatedCount > 0, numbering: numbering,
        runs: runs)
    }
    self.sections = sections
    var itemCounts: [Int] = []
    itemCounts.reserveCapacity(sections.count)
    for section in sections { itemCounts.append(section.items.count) }
    self.itemCounts = itemCounts
    self.identities = identities
    self.sectionKeys = keys
    self.sectionsByKey = Self.keyTable(keys)
    self.nextSectionKey = keys.count
    self.runs = runs
    self.numbering = numbering
    self.defaultItemSize = defaultItemSize
    // UIKit's spelling of "off" is a zero size.
    self.estimatedItemSize = Self.estimate(estimatedItemSize)
  }

  /// A model whose estimate is exactly `estimate`, a zero size included: the estimate of a
  /// strategy whose unmeasured items are 0 by 0 (a compositional layout's), which is on.
  init(sections: [Section], defaultItemSize: Size, exactEstimate estimate: Size?)
    throws(LayoutError)
  {
    try self.init(
      sections: sections, defaultItemSize: defaultItemSize, estimatedItemSize: estimate)
    estimatedItemSize = estimate
  }

  /// Creates a model paired with `strategy`: its default and estimated item sizes are the
  /// strategy's (``/MosaicCore/LayoutStrategy/defaultItemSize``,
  /// ``/MosaicCore/LayoutStrategy/estimatedItemSize``), so the model and the layout cannot
  /// disagree on the size of an item the data does not size.
  /// - Throws: as ``init(sections:defaultItemSize:estimatedItemSize:)`` does.
  ///
  /// A strategy's estimate is taken as it is, a zero size included: strategies say "off" with
  /// `nil`, and a zero estimate (a compositional layout's) means items are unmeasured at 0 by 0
  /// until resized.
  public init(sections: [Section], pairedWith strategy: some LayoutStrategy) throws(LayoutError) {
    try self.init(
      sections: sections, defaultItemSize: strategy.defaultItemSize,
      exactEstimate: strategy.estimatedItemSize)
  }

  /// An estimate as the model keeps it: `nil` or `.zero` both mean estimates are off (`nil`).
  static func estimate(_ size: Size?) -> Size? { size == .zero ? nil : size }

  /// The identity index of `sections`' explicit items (keyed `keys`, one per section), their
  /// runs' numbers, and the numbering the first run brings. A section whose items are not
  /// labelled (``ItemLabels``) as one list of a model is labelled afresh.
  /// - Complexity: O(explicit items + runs).
  static func identityTables(of sections: inout [Section], keys: [Int]) -> (
    identities: IdentityIndex, runs: RunSet, numbering: Numbering<Item>?
  ) {
    var hashes: [Int] = []
    var places: [ItemPlace] = []
    var ranges: [(range: Range<Int>, owner: Int)] = []
    var numbering: Numbering<Item>?
    for index in sections.indices {
      if !sections[index].items.isLabelled { sections[index].items.labelAfresh() }
      let section = sections[index]
      numbering = numbering ?? section.items.numbering
      section.items.forEachLabelled { item, label in
        hashes.append(item.hashValue)
        places.append(ItemPlace(section: keys[index], label: label))
      }
      for chunk in section.items.chunks {
        if case .run(let numbers) = chunk { ranges.append((numbers, keys[index])) }
      }
    }
    return (
      IdentityIndex(hashes: hashes, places: places),
      RunSet().updating(adding: ranges, removing: []), numbering
    )
  }

  /// Section key → index, for sections keyed `keys` in order.
  /// - Complexity: O(sections).
  static func keyTable(_ keys: [Int]) -> [Int: Int] {
    var table = [Int: Int](minimumCapacity: keys.count)
    for (index, key) in keys.enumerated() { table[key] = index }
    return table
  }

  /// The number of sections.
  public var sectionCount: Int { sections.count }

  /// Every item, section after section (a run's items made one by one).
  /// - Complexity: O(n).
  var allItems: [Item] {
    var items: [Item] = []
    items.reserveCapacity(itemCounts.reduce(0, +))
    for section in sections { section.items.append(to: &items) }
    return items
  }

  /// The number of items in `section`.
  public func itemCount(inSection section: Int) -> Int { itemCounts[section] }

  /// Every section's items, in order.
  /// - Complexity: O(n): runs are written out.
  public var items: [[Item]] { sections.map { Array($0.items) } }

  /// The item at `indexPath`, or `nil` when out of range.
  public func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.section >= 0, indexPath.section < itemCounts.count, indexPath.item >= 0,
      indexPath.item < itemCounts[indexPath.section]
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// Whether the model holds `item`.
  /// - Complexity: ``indexPath(of:)``'s.
  public func contains(_ item: Item) -> Bool { indexPath(of: item) != nil }

  /// Where `item` is, or `nil` when the model does not hold it.
  /// - Complexity: O(1) for an item the model does not hold (its identity index says so); for
  ///   one it does, O(log n) for an explicit item (its place in the index, then a binary search
  ///   of its section by label), O(log runs + its section's chunks) for a numbered item in a run.
  public func indexPath(of item: Item) -> IndexPath? {
    if let number = numbering?.number(item), let key = runs.owner(of: number),
      let section = sectionsByKey[key],
      let index = sections[section].items.index(ofRunNumber: number)
    {
      return IndexPath(section: section, item: index)
    }
    var found: IndexPath?
    _ = identities.place(of: item.hashValue) { place in
      guard let section = sectionsByKey[place.section] else { return false }
      let items = sections[section].items
      guard let index = items.position(ofLabel: place.label), items[index] == item else {
        return false
      }
      found = IndexPath(section: section, item: index)
      return true
    }
    return found
  }

  /// The layout's view of the data.
  public var sectionData: [SectionData] { sections.map { $0.data } }

  /// The size item `index` of `section` has: its own, else its section's, else the estimate when
  /// estimates are on, else the strategy's default.
  func size(ofItem index: Int, inSection section: Int) -> Size {
    let data = sections[section]
    return PlainSection.size(
      ofItem: index, itemSizes: data.itemSizes, itemSize: data.itemSize,
      estimate: estimatedItemSize, standard: defaultItemSize)
  }
}

extension CollectionModel.Section: Codable where Item: Codable {}
