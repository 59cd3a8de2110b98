import MosaicCore

extension ReorderSession {
  /// Where the lifted cell is drawn, in content coordinates: under the finger at the grab offset
  /// (in its slot when lifted by keyboard).
  func snapshotFrame(of drag: Drag) -> Rect {
    if drag.byKeyboard,
      let slot = drag.proposedLayout.attributes(for: .cell(drag.target), viewport: viewport)
    {
      return slot.frame
    }
    let content = contentPoint(drag.finger)
    return Rect(
      x: content.x - drag.grabOffset.x - drag.size.width / 2,
      y: content.y - drag.grabOffset.y - drag.size.height / 2, width: drag.size.width,
      height: drag.size.height)
  }

  /// The target ``targetRule`` proposes for `drag`, looked for in its proposed layout (where the
  /// moving item sits in its slot, at `drag.target`); `nil` keeps the current target.
  /// - Complexity: the rule's query: a hit-test, or a rect query of the snapshot's size.
  func proposedTarget(for drag: Drag) -> IndexPath? {
    let layout = drag.proposedLayout
    switch targetRule {
    case .underFinger:
      return layout.indexPathForItem(at: contentPoint(drag.finger), viewport: viewport)
    case .centreProximity, .intersection:
      let snapshot = snapshotFrame(of: drag)
      let visible = viewport.bounds
      // A cell the rules can pick intersects the snapshot; only visible cells count.
      var found: [LayoutAttributes] = []
      layout.elements(in: snapshot, viewport: viewport, into: &found)
      var best: (path: IndexPath, score: Double)?
      for attributes in found
      where attributes.id.category == .cell && !attributes.frame.isEmpty
        && attributes.frame.intersects(visible)
      {
        let path = attributes.id.indexPath
        let score: Double
        if targetRule == .intersection {
          score = -Self.overlap(attributes.frame, snapshot)
        } else {
          guard path != drag.target else { continue }
          let dx = attributes.frame.midX - snapshot.midX
          let dy = attributes.frame.midY - snapshot.midY
          guard abs(dx) < snapshot.width / 2, abs(dy) < snapshot.height / 2 else { continue }
          score = dx * dx + dy * dy
        }
        // Lowest score wins; ties go to the first in element order (the lower index path).
        if best.map({ score < $0.score }) ?? true { best = (path, score) }
      }
      return best?.path
    }
  }

  /// The area two rects share.
  static func overlap(_ a: Rect, _ b: Rect) -> Double {
    let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    return width > 0 && height > 0 ? width * height : 0
  }
}
