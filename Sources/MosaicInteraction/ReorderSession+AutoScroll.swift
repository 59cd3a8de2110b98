import MosaicCore

extension ReorderSession {
  /// Advances `count` display frames: inside an edge zone the content scrolls by whole points at
  /// a speed that grows with depth into the zone, clamped to the content (content insets
  /// included), and the target is re-evaluated every frame even when the finger is still.
  /// Returns how far the content scrolled along the scroll axis. In edit mode it also advances
  /// the jiggle's clock by `count` frames, drag or not.
  @discardableResult
  public mutating func tick(count: Int = 1) -> Double {
    if isEditing, count > 0 { editFrame &+= UInt64(count) }
    guard drag != nil, count > 0 else { return 0 }
    var total = 0.0
    for _ in 0..<count {
      let step = autoScrollStep()
      guard step != 0 else { break }
      var offset = viewport.contentOffset
      if layout.scrollDirection == .vertical { offset.y += step } else { offset.x += step }
      viewport.contentOffset = offset
      total += step
      retarget()
    }
    return total
  }

  /// The bands at both ends of the visible rect along the scroll axis, `edgeInset` deep, in
  /// content coordinates: while the dragged item's centre is in one, ``tick(count:)`` scrolls
  /// towards it. What a picture of the drag shades.
  public var autoScrollZones: [Rect] {
    let axis = layout.scrollDirection.scrollAxis
    let visible = viewport.visibleRect
    let depth = autoScroll.edgeInset
    let start = visible.minimum(along: axis)
    return [start, start + visible.extent(along: axis) - depth].map {
      Rect(
        axis: axis, along: $0, across: visible.minimum(along: axis.other), alongExtent: depth,
        acrossExtent: visible.extent(along: axis.other))
    }
  }

  /// The signed whole points the next frame scrolls: negative towards the start, 0 outside the
  /// zones or when the content cannot scroll further.
  func autoScrollStep() -> Double {
    guard let drag, !drag.byKeyboard else { return 0 }
    let axis = layout.scrollDirection.scrollAxis
    let visible = viewport.visibleRect
    let centre = drag.finger.value(along: axis) - drag.grabOffset.value(along: axis)
    // The dragged item's centre relative to the visible rect, in viewport coordinates.
    let start = visible.minimum(along: axis) - viewport.contentOffset.value(along: axis)
    let end = start + visible.extent(along: axis)
    let offset = viewport.contentOffset.value(along: axis)
    let inset = viewport.contentInset
    let minimum = -inset.leading(along: axis)
    let maximum =
      max(layout.contentSize.value(along: axis), viewport.size.value(along: axis))
      - viewport.size.value(along: axis) + inset.trailing(along: axis)
    if centre < start + autoScroll.edgeInset {
      let step = autoScroll.step(depth: start + autoScroll.edgeInset - centre)
      return -min(step, max(0, offset - minimum))
    }
    if centre > end - autoScroll.edgeInset {
      let step = autoScroll.step(depth: centre - (end - autoScroll.edgeInset))
      return min(step, max(0, maximum - offset))
    }
    return 0
  }
}
