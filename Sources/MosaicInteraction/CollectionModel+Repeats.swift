import MosaicCore

extension CollectionModel {
  /// Where an item sits in the sections being checked: compared in document order.
  private struct Place: Comparable {
    var section: Int
    var item: Int

    static func < (lhs: Place, rhs: Place) -> Bool {
      (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
  }

  /// A run of `sections` and where it starts.
  private struct PlacedRun {
    var numbers: Range<Int>
    var start: Place

    func place(of number: Int) -> Place {
      Place(section: start.section, item: start.item + number - numbers.lowerBound)
    }
  }

  /// Throws for an item that `sections` hold twice, naming its later place, without making a
  /// run's items: explicit items are compared among themselves only when their hash values
  /// repeat (`repeatedHashes`), runs by their ranges, and explicit numbered items against the
  /// runs (`runs`, the numbers the runs hold).
  /// - Complexity: O(runs × log runs + explicit items), and a set of the explicit items when
  ///   their hash values repeat.
  static func checkNoRepeats(
    in sections: [Section], repeatedHashes: Bool, numbering: Numbering<Item>?, runs: RunSet
  ) throws(LayoutError) {
    func repeated(_ item: Item, at place: Place) -> LayoutError {
      LayoutError(
        path: "data.sections[\(place.section)].items[\(place.item)]",
        message: "item \(item) appears more than once")
    }
    var placed: [PlacedRun] = []
    var explicit: [(item: Item, place: Place)] = []
    for (section, data) in sections.enumerated() {
      var start = 0
      for chunk in data.items.chunks {
        switch chunk {
        case .run(let numbers):
          placed.append(PlacedRun(numbers: numbers, start: Place(section: section, item: start)))
        case .items(_, let payload) where repeatedHashes || numbering != nil:
          let part = data.items.payloads[payload]
          let items = part.items(Item.self)
          for offset in 0..<part.count {
            explicit.append((items[offset], Place(section: section, item: start + offset)))
          }
        case .items: break
        }
        start += chunk.count
      }
    }
    if repeatedHashes {
      var seen = Set<Item>()
      for entry in explicit where !seen.insert(entry.item).inserted {
        throw repeated(entry.item, at: entry.place)
      }
    }
    guard let numbering else { return }
    placed.sort { $0.numbers.lowerBound < $1.numbers.lowerBound }
    // Two runs overlap when one starts before the furthest-reaching earlier run ends.
    var reach: PlacedRun?
    for run in placed {
      if let earlier = reach, run.numbers.lowerBound < earlier.numbers.upperBound {
        let number = run.numbers.lowerBound
        throw repeated(
          numbering.make(number), at: Swift.max(earlier.place(of: number), run.place(of: number)))
      }
      if reach.map({ run.numbers.upperBound > $0.numbers.upperBound }) ?? true { reach = run }
    }
    // The runs are disjoint: an explicit numbered item a run holds is found by binary search.
    for entry in explicit {
      guard let number = numbering.number(entry.item), runs.contains(number) else { continue }
      var low = 0
      var high = placed.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if placed[middle].numbers.lowerBound <= number { low = middle } else { high = middle - 1 }
      }
      throw repeated(entry.item, at: Swift.max(entry.place, placed[low].place(of: number)))
    }
  }
}
