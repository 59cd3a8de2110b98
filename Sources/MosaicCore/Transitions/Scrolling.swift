/// Where the content offset goes: clamped to the content, kept by an anchor across an update, or
/// set to show an item (UIKit's `scrollToItem(at:at:animated:)`). Pure functions of prepared
/// layouts and a viewport; each costs a rect query of the visible rect and a few look-ups.
public enum Scrolling {
  /// `offset` with its scroll-axis component clamped to
  /// `[−inset.leading, max(−inset.leading, content extent + inset.trailing − viewport extent)]`
  /// (top, bottom and height for vertical scrolling; left, right and width for horizontal). The
  /// other component is left as it is.
  public static func clamped(
    _ offset: Point, contentSize: Size, viewport: Viewport, direction: ScrollDirection
  ) -> Point {
    let axis = direction.scrollAxis
    let lowest = -viewport.contentInset.leading(along: axis)
    let highest = max(
      lowest,
      contentSize.value(along: axis) + viewport.contentInset.trailing(along: axis)
        - viewport.size.value(along: axis))
    let value = min(max(offset.value(along: axis), lowest), highest)
    return axis == .vertical ? Point(x: offset.x, y: value) : Point(x: value, y: offset.y)
  }

  /// The anchor of an update from `old`, shown in `viewport`, by `mapping`: among the cells of
  /// `old` intersecting `viewport.visibleRect` that survive, the one with the smallest origin along
  /// the scroll axis, ties to the lower section, then the lower item. `nil` when none survives.
  /// - Complexity: a rect query of the visible rect, plus O(log changes) per visible cell.
  public static func anchor(
    in old: any PreparedLayout, viewport: Viewport, mapping: ItemMapping
  ) -> ScrollAnchor? {
    let axis = old.scrollDirection.scrollAxis
    var visible: [LayoutAttributes] = []
    old.elements(in: viewport.visibleRect, viewport: viewport, into: &visible)
    var best: ScrollAnchor?
    for attributes in visible where attributes.id.category == .cell {
      let origin = attributes.frame.minimum(along: axis)
      let path = attributes.id.indexPath
      if let best, (best.oldOrigin, best.oldIndexPath) <= (origin, path) { continue }
      guard let new = mapping.newIndexPath(forOld: path) else { continue }
      best = ScrollAnchor(oldIndexPath: path, newIndexPath: new, oldOrigin: origin)
    }
    return best
  }

  /// The content offset after updating `old` to `new` (related by `mapping`) under `viewport`:
  /// with ``AnchoringPolicy/firstVisibleCell``, the offset moves along the scroll axis by exactly
  /// how far the anchor's origin moved, then is clamped to `new`'s content (see
  /// ``clamped(_:contentSize:viewport:direction:)``); with no anchor, or with
  /// ``AnchoringPolicy/none``, the offset is only clamped.
  /// - Complexity: a rect query of the visible rect in `old`, O(log changes) per visible cell,
  ///   and one `attributes(for:)` in `new`: never O(items).
  public static func contentOffset(
    from old: any PreparedLayout, to new: any PreparedLayout, viewport: Viewport,
    mapping: ItemMapping, policy: AnchoringPolicy = .firstVisibleCell
  ) -> Point {
    var offset = viewport.contentOffset
    if policy == .firstVisibleCell,
      let anchor = anchor(in: old, viewport: viewport, mapping: mapping),
      let moved = new.attributes(for: .cell(anchor.newIndexPath), viewport: viewport)
    {
      let axis = new.scrollDirection.scrollAxis
      let delta = moved.frame.minimum(along: axis) - anchor.oldOrigin
      if axis == .vertical { offset.y += delta } else { offset.x += delta }
    }
    return clamped(
      offset, contentSize: new.contentSize, viewport: viewport, direction: new.scrollDirection)
  }

  /// The content offset that shows `item` at `position` in `layout` (UIKit's
  /// `scrollToItem(at:at:animated:)`): `top` puts the item's minY at the visible rect's minY,
  /// `centeredVertically` its midY at the visible rect's midY, `bottom` its maxY at the visible
  /// rect's maxY (`left`, `centeredHorizontally`, `right` the same along x), then clamped (see
  /// ``clamped(_:contentSize:viewport:direction:)``). The other component of the offset stays.
  /// - Throws: ``LayoutError`` at `position` when it is on the axis the layout does not scroll
  ///   along, or at `item` when the layout has no such cell.
  /// - Complexity: one `attributes(for:)`.
  public static func contentOffset(
    showing item: IndexPath, at position: ScrollPosition, in layout: any PreparedLayout,
    viewport: Viewport
  ) throws(LayoutError) -> Point {
    let direction = layout.scrollDirection
    let axis = direction.scrollAxis
    guard position.axis == axis else {
      throw LayoutError(
        path: "position",
        message:
          "'\(position.rawValue)' places an item along the \(position.axis.rawValue) axis, but the layout scrolls \(direction.rawValue)ly"
      )
    }
    guard let frame = layout.attributes(for: .cell(item), viewport: viewport)?.frame else {
      throw LayoutError(
        path: "item", message: "the layout has no item at [\(item.section), \(item.item)]")
    }
    let leading = viewport.contentInset.leading(along: axis)
    let visible =
      viewport.size.value(along: axis) - leading - viewport.contentInset.trailing(along: axis)
    let start = frame.minimum(along: axis)
    let extent = frame.extent(along: axis)
    let value: Double
    switch position {
    case .top, .left: value = start - leading
    case .centeredVertically, .centeredHorizontally:
      value = start + extent / 2 - leading - visible / 2
    case .bottom, .right: value = start + extent - leading - visible
    }
    var offset = viewport.contentOffset
    if axis == .vertical { offset.y = value } else { offset.x = value }
    return clamped(
      offset, contentSize: layout.contentSize, viewport: viewport, direction: direction)
  }
}
