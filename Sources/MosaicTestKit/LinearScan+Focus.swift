import MosaicCore

extension LinearScan {
  /// The cell focus moves to from `indexPath` in `direction`, by the rule
  /// `PreparedLayout.indexPath(movingFocusFrom:direction:viewport:)` documents, over every cell of
  /// `elements` (each index path listed once): next and previous by index path; on the screen,
  /// among the cells of finite, non-empty frames lying entirely beyond the source's facing edge,
  /// those overlapping its extent across the direction (none when that extent is 0) by the gap
  /// between facing edges, then the distance between centres across, else those whose centre
  /// lies within a screenful of the source's (`viewport`'s larger dimension, or the source's) by
  /// that distance; ties to the earlier index path.
  /// - Complexity: O(elements), by design: the plain scan the indexed search is checked against.
  public static func indexPath(
    movingFocusFrom indexPath: IndexPath, direction: FocusDirection,
    in elements: [LayoutAttributes], viewport: Viewport
  ) -> IndexPath? {
    let cells = elements.filter { $0.id.category == .cell }
    guard let source = cells.first(where: { $0.id.indexPath == indexPath })?.frame else {
      return nil
    }
    let paths = cells.map(\.id.indexPath)
    switch direction {
    case .next: return paths.filter { $0 > indexPath }.min()
    case .previous: return paths.filter { $0 < indexPath }.max()
    case .up, .down, .left, .right: break
    }
    guard source.isFinite else { return nil }
    var inBeam: (path: IndexPath, gap: Double, across: Double)?
    var anywhere: (path: IndexPath, squared: Double)?
    for cell in cells where cell.frame.isFinite && !cell.frame.isEmpty {
      let frame = cell.frame
      let gap: Double
      let overlaps: Bool
      let across: Double
      switch direction {
      case .down, .up:
        gap = direction == .down ? frame.minY - source.maxY : source.minY - frame.maxY
        overlaps = source.width > 0 && frame.minX < source.maxX && source.minX < frame.maxX
        across = abs(frame.midX - source.midX)
      default:
        gap = direction == .right ? frame.minX - source.maxX : source.minX - frame.maxX
        overlaps = source.height > 0 && frame.minY < source.maxY && source.minY < frame.maxY
        across = abs(frame.midY - source.midY)
      }
      guard gap >= 0 else { continue }
      let path = cell.id.indexPath
      if overlaps, inBeam.map({ (gap, across, path) < ($0.gap, $0.across, $0.path) }) ?? true {
        inBeam = (path, gap, across)
      }
      let dx = frame.midX - source.midX
      let dy = frame.midY - source.midY
      let squared = dx * dx + dy * dy
      let screenful = max(viewport.size.width, viewport.size.height, source.width, source.height)
      guard squared <= screenful * screenful else { continue }
      if anywhere.map({ (squared, path) < ($0.squared, $0.path) }) ?? true {
        anywhere = (path, squared)
      }
    }
    return inBeam?.path ?? anywhere?.path
  }
}
