import MosaicCore

/// Drag-to-reorder over any layout, UIKit's interactive movement with LX-style edge auto-scroll:
/// `begin(atViewportPoint:)` lifts the cell under a finger, `move(toViewportPoint:)` and `tick(count:)` retarget it while the
/// others reflow live, `end()` commits exactly one move to the model, `cancel()` commits nothing.
/// The keyboard runs the same drag by direction: ``pickUp(_:)``, ``moveLifted(_:)``, ``drop()``,
/// each step returning a ``ReorderEvent`` for ``announcements``.
///
/// Two coordinate spaces meet here, and every label says which it takes: a gesture gives
/// viewport points (`atViewportPoint:`, relative to the viewport's top-left corner, where the
/// finger is on screen), the layout's queries take content points (`indexPathForItem(at:)`, as
/// UIKit's take the collection view's bounds coordinates), and a content point is the viewport
/// point plus the session's `contentOffset` (``scroll(toContentOffset:)``), which edge
/// auto-scroll changes. The layout changes only when the
/// target changes; moving the finger or scrolling costs a query.
///
/// A session made from a configuration (``init(model:configuration:)``) keeps it as a
/// ``/MosaicCore/LiveLayout`` and turns every change of target into an update of the committed
/// layout by the move (``/MosaicCore/LiveLayout/updated(to:change:)``): flow re-packs only the
/// lines a move within a section disturbs, under any modifiers; a move into another section, and
/// other strategies, cost what their update costs (a full prepare by default).
public struct ReorderSession<Item: Hashable & Sendable> {

  /// The committed data: changes only in ``end()``.
  public internal(set) var model: CollectionModel<Item>
  /// The viewport; auto-scroll moves its `contentOffset`.
  public internal(set) var viewport: Viewport
  /// The committed layout, or the live one during a drag, before edit mode's jiggle (``layout``).
  var shownLayout: any PreparedLayout
  /// Edge auto-scroll settings.
  public var autoScroll = AutoScrollOptions()
  /// What picks the next target during a drag. Default UIKit's, the cell under the finger.
  public var targetRule = ReorderTargetRule.underFinger
  /// True: the lifted cell keeps the finger's offset inside it (KDRearrangeable, and Mosaic's
  /// default); false: it is centred on the finger, as UIKit draws it when the finger's location
  /// is passed to `updateInteractiveMovementTargetPosition`. Read when a drag begins.
  public var keepsGrabOffset = true
  /// The jiggle of edit mode.
  public var editMode = EditModeOptions()
  /// The sentences an app speaks for each step (``ReorderAnnouncements/text(for:)``). Default
  /// ``ReorderAnnouncements/english``.
  public var announcements = ReorderAnnouncements.english
  /// True in edit mode (``setEditing(_:)``).
  public internal(set) var isEditing = false
  /// Display frames ticked in edit mode: the jiggle's clock.
  var editFrame: UInt64 = 0
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

  /// The committed layout, kept live: every change updates it.
  var committedLive: LiveLayout
  var committedLayout: any PreparedLayout
  var drag: Drag?
  /// The batch the last drop committed and its transition, for any drag, one item or several
  /// (none moved when dropped where it was); `nil` before the first drop.
  public internal(set) var lastDrop: ReorderDrop<Item>?

  struct Drag {
    let item: Item
    let original: IndexPath
    var target: IndexPath
    /// The layout of the order with the item at `target`.
    var proposedLayout: any PreparedLayout
    /// The same, live.
    var proposedLive: LiveLayout
    /// The data of the proposed order, for a live session once the target left the original
    /// place: the next move within the section rotates it in place instead of copying it.
    var proposedSections: [SectionData]?
    /// The finger, in viewport coordinates.
    var finger: Point
    /// Finger minus the item's centre when lifted, so the item does not jump under the finger.
    let grabOffset: Point
    let size: Size
    /// Lifted by ``pickUp(_:)``: it moves by direction, drawn in its slot, and ignores the finger
    /// and auto-scroll.
    var byKeyboard = false
    /// The order the item moves through and every item lifted with it.
    let base: DragBase
    /// The committed layout without the lifted items, once they left for another collection
    /// (``ReorderBoard``); kept when they come back, for the next time they leave. Boxed: see
    /// ``DragBase``.
    var departed: Departure?
    /// True while the lifted items are over another collection: this one shows ``departed``.
    var isAway = false
    /// The last index path the proposal lays out exactly (``/MosaicCore/LayoutChange/previewThrough``);
    /// `nil` when it is exact everywhere.
    var previewThrough: IndexPath?
  }

  /// A session over `model`, laid out by `configuration`'s strategy and modifiers in its
  /// viewport (its data is replaced by the model's), kept live: every change of target, drop and
  /// ``replaceModel(_:change:)`` updates the committed layout instead of preparing it again.
  ///
  /// The model and the layout must agree on estimates: a model without `estimatedItemSize` under
  /// a layout with one would draw every item at the layout's estimate, then refuse to resize it.
  /// - Throws: ``/MosaicCore/LayoutError`` naming `layout.options.estimatedItemSize` when the
  ///   model's estimate is not the strategy's, or as ``/MosaicCore/LiveLayout/init(_:)`` does for
  ///   the model's data.
  /// - Complexity: one prepare of the model's data.
  public init(model: CollectionModel<Item>, configuration: LayoutConfiguration)
    throws(LayoutError)
  {
    try model.checkEstimate(agreesWith: configuration.strategy)
    var configuration = configuration
    configuration.input.sections = model.sectionData
    let live = try LiveLayout(configuration)
    self.model = model
    self.viewport = configuration.input.viewport
    self.committedLive = live
    self.shownLayout = live.layout
    self.committedLayout = live.layout
  }

  /// The committed layout, kept live.
  /// - Complexity: O(1).
  public var committedLiveLayout: LiveLayout { committedLive }

  /// True while a drag is under way.
  public var isDragging: Bool { drag != nil }

  /// The moving item's current target, during a drag.
  public var target: IndexPath? { drag?.isAway == false ? drag?.target : nil }

  /// The index path the drag started from, during a drag.
  public var originalIndexPath: IndexPath? { drag?.original }

  /// Where the moving item lands when the drag ends: its slot at ``target`` in the proposed
  /// order's layout (content coordinates), during a drag; UIKit draws no placeholder there, a
  /// picture of the drag may.
  /// - Complexity: one look-up in the proposed layout.
  public var targetSlotFrame: Rect? {
    guard let drag, !drag.isAway else { return nil }
    return drag.proposedLayout.attributes(for: .cell(drag.target), viewport: viewport)?.frame
  }

  func contentPoint(_ finger: Point) -> Point {
    viewport.contentPoint(atViewportPoint: finger)
  }

  /// Lifts the cell under `point` (viewport coordinates). False, and nothing changes, over a gap,
  /// a header, a footer or a decoration, when `canMove` refuses, or while a drag is under way.
  public mutating func begin(atViewportPoint point: Point) -> Bool {
    guard drag == nil,
      let path = committedLayout.indexPathForItem(at: contentPoint(point), viewport: viewport)
    else { return false }
    return (try? lift(path, with: [], finger: point, byKeyboard: false)) ?? false
  }

  /// Moves the finger to `point` (viewport coordinates) and retargets; ignored while an item is
  /// lifted by keyboard.
  public mutating func move(toViewportPoint point: Point) {
    guard drag?.byKeyboard == false else { return }
    drag?.finger = point
    retarget()
  }

  /// `live`'s input with `model`'s data.
  static func input(_ live: LiveLayout, _ model: CollectionModel<Item>) -> LayoutInput {
    var input = live.input
    input.sections = model.sectionData
    return input
  }

  /// Puts the item back where it was, after a drag by finger or keyboard; the model is not
  /// touched. Returns ``ReorderEvent/cancelled(_:)``, `nil` when no drag was under way.
  @discardableResult
  public mutating func cancel() -> ReorderEvent? {
    let original = drag?.original
    drag = nil
    layout = committedLayout
    return original.map(ReorderEvent.cancelled)
  }

  /// Replaces the committed model (after a batch update), ending any drag without committing.
  /// The layout is updated by the change found by comparing the two models' data
  /// (``/MosaicCore/LayoutChange/init(from:to:)``); pass the batch's own change to
  /// ``replaceModel(_:change:)`` to skip that comparison.
  /// - Complexity: O(items of per-item sections) to compare, plus the update.
  public mutating func replaceModel(_ newModel: CollectionModel<Item>) throws(LayoutError) {
    try replaceModel(
      newModel, change: LayoutChange(from: model.sectionData, to: newModel.sectionData))
  }

  /// Replaces the committed model by `newModel`, which `change` relates to the current one (what
  /// ``CollectionModel/applying(_:expectedItemCounts:)`` returns), ending any drag
  /// without committing.
  /// - Throws: ``/MosaicCore/LayoutError`` naming `layout.options.estimatedItemSize` when the new
  ///   model's estimate is not the layout's, or as
  ///   ``/MosaicCore/LiveLayout/updated(to:change:)`` does; nothing changes then.
  /// - Complexity: the update's (O(sections) plus what the strategy's update costs).
  public mutating func replaceModel(_ newModel: CollectionModel<Item>, change: LayoutChange)
    throws(LayoutError)
  {
    let live = committedLive
    try newModel.checkEstimate(agreesWith: live.configuration.strategy)
    var input = live.input
    input.sections = newModel.sectionData
    let updated = try live.updated(to: input, change: change)
    committedLive = updated
    committedLayout = updated.layout
    model = newModel
    drag = nil
    layout = committedLayout
  }

  /// Scrolls section `section` across the scroll axis to `offset` (the viewport's
  /// ``/MosaicCore/Viewport/orthogonalOffsets``: a compositional layout's band); a drag under
  /// way retargets. Nothing is laid out again. A non-finite offset is ignored.
  public mutating func scroll(section: Int, toOrthogonalOffset offset: Double) {
    guard offset.isFinite, section >= 0 else { return }
    viewport.orthogonalOffsets[section] = offset
    if drag != nil { retarget() }
  }

  /// Scrolls to `offset`; a drag under way retargets, since the finger now covers other content.
  public mutating func scroll(toContentOffset offset: Point) {
    viewport.contentOffset = offset
    if drag != nil { retarget() }
  }

  /// Re-evaluates the target under the finger and re-lays out when it changes.
  mutating func retarget() {
    // A scroll may have carried the viewport past what the proposal lays out exactly.
    refreshPreview()
    guard var current = drag, !current.byKeyboard, !current.isAway else { return }
    // The moving item itself is not a target: look in the proposed layout, where it sits in its slot.
    if let proposed = proposedTarget(for: current), proposed != current.target,
      let chosen = targetFor(current.original, current.target, proposed), chosen != current.target
    {
      // Nothing but `current` may hold the proposal now, so its data can be changed in place.
      drag = nil
      layout = committedLayout
      propose(chosen, for: &current)
    }
    drag = current
    refreshLiveLayout()
  }

  mutating func refreshLiveLayout() {
    guard let drag else {
      layout = committedLayout
      return
    }
    if drag.isAway, let departed = drag.departed {
      layout = departed.live.layout
      return
    }
    layout = LiveReorderLayout(
      base: drag.proposedLayout, moving: .cell(drag.target), movingFrame: snapshotFrame(of: drag))
  }
}
