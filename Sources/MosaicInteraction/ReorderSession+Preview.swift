import MosaicCore

// A drag's proposal is a preview (``/MosaicCore/LayoutChange/previewThrough``): exact through
// the cells near the viewport, so that a layout whose every later item depends on the ones before
// (a masonry section) does not lay its whole tail out again at each change of target. The drop
// lays the move out exactly.

extension ReorderSession {
  /// How far beyond the visible rect, in visible extents along the scroll axis on each side, a
  /// proposal is exact: a finger's move or an auto-scroll tick within it needs no new layout.
  static var previewMargin: Double { 1 }

  /// The index path through which a proposal moving `original` to `target` is laid out exactly:
  /// the last cell `layout` (the drag's base, laid out before the move) holds within the visible
  /// rect widened by two ``previewMargin``s, and at least the later of `original` and `target`
  /// (the items between them change places).
  /// - Complexity: a rect query over the widened rect.
  func previewHorizon(in layout: any PreparedLayout, original: IndexPath, target: IndexPath)
    -> IndexPath
  {
    var last = max(original, target)
    var paths: [IndexPath] = []
    var buffer: [LayoutAttributes] = []
    layout.indexPathsForItems(
      in: previewRect(margin: 2 * Self.previewMargin, direction: layout.scrollDirection),
      viewport: viewport, into: &paths, buffer: &buffer)
    for path in paths where path > last { last = path }
    return last
  }

  /// The visible rect widened by `margin` visible extents at both ends along the scroll axis.
  func previewRect(margin: Double, direction: ScrollDirection) -> Rect {
    let axis = direction.scrollAxis
    let visible = viewport.visibleRect
    let extent = visible.extent(along: axis)
    return Rect(
      axis: axis, along: visible.minimum(along: axis) - margin * extent,
      across: visible.minimum(along: axis.other), alongExtent: (1 + 2 * margin) * extent,
      acrossExtent: visible.extent(along: axis.other))
  }

  /// True when `layout`, a proposal exact through `through`, shows only exact cells within the
  /// visible rect widened by one ``previewMargin``: every cell it holds there is at or before
  /// `through` (a kept cell starts past the exact ones, so none of the exact layout's later
  /// cells is missing either).
  func previewCovers(_ layout: any PreparedLayout, through: IndexPath) -> Bool {
    var paths: [IndexPath] = []
    var buffer: [LayoutAttributes] = []
    layout.indexPathsForItems(
      in: previewRect(margin: Self.previewMargin, direction: layout.scrollDirection),
      viewport: viewport, into: &paths, buffer: &buffer)
    return paths.allSatisfy { $0 <= through }
  }

  /// Lays the proposal out again for the viewport when it has scrolled past what the proposal
  /// lays out exactly.
  mutating func refreshPreview() {
    guard var current = drag, !current.isAway, let through = current.previewThrough,
      !previewCovers(current.proposedLayout, through: through)
    else { return }
    // Nothing but `current` may hold the proposal now, so its data can be changed in place.
    drag = nil
    layout = committedLayout
    propose(current.target, for: &current)
    drag = current
    refreshLiveLayout()
  }
}
