/// How the items of a batch update's old data map to the new data: which old section each new
/// section continues, which items left or arrived where, which moved explicitly and which were
/// reloaded. What a transition, the scroll anchor and `mosaic simulate`'s `transition` object read.
///
/// Storage follows the batch, not the data: per section its index on the other side and its item
/// count, and per section touched the sorted indexes items left from and arrived at. The survivors
/// of a section keep their order, so an item's index on the other side is its index less the
/// departures before it plus the arrivals before where it lands: two binary searches per look-up.
/// A batch in a section of 10^6 items costs O(changes + sections) to build and O(log changes) per
/// look-up; only the full ``moved()`` list is O(items whose path changed).
public struct ItemMapping: Hashable, Sendable {
  /// For each old section, its new index, or `nil` when it was deleted.
  public let newSectionOfOld: [Int?]
  /// For each new section, the old section it continues, or `nil` when it was inserted.
  public let oldSectionOfNew: [Int?]
  /// The number of items of each old section.
  public let oldItemCounts: [Int]
  /// The number of items of each new section.
  public let newItemCounts: [Int]
  /// Per old section that continues, the sorted old item indexes that leave it (deleted or moved
  /// out); absent when none leaves.
  let departures: [Int: [Int]]
  /// Per new section, the sorted new item indexes where items arrive (inserted or moved in).
  let arrivals: [Int: [Int]]
  /// Explicit moves, old index path → new index path.
  let movedTo: IndexPathPairs
  /// Explicit moves, new index path → old index path.
  let movedFrom: IndexPathPairs
  /// Old index paths marked for reload.
  let reloadedItems: Set<IndexPath>
  /// Old sections marked for reload: every item they keep is reloaded.
  let reloadedSections: Set<Int>

  /// A mapping from its parts.
  /// - Parameters:
  ///   - oldSectionOfNew: per new section, the old section it continues or `nil` when inserted;
  ///     every old section at most once.
  ///   - oldItemCounts: the item count of each old section.
  ///   - newItemCounts: the item count of each new section.
  ///   - departures: old index paths that leave their section (deleted items and move sources),
  ///     in continuing sections; items of deleted sections need not be listed.
  ///   - arrivals: new index paths where items arrive (inserted items and move targets).
  ///   - moves: explicit moves, old index path → new index path (also listed as departures and
  ///     arrivals).
  ///   - reloadedItems: old index paths marked for reload.
  ///   - reloadedSections: old sections marked for reload.
  ///
  /// Parts that do not fit together are dropped rather than trusted, so no look-up can fail: a
  /// negative count counts as 0, `newItemCounts` is cut or padded with zeros to
  /// `oldSectionOfNew`'s length, an old section out of range or named twice continues nothing (the
  /// new section counts as inserted), and departures, arrivals and moves outside the counts are
  /// left out.
  /// - Complexity: O(sections + changes · log changes).
  public init(
    oldSectionOfNew: [Int?], oldItemCounts: [Int], newItemCounts: [Int],
    departures: some Sequence<IndexPath>, arrivals: some Sequence<IndexPath>,
    moves: [IndexPath: IndexPath] = [:], reloadedItems: Set<IndexPath> = [],
    reloadedSections: Set<Int> = []
  ) {
    let oldCounts = oldItemCounts.map { max(0, $0) }
    let newCounts = oldSectionOfNew.indices.map {
      newItemCounts.indices.contains($0) ? max(0, newItemCounts[$0]) : 0
    }
    var newOfOld = [Int?](repeating: nil, count: oldCounts.count)
    var oldOfNew = oldSectionOfNew
    for (new, old) in oldSectionOfNew.enumerated() {
      guard let old else { continue }
      if newOfOld.indices.contains(old), newOfOld[old] == nil {
        newOfOld[old] = new
      } else {
        oldOfNew[new] = nil
      }
    }
    func isOld(_ path: IndexPath) -> Bool {
      oldCounts.indices.contains(path.section) && path.item >= 0
        && path.item < oldCounts[path.section]
    }
    func isNew(_ path: IndexPath) -> Bool {
      newCounts.indices.contains(path.section) && path.item >= 0
        && path.item < newCounts[path.section]
    }
    var leaving: [Int: [Int]] = [:]
    for path in departures where isOld(path) && newOfOld[path.section] != nil {
      leaving[path.section, default: []].append(path.item)
    }
    var landing: [Int: [Int]] = [:]
    for path in arrivals where isNew(path) && oldOfNew[path.section] != nil {
      landing[path.section, default: []].append(path.item)
    }
    self.init(
      checkedOldSectionOfNew: oldOfNew, newSectionOfOld: newOfOld, oldItemCounts: oldCounts,
      newItemCounts: newCounts, departures: leaving.mapValues { Array(Set($0)).sorted() },
      arrivals: landing.mapValues { Array(Set($0)).sorted() },
      moves: moves.filter { isOld($0.key) && isNew($0.value) }.map { (from: $0.key, to: $0.value) },
      reloadedItems: reloadedItems,
      reloadedSections: reloadedSections)
  }

  /// A mapping from parts that fit together, as the public initialiser leaves them: sections
  /// matched both ways, counts not negative, departures and arrivals sorted, without repeats,
  /// within the counts and only in sections that continue, moves within the counts. What a
  /// batch that was validated passes, so 10^6 moves are not checked twice. `moves` sorted by
  /// source and `movesByTarget` (the same moves) by target are taken as they come, else sorted.
  /// - Complexity: O(sections + moves).
  package init(
    checkedOldSectionOfNew oldSectionOfNew: [Int?], newSectionOfOld: [Int?],
    oldItemCounts: [Int], newItemCounts: [Int], departures: [Int: [Int]],
    arrivals: [Int: [Int]], moves: [(from: IndexPath, to: IndexPath)],
    movesByTarget: [(from: IndexPath, to: IndexPath)]? = nil, reloadedItems: Set<IndexPath>,
    reloadedSections: Set<Int>
  ) {
    let to = IndexPathPairs(moves.map { ($0.from, $0.to) })
    let from = IndexPathPairs((movesByTarget ?? moves).map { ($0.to, $0.from) })
    self.newSectionOfOld = newSectionOfOld
    self.oldSectionOfNew = oldSectionOfNew
    self.oldItemCounts = oldItemCounts
    self.newItemCounts = newItemCounts
    self.departures = departures
    self.arrivals = arrivals
    self.movedTo = to
    self.movedFrom = from
    self.reloadedItems = reloadedItems
    self.reloadedSections = reloadedSections
  }

  /// Nothing moved: every item keeps its index path (a resize, measured sizes).
  /// - Complexity: O(sections).
  public static func identity(itemCounts: [Int]) -> ItemMapping {
    ItemMapping(
      oldSectionOfNew: itemCounts.indices.map { $0 }, oldItemCounts: itemCounts,
      newItemCounts: itemCounts, departures: [], arrivals: [])
  }

  /// True when every item keeps its index path and nothing is reloaded.
  public var isIdentity: Bool {
    departures.isEmpty && arrivals.isEmpty && reloadedItems.isEmpty && reloadedSections.isEmpty
      && oldItemCounts == newItemCounts
      && oldSectionOfNew.enumerated().allSatisfy { $0.element == $0.offset }
  }
}
