import MosaicCarousel
import MosaicCompositional
import MosaicCore
import MosaicInteraction

/// Replays a script against a configuration's layout and data: the state behind
/// `mosaic simulate`. Items of the initial data are named `"S.I"`, inserted ones `"n1"`, `"n2"`, …
struct Simulation {
  typealias Model = CollectionModel<ItemName>

  /// What one step did.
  struct StepResult {
    var op: String
    var ok = true
    var error: String?
    var target: IndexPath?
    /// The content offset after the step.
    var contentOffset = Point.zero
    /// For a step that edits the data (a batch, `tapMove`, `tapDelete`, `applySnapshot`): how
    /// its items map, `nil` when it failed (nothing changed).
    var mapping: ItemMapping?
    /// What a screen reader says of the step (`pickUp`, `moveLifted`, `dragEnd`, `dragCancel`),
    /// `nil` when it failed.
    var announcement: String?
  }

  var session: ReorderSession<ItemName>
  var selection = Selection<ItemName>()
  /// The carousel's paging state, for a carousel configuration: it owns the scroll offset.
  var carousel: CarouselController?
  /// The band sections dragged so far, by section, for a compositional configuration: each owns
  /// its section's offset across the scroll axis.
  var bands: [Int: OrthogonalScrollController] = [:]
  var results: [StepResult] = []
  var insertedCount = 0
  /// The transition of the last step, when it was a batch, a resize, a tap edit or a snapshot
  /// that applied.
  var lastTransition: LayoutTransition?
  /// The announcement of the last step, when it made one.
  var lastAnnouncement: String?
  /// The lead's move of the last step, when it ended a drag: from its index path before the
  /// lift to where it landed.
  var lastMove: (from: IndexPath, to: IndexPath)?
  /// What an edit does to the content offset (the script's `anchoring`).
  var anchoring = AnchoringPolicy.firstVisibleCell
  /// The sections' identities, for `applySnapshot`.
  var sectionNames = SectionNames(count: 0)

  /// Starts from `configuration`'s data and viewport. The document's sections are runs of
  /// names (``ItemName``): nothing is made per item.
  /// - Throws: ``LayoutError`` as ``ReorderSession/init(model:configuration:)`` does.
  init(configuration: LayoutConfiguration) throws(LayoutError) {
    let sections = Self.sections(of: configuration)
    let model = try Model(sections: sections, pairedWith: configuration.strategy)
    // Kept live: drags, batches and resizes update the layout instead of preparing it again.
    session = try ReorderSession(model: model, configuration: configuration)
    sectionNames = SectionNames(count: sections.count)
    if let strategy = configuration.strategy as? Carousel,
      let layout = session.committedLiveLayout.strategyLayout as? CarouselLayout
    {
      // The controller starts at the middle copy (so the user can page backwards) and owns the
      // offset from then on. It drives the session's own carousel layout: nothing is prepared
      // a second time.
      let controller = CarouselController(
        layout: layout, autoAdvanceInterval: strategy.options.autoAdvanceInterval)
      carousel = controller
      session.scroll(toContentOffset: controller.contentOffset)
    }
  }

  /// The sections of `configuration`'s data as runs of names, section S's items named
  /// `"S'.I"` with S' = S + `sectionBase` (a second collection of the same document is named on
  /// from the first's sections).
  static func sections(of configuration: LayoutConfiguration, sectionBase: Int = 0)
    -> [Model.Section]
  {
    configuration.input.sections.enumerated().map { index, data in
      let first = ItemName.firstNumber(ofSection: index + sectionBase)
      let names = ItemList<ItemName>(numbers: first..<first + data.itemCount)
      switch data.itemSizes {
      case .uniform(let size):
        return Model.Section(items: names, itemSize: size, header: data.header, footer: data.footer)
      case .perItem(let sizes):
        return Model.Section(items: names, sizes: sizes, header: data.header, footer: data.footer)
      }
    }
  }

  /// The carousel's page, or `nil` (no carousel, or no data).
  var page: Int? { carousel?.currentPage }

  /// Runs every step; a failing step is reported and the run goes on from the unchanged state.
  mutating func run(_ steps: [ScriptStep]) {
    for step in steps {
      var result = StepResult(op: step.op)
      lastTransition = nil
      lastAnnouncement = nil
      do {
        result.mapping = try perform(step)
      } catch {
        result.ok = false
        result.error = error.description
      }
      result.target = session.target
      result.announcement = lastAnnouncement
      result.contentOffset = session.viewport.contentOffset
      results.append(result)
    }
  }

  /// Performs one step; a step that edits the data returns how its items map.
  mutating func perform(_ step: ScriptStep) throws(LayoutError) -> ItemMapping? {
    switch step {
    case .dragBegin(let point, let others):
      guard carousel == nil else {
        throw LayoutError(path: "op", message: "a carousel's items cannot be reordered by dragging")
      }
      guard !session.isDragging else {
        throw LayoutError(path: "point", message: "a drag is already under way")
      }
      guard try session.begin(atViewportPoint: point, alsoLifting: others) else {
        throw LayoutError(
          path: "point", message: "no movable cell at (\(point.x), \(point.y)) to begin a drag on")
      }
    case .dragMove(let point):
      guard session.isDragging else { throw LayoutError(path: "op", message: "no drag under way") }
      session.move(toViewportPoint: point)
    case .tick(let count):
      session.tick(count: count)
    case .dragEnd:
      guard let event = session.drop(), let drop = session.lastDrop else {
        throw LayoutError(path: "op", message: "no drag under way")
      }
      if let from = drop.lead.from, let to = drop.lead.to { lastMove = (from, to) }
      lastAnnouncement = session.announcements.text(for: event)
    case .dragCancel:
      guard let event = session.cancel() else {
        throw LayoutError(path: "op", message: "no drag under way")
      }
      lastAnnouncement = session.announcements.text(for: event)
    case .scrollTo(let offset):
      session.scroll(toContentOffset: offset)
    case .scrollToItem(let item, let position):
      guard carousel == nil else {
        throw LayoutError(
          path: "op", message: "a carousel's offset is owned by its controller; use carouselNext")
      }
      try session.scroll(toItem: item, at: position)
    case .tap(let point):
      let viewport = session.viewport
      let content = Point(
        x: point.x + viewport.contentOffset.x, y: point.y + viewport.contentOffset.y)
      var hit = session.layout.indexPathForItem(at: content, viewport: viewport)
      if let carousel, let virtual = hit {
        // A carousel's cells are virtual items; the data item is the virtual index modulo count.
        hit = IndexPath(
          section: virtual.section, item: carousel.geometry.dataIndex(ofVirtualItem: virtual.item))
      }
      _ = selection.tap(hit, in: session.model)
    case .batch(let batch):
      return try apply(batch)
    case .resize(let items):
      let updated = try session.model.resizing(
        items.compactMap { entry in
          entry.size.map { (entry.indexPath, $0) }
        })
      try replace(by: updated.model, change: updated.change, mapping: session.model.identityMapping)
    case .respan(let items):
      let updated = try session.model.respanning(items.map { ($0.indexPath, $0.span) })
      try replace(by: updated.model, change: updated.change, mapping: session.model.identityMapping)
    case .carouselNext, .carouselTick, .carouselDrag, .carouselRelease:
      guard var controller = carousel else {
        throw LayoutError(path: "op", message: "'\(step.op)' needs a carousel configuration")
      }
      switch step {
      case .carouselNext: controller.next()
      case .carouselTick(let seconds): controller.tick(seconds: seconds)
      case .carouselDrag(let delta):
        if !controller.isDragging { controller.beginDrag() }
        controller.drag(contentOffsetBy: delta)
      case .carouselRelease(let velocity):
        guard controller.isDragging else {
          throw LayoutError(path: "op", message: "no carousel drag under way")
        }
        controller.endDrag(velocity: velocity)
      default: break
      }
      carousel = controller
      session.scroll(toContentOffset: controller.contentOffset)
    case .bandDrag(let section, _), .bandRelease(let section, _):
      var band = try bandController(ofSection: section)
      switch step {
      case .bandDrag(_, let delta):
        if !band.isDragging { band.beginDrag() }
        band.drag(offsetBy: delta)
      case .bandRelease(_, let velocity):
        guard band.isDragging else {
          throw LayoutError(path: "op", message: "no drag of section \(section) under way")
        }
        band.endDrag(velocity: velocity)
      default: break
      }
      bands[section] = band
      session.scroll(section: section, toOrthogonalOffset: band.offset)
    case .edit(let step):
      return try perform(step)
    case .keyboard(let step):
      try perform(step)
    }
    return nil
  }

  /// The controller of band section `section`: the one already dragging it, or a new one at the
  /// section's offset, of the session's compositional layout.
  /// - Throws: ``LayoutError`` when the layout is not compositional or the section is no band.
  func bandController(ofSection section: Int) throws(LayoutError) -> OrthogonalScrollController {
    if let band = bands[section] { return band }
    guard let layout = session.committedLiveLayout.strategyLayout as? CompositionalLayout else {
      throw LayoutError(path: "op", message: "a band drag needs a compositional configuration")
    }
    guard
      let band = OrthogonalScrollController(
        layout: layout, section: section, viewport: session.viewport)
    else {
      throw LayoutError(
        path: "section",
        message: "section \(section) does not scroll across (no orthogonal scrolling)")
    }
    return band
  }

  /// Replaces the model, anchoring the offset by ``anchoring``, except for a carousel, whose
  /// controller owns it.
  mutating func replace(by model: Model, change: LayoutChange, mapping: ItemMapping)
    throws(LayoutError)
  {
    if carousel == nil {
      lastTransition = try session.replaceModel(
        model, change: change, mapping: mapping, anchoring: anchoring)
    } else {
      try session.replaceModel(model, change: change)
    }
  }

  mutating func apply(_ script: ScriptBatch) throws(LayoutError) -> ItemMapping {
    func path(_ pair: [Int]) -> IndexPath { IndexPath(section: pair[0], item: pair[1]) }
    var batch = BatchUpdate<ItemName>()
    batch.deleteSections = script.deleteSections
    batch.insertSections = script.insertSections.map { ($0, Model.Section(items: [])) }
    batch.deleteItems = script.deleteItems.map(path)
    var next = insertedCount
    batch.insertItems = script.insertItems.map { entry in
      next += 1
      return (entry.indexPath, ItemName("n\(next)"), entry.size)
    }
    batch.moveItems = script.moveItems.map { (path($0[0]), path($0[1])) }
    batch.reloadItems = script.reloadItems.map(path)
    batch.reloadSections = script.reloadSections
    batch.moveSections = script.moveSections.map { ($0[0], $0[1]) }
    let updated = try session.model.applying(batch)
    try replace(by: updated.model, change: updated.change, mapping: updated.mapping)
    insertedCount = next  // names are used up only by a batch that applied
    sectionNames.follow(updated.change)
    selection.prune(to: updated.model)
    return updated.mapping
  }
}
