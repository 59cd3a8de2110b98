import MosaicCore

/// What a ``ReorderBoard`` asks of its collections as lifted items travel between them: the one
/// they left shows its layout without them, the one they are over shows them arriving.
extension ReorderSession {
  /// The committed layout without the lifted items (``depart()``), boxed so that a drag copies
  /// one reference.
  final class Departure {
    let live: LiveLayout
    init(live: LiveLayout) { self.live = live }
  }

  /// The lifted items in index-path order with their sizes, the lead's place among them, and
  /// the lead's size as drawn under the finger. An item's size is its own when its section owns
  /// sizes (per item, or measured against an estimate), else the one the layout draws it at.
  var liftedItems: (items: [(item: Item, size: Size)], lead: Int, drawn: Size)? {
    guard let drag else { return nil }
    let items = drag.base.lifted.compactMap { path -> (item: Item, size: Size)? in
      guard let item = model.item(at: path) else { return nil }
      if model.ownsItemSizes(model.sections[path.section]) {
        return (item, model.size(ofItem: path.item, inSection: path.section))
      }
      let frame = committedLayout.attributes(for: .cell(path), viewport: viewport)?.frame
      return (item, frame?.size ?? drag.size)
    }
    return (items, drag.base.lead, drag.size)
  }

  /// The lifted items leave for another collection: this one shows its committed layout without
  /// them (laid out once, kept for later departures) until they come back
  /// (``returnHome(atViewportPoint:)``) or the drop deletes them here.
  /// - Throws: ``/MosaicCore/LayoutError`` as the layout's update without them does; nothing
  ///   changes then.
  mutating func depart() throws(LayoutError) {
    guard var current = drag, !current.isAway else { return }
    if current.departed == nil {
      let (_, live) = try DragBase.applying(
        BatchUpdate(deleteItems: current.base.lifted), model, committedLive)
      current.departed = Departure(live: live)
    }
    current.isAway = true
    drag = current
    refreshLiveLayout()
  }

  /// The lifted items are back over this collection, the finger at `point` (viewport
  /// coordinates): the drag goes on from the target it had when they left.
  mutating func returnHome(atViewportPoint point: Point) {
    guard drag?.isAway == true else { return }
    drag?.isAway = false
    drag?.finger = point
    retarget()
  }

  /// Begins a drag of `arrivals` (items of another collection, with their sizes), led by
  /// `arrivals[lead]`, entering this collection under `point` (viewport coordinates): the lead
  /// is inserted where the point asks (``insertionPlace(at:)``) and moves as a lifted item
  /// does, drawn at `drawn` centred under the finger; the drop inserts them all from its target.
  /// False, and nothing changes, while a drag
  /// is under way, when the collection has no sections, when one of the items is already in
  /// it, or when the layout cannot take the insertion.
  mutating func receive(
    _ arrivals: [(item: Item, size: Size)], lead: Int, atViewportPoint point: Point,
    drawn: Size
  ) -> Bool {
    guard drag == nil, arrivals.indices.contains(lead),
      model.indexPaths(of: arrivals.map(\.item)).allSatisfy({ $0 == nil }),
      let start = insertionPlace(at: contentPoint(point)),
      let base = try? DragBase(
        model: model, live: committedLive, arrivals: arrivals, lead: lead, at: start)
    else { return false }
    drag = Drag(
      item: arrivals[lead].item, original: start, target: start, proposedLayout: base.layout,
      proposedLive: base.live, proposedSections: nil, finger: point, grabOffset: .zero,
      size: drawn, byKeyboard: false, base: base)
    refreshLiveLayout()
    return true
  }

  /// Where an item arriving at `point` (content coordinates) is inserted: before the cell under
  /// it; otherwise in the section whose frame is nearest (containing it, or the least distance
  /// away), at its start when the point lies before the section along the scroll axis and at its
  /// end otherwise. `nil` when the layout has no section frames.
  /// - Complexity: a hit-test, then O(sections).
  func insertionPlace(at point: Point) -> IndexPath? {
    if let path = committedLayout.indexPathForItem(at: point, viewport: viewport) { return path }
    let axis = committedLayout.scrollDirection.scrollAxis
    var best: (section: Int, distance: Double, before: Bool)?
    for section in 0..<model.sectionCount {
      guard let frame = committedLayout.sectionFrame(section) else { continue }
      let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
      let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
      let distance = dx * dx + dy * dy
      if best.map({ distance < $0.distance }) ?? true {
        best = (section, distance, point.value(along: axis) < frame.minimum(along: axis))
      }
    }
    guard let best else { return nil }
    return IndexPath(
      section: best.section, item: best.before ? 0 : model.itemCount(inSection: best.section))
  }
}
