/// How one section's items, identities each held once, went from `old` to `new`: the items both
/// hold keep a longest run that stays in order and the others move within the section (as few
/// moves as any diff finds); the others left or arrived. What both snapshot and model diffs use.
struct IdentityDiff<Item: Hashable> {
  /// Items both hold that move: old place → new place.
  var moves: [(from: Int, to: Int)] = []
  /// Old places of the items `new` does not hold, in order.
  var leaving: [Int] = []
  /// New places of the items `old` does not hold, in order.
  var arriving: [Int] = []

  /// The diff of `old` to `new`.
  /// - Complexity: O(n log n) for n items.
  init(from old: [Item], to new: [Item]) {
    var oldPlaces: [Item: Int] = [:]
    oldPlaces.reserveCapacity(old.count)
    for (place, item) in old.enumerated() { oldPlaces[item] = place }
    var kept: [(newPlace: Int, oldPlace: Int)] = []
    var held = [Bool](repeating: false, count: old.count)
    for (place, item) in new.enumerated() {
      if let oldPlace = oldPlaces[item] {
        kept.append((place, oldPlace))
        held[oldPlace] = true
      } else {
        arriving.append(place)
      }
    }
    let stays = IncreasingRun.longest(in: kept.map { $0.oldPlace })
    for (index, pair) in kept.enumerated() where !stays[index] {
      moves.append((pair.oldPlace, pair.newPlace))
    }
    leaving = old.indices.filter { !held[$0] }
  }
}
