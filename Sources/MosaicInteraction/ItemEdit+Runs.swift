import MosaicCore

extension ItemEdit {
  /// The runs of a section of `oldCount` items, `newCount` after a change, whose old items at
  /// `left` left and whose new items at `arrived` arrived (both sorted, each index once): the
  /// items between stay, in order, so each run starts where the next departure or arrival is and
  /// takes the departures and arrivals that follow it at once. A batch's departures and
  /// arrivals; a resize, whose items leave and arrive at the same places.
  /// - Complexity: O(departures + arrivals).
  static func runs(left: [Int], arrived: [Int], oldCount: Int, newCount: Int) -> [ItemEdit] {
    var edits: [ItemEdit] = []
    var (oldItem, newItem) = (0, 0)
    var (departure, arrival) = (0, 0)
    while departure < left.count || arrival < arrived.count {
      // The items that stay, up to the next departure or arrival.
      let stay = min(
        (departure < left.count ? left[departure] : oldCount) - oldItem,
        (arrival < arrived.count ? arrived[arrival] : newCount) - newItem)
      oldItem += stay
      newItem += stay
      let (oldStart, newStart) = (oldItem, newItem)
      var moved = true
      while moved {
        moved = false
        if departure < left.count, left[departure] == oldItem {
          (oldItem, departure, moved) = (oldItem + 1, departure + 1, true)
        }
        if arrival < arrived.count, arrived[arrival] == newItem {
          (newItem, arrival, moved) = (newItem + 1, arrival + 1, true)
        }
      }
      edits.append(ItemEdit(items: newStart..<newItem, oldItemCount: oldItem - oldStart))
    }
    return edits
  }
}
