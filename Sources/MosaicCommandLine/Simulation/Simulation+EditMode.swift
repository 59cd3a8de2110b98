import MosaicCore
import MosaicInteraction

extension Simulation {
  /// Runs one of the edit steps; a failure throws and changes nothing. A step that edits the
  /// data (`tapMove`, `tapDelete`, `applySnapshot`) returns how its items map, as a batch does.
  mutating func perform(_ step: EditStep) throws(LayoutError) -> ItemMapping? {
    switch step {
    case .editMode(let settings):
      if let angle = settings.jiggleAngle { session.editMode.jiggleAngle = angle }
      if let period = settings.jigglePeriod { session.editMode.jigglePeriod = period }
      if let rule = settings.targetRule { session.targetRule = rule }
      if let keeps = settings.keepsGrabOffset { session.keepsGrabOffset = keeps }
      session.setEditing(settings.editing)
    case .touchDown(let point):
      guard carousel == nil else {
        throw LayoutError(path: "op", message: "a carousel's items cannot be reordered by dragging")
      }
      guard session.isEditing else {
        throw LayoutError(
          path: "op", message: "a touch begins a drag only in edit mode; use dragBegin outside it")
      }
      guard !session.isDragging else {
        throw LayoutError(path: "point", message: "a drag is already under way")
      }
      guard session.touchDown(atViewportPoint: point) else {
        throw LayoutError(
          path: "point", message: "no movable cell at (\(point.x), \(point.y)) to begin a drag on")
      }
    case .selectionMode(let allows, let multiple):
      if let allows { selection.allowsSelection = allows }
      if let multiple { selection.allowsMultipleSelection = multiple }
    case .select(let path):
      try checkItem(path)
      guard selection.selectItem(at: path, in: session.model) else {
        throw LayoutError(path: "item", message: "allowsSelection is false")
      }
    case .deselect(let path):
      try checkItem(path)
      selection.deselectItem(at: path, in: session.model)
    case .tapMove(let path, let section, let index):
      return try commit(try session.model.tapMove(path, toSection: section, at: index))
    case .tapDelete(let path):
      return try commit(try session.model.tapDelete(path))
    case .applySnapshot(let sections, let reload):
      var snapshot = DiffableSnapshot<String, ItemName>()
      do {
        for section in sections {
          try snapshot.appendSections([section.id])
          try snapshot.appendItems(section.items.map(ItemName.init), toSection: section.id)
        }
        try snapshot.reloadItems(reload.map(ItemName.init))
      } catch {
        // The script's own field: `sections[1].items[0]`, not the snapshot's.
        let prefix = "snapshot."
        let path =
          error.path.hasPrefix(prefix) ? String(error.path.dropFirst(prefix.count)) : error.path
        throw LayoutError(path: path, message: error.message)
      }
      let edit = try session.model.applying(snapshot, currentSections: sectionNames.names)
      let mapping = try commit(edit)
      sectionNames.names = snapshot.sectionIdentifiers
      return mapping
    case .snap(let proposed, let velocity, let snapping):
      guard carousel == nil else {
        throw LayoutError(path: "op", message: "a carousel snaps with carouselRelease")
      }
      let target = session.layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity,
        viewport: session.viewport, snapping: snapping)
      session.scroll(toContentOffset: target)
    }
    return nil
  }

  /// Commits a validated edit as a batch is committed: the layout is updated by its change, the
  /// offset anchored (its transition kept for `render`), deleted items leave the selection.
  /// Returns how the edit's items map.
  mutating func commit(_ edit: CollectionEdit<ItemName>) throws(LayoutError) -> ItemMapping {
    try replace(by: edit.model, change: edit.change, mapping: edit.mapping)
    selection.prune(to: edit.model)
    return edit.mapping
  }

  /// Refuses an index path with no item.
  func checkItem(_ path: IndexPath) throws(LayoutError) {
    guard session.model.item(at: path) == nil else { return }
    throw LayoutError(
      path: "item", message: "there is no item at [\(path.section), \(path.item)]")
  }
}
