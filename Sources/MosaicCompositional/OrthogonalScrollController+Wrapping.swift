import MosaicCore

// An infinite carousel in a compositional layout is a band over its data repeated: the section
// holds the data set's items × 500 (as the carousel strategy wraps its data), and the
// controller, told how many groups one copy fills, starts in the middle copy and recentres
// while it scrolls, so the user never meets an end.
extension OrthogonalScrollController {
  /// A controller of a band whose section repeats one data set `copies` times (the band's
  /// groups are `copies` runs of `groupsPerCopy` groups each): it starts at the first group of
  /// the middle copy and recentres (``recentreIfNeeded()``) after every drag and rest. `nil`
  /// when the section is not a band, or its groups are not `copies` × `groupsPerCopy` laid out
  /// evenly (a copy must span the same length everywhere).
  /// - Complexity: ``CompositionalLayout/bandGeometry(ofSection:)``'s.
  public init?(layout: CompositionalLayout, section: Int, groupsPerCopy: Int, copies: Int) {
    guard groupsPerCopy > 0, copies >= 3, var controller = Self(layout: layout, section: section)
    else { return nil }
    let origins = controller.geometry.groupOrigins
    guard origins.count == groupsPerCopy * copies else { return nil }
    let period = origins[groupsPerCopy] - origins[0]
    guard period > 0,
      abs((origins[origins.count - groupsPerCopy] - origins[0]) - period * Double(copies - 1))
        <= 1e-6 * Swift.max(1, period * Double(copies))
    else { return nil }
    controller.period = period
    let middle = origins[groupsPerCopy * (copies / 2)] - controller.geometry.restingEdge
    controller.offset = Swift.min(Swift.max(0, middle), controller.geometry.maximumOffset)
    controller.dragStart = controller.offset
    self = controller
  }

  /// When the offset is within two copies of either end of a wrapping band, moves it by whole
  /// copies to the middle: the same cells then show the same data at the same place. Nothing for
  /// a band that does not wrap.
  /// - Complexity: O(1).
  public mutating func recentreIfNeeded() {
    guard let period, period > 0 else { return }
    let middle = geometry.maximumOffset / 2
    let limit = 2 * period
    guard offset < limit || offset > geometry.maximumOffset - limit else { return }
    let copies = ((middle - offset) / period).rounded()
    offset += copies * period
    dragStart += copies * period
  }
}
