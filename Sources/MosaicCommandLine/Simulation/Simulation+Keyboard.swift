import MosaicCore
import MosaicInteraction

extension Simulation {
  /// Runs one of the keyboard steps; a failure throws and changes nothing. `pickUp` and
  /// `moveLifted` leave their announcement in ``lastAnnouncement``.
  mutating func perform(_ step: KeyboardStep) throws(LayoutError) {
    switch step {
    case .pickUp(let path, let others):
      guard carousel == nil else {
        throw LayoutError(path: "op", message: "a carousel's items cannot be reordered")
      }
      guard !session.isDragging else {
        throw LayoutError(path: "item", message: "a drag is already under way")
      }
      guard let event = try session.pickUp(path, alsoLifting: others) else {
        throw LayoutError(
          path: "item", message: "no movable item at [\(path.section), \(path.item)] to pick up")
      }
      lastAnnouncement = session.announcements.text(for: event)
    case .moveLifted(let direction):
      guard let event = session.moveLifted(direction) else {
        throw LayoutError(path: "op", message: "no item lifted by pickUp")
      }
      lastAnnouncement = session.announcements.text(for: event)
    case .autoScroll(let edgeInset, let maximumSpeed, let curve):
      if let edgeInset { session.autoScroll.edgeInset = edgeInset }
      if let maximumSpeed { session.autoScroll.maximumSpeed = maximumSpeed }
      if let curve { session.autoScroll.curve = curve }
    }
  }
}
