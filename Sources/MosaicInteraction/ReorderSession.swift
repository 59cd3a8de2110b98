import MosaicCore

/// Drag-to-reorder over any layout, UIKit's interactive movement with LX-style edge auto-scroll:
/// `begin(at:)` lifts the cell under a finger, `move(to:)` and `tick(count:)` retarget it while the
/// others reflow live, `end()` commits exactly one move to the model, `cancel()` commits nothing.
///
/// Points are viewport coordinates (a finger on the screen); the content point is the point plus
/// the session's `contentOffset`, which edge auto-scroll changes. The layout is prepared again
/// only when the target changes; moving the finger or scrolling costs a query.
public struct ReorderSession<Item: Hashable & Sendable> {
  /// Prepares a layout of sections for a viewport (the configuration's strategy and modifiers).
  public typealias Prepare = (_ sections: [SectionData], _ viewport: Viewport) throws(LayoutError)
    ->
    any PreparedLayout

  /// The committed data: changes only in ``end()``.
  public private(set) var model: CollectionModel<Item>
  /// The viewport; auto-scroll moves its `contentOffset`.
  public internal(set) var viewport: Viewport
  /// What the screen shows now: the committed layout, or the live one during a drag.
  public internal(set) var layout: any PreparedLayout
  /// Edge auto-scroll settings.
  public var autoScroll = AutoScrollOptions()
  /// May the item at this index path be lifted? (UIKit's `canMoveItemAt`; default yes.)
  public var canMove: (IndexPath) -> Bool = { _ in true }
  /// Retargets or vetoes a proposed target (UIKit's
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`):
  /// given the original, current and proposed index paths, return the target to use, or `nil` to
  /// keep the current one. Default: the proposal.
  public var targetFor:
    (_ original: IndexPath, _ current: IndexPath, _ proposed: IndexPath) -> IndexPath? = {
      $2
    }

  let prepare: Prepare
  var committedLayout: any PreparedLayout
  var drag: Drag?

  struct Drag {
    let item: Item
    let original: IndexPath
    var target: IndexPath
    /// The layout of the order with the item at `target`.
    var proposedLayout: any PreparedLayout
    /// The finger, in viewport coordinates.
    var finger: Point
    /// Finger minus the item's centre when lifted, so the item does not jump under the finger.
    let grabOffset: Point
    let size: Size
  }

  /// A session over `model`, laid out by `prepare` in `viewport`.
  /// - Throws: what `prepare` throws for the model's data.
  public init(model: CollectionModel<Item>, viewport: Viewport, prepare: @escaping Prepare)
    throws(LayoutError)
  {
    self.model = model
    self.viewport = viewport
    self.prepare = prepare
    let layout = try prepare(model.sectionData, viewport)
    self.layout = layout
    self.committedLayout = layout
  }

  /// True while a drag is under way.
  public var isDragging: Bool { drag != nil }

  /// The moving item's current target, during a drag.
  public var target: IndexPath? { drag?.target }

  /// The index path the drag started from, during a drag.
  public var originalIndexPath: IndexPath? { drag?.original }

  func contentPoint(_ finger: Point) -> Point {
    Point(x: finger.x + viewport.contentOffset.x, y: finger.y + viewport.contentOffset.y)
  }

  /// Lifts the cell under `point` (viewport coordinates). False, and nothing changes, over a gap,
  /// a header, a footer or a decoration, when `canMove` refuses, or while a drag is under way.
  public mutating func begin(at point: Point) -> Bool {
    guard drag == nil,
      let path = committedLayout.indexPathForItem(at: contentPoint(point), viewport: viewport),
      let item = model.item(at: path), canMove(path),
      let attributes = committedLayout.attributes(for: .cell(path), viewport: viewport)
    else { return false }
    let content = contentPoint(point)
    drag = Drag(
      item: item, original: path, target: path, proposedLayout: committedLayout, finger: point,
      grabOffset: Point(x: content.x - attributes.frame.midX, y: content.y - attributes.frame.midY),
      size: attributes.frame.size)
    refreshLiveLayout()
    return true
  }

  /// Moves the finger to `point` (viewport coordinates) and retargets.
  public mutating func move(to point: Point) {
    guard drag != nil else { return }
    drag?.finger = point
    retarget()
  }

  /// Commits the move from the original index path to the current target (exactly one move, none
  /// when they are equal) and returns it; `nil` when no drag was under way.
  @discardableResult
  public mutating func end() -> (from: IndexPath, to: IndexPath)? {
    guard let drag else { return nil }
    self.drag = nil
    if drag.original != drag.target {
      // Validated by construction: the target came from the proposed layout of this very move.
      if let moved = try? model.applying(BatchUpdate(moveItems: [(drag.original, drag.target)])) {
        model = moved
        // An incremental layout may be a patch over the committed one: make it permanent, so the
        // next drag patches it instead of stacking patches.
        committedLayout =
          (drag.proposedLayout as? any IncrementalMoveLayout)?.consolidated() ?? drag.proposedLayout
      }
    }
    layout = committedLayout
    return (drag.original, drag.target)
  }

  /// Puts the item back where it was; the model is not touched.
  public mutating func cancel() {
    drag = nil
    layout = committedLayout
  }

  /// Replaces the committed model (after a batch update), ending any drag without committing.
  public mutating func replaceModel(_ newModel: CollectionModel<Item>) throws(LayoutError) {
    let newLayout = try prepare(newModel.sectionData, viewport)
    model = newModel
    drag = nil
    committedLayout = newLayout
    layout = newLayout
  }

  /// Scrolls to `offset`; a drag under way retargets, since the finger now covers other content.
  public mutating func scroll(to offset: Point) {
    viewport.contentOffset = offset
    if drag != nil { retarget() }
  }

  /// Re-evaluates the target under the finger and re-lays out when it changes.
  mutating func retarget() {
    guard var current = drag else { return }
    let content = contentPoint(current.finger)
    // The moving item itself is not a target: look in the proposed layout, where it sits in its slot.
    if let proposed = current.proposedLayout.indexPathForItem(at: content, viewport: viewport),
      proposed != current.target,
      let chosen = targetFor(current.original, current.target, proposed), chosen != current.target,
      let layout = layout(movingTo: chosen, of: current)
    {
      current.target = chosen
      current.proposedLayout = layout
    }
    drag = current
    refreshLiveLayout()
  }

  /// The layout with the dragged item moved from its original place to `target`, or `nil` when
  /// that move is not valid (an index path the proposed order does not have).
  ///
  /// A layout depends only on the section data and the viewport, so when the move leaves the
  /// section data as it was — any move within a section whose items share one size — the
  /// committed layout is the proposed one and nothing is prepared. Any other move within a
  /// section goes to the committed layout's ``IncrementalMoveLayout`` conformance when it has
  /// one (flow re-packs only the lines between source and target); the rest, and what that
  /// declines, is prepared in full from the proposed section data.
  /// - Complexity: O(sections) for a move within a section sized alike; the incremental layout's
  ///   cost when it answers; otherwise one array move of the sections' sizes plus a prepare.
  func layout(movingTo target: IndexPath, of drag: Drag) -> (any PreparedLayout)? {
    let original = drag.original
    if target.section == original.section {
      let count = model.itemCount(inSection: target.section)
      guard target.item >= 0 && target.item < count else { return nil }
      if model.sections[target.section].itemSizes == nil { return committedLayout }
      if let incremental = committedLayout as? any IncrementalMoveLayout,
        let layout = incremental.layout(
          movingItemInSection: target.section, from: original.item, to: target.item,
          in: model.sectionData)
      {
        return layout
      }
    }
    guard let sections = model.proposedSectionData(moving: original, to: target) else { return nil }
    return try? prepare(sections, viewport)
  }

  mutating func refreshLiveLayout() {
    guard let drag else {
      layout = committedLayout
      return
    }
    let content = contentPoint(drag.finger)
    let frame = Rect(
      x: content.x - drag.grabOffset.x - drag.size.width / 2,
      y: content.y - drag.grabOffset.y - drag.size.height / 2, width: drag.size.width,
      height: drag.size.height)
    layout = LiveReorderLayout(
      base: drag.proposedLayout, moving: .cell(drag.target), movingFrame: frame)
  }
}
