import MosaicCore
import MosaicInteraction

extension PlaygroundSession {
  /// `, "transition": {"fromOffset", "elements": [...]}`: the content offset before the step
  /// (the start attributes are at it) and the engine's animation of every element in the new
  /// window (from the elements the reply lists) and of every element of the old window that
  /// disappears, so the work follows the window, never the item count.
  /// - Complexity: one bounded rect query in the old layout, plus O(log changes) and two
  ///   look-ups per element.
  func writeTransition(
    _ transition: LayoutTransition, oldModel: CollectionModel<ItemName>,
    newElements: [LayoutAttributes], names: ElementNames, into writer: inout JSONWriter
  ) throws(LayoutError) {
    let offset = transition.oldViewport.contentOffset
    let oldRect = Rect(
      x: window.x + offset.x, y: window.y + offset.y, width: window.width, height: window.height)
    let oldElements = try BoundedRectQuery(layout: transition.old, viewport: transition.oldViewport)
      .elements(in: oldRect, limit: Self.maximumElements, option: "rect")
    writer.raw(", \"transition\": {\"fromOffset\": {\"x\": ")
    try writer.number(offset.x, field: "transition.fromOffset.x")
    writer.raw(", \"y\": ")
    try writer.number(offset.y, field: "transition.fromOffset.y")
    writer.raw("}, \"elements\": [")
    var first = true
    var covered = Set<ElementID>()
    for attributes in newElements {
      guard let element = transition.transition(forNew: attributes.id) else { continue }
      if let oldID = element.oldID { covered.insert(oldID) }
      if !first { writer.raw(",") }
      first = false
      try writer.playgroundTransition(element, name: names.name(of: attributes.id))
    }
    for attributes in oldElements where !covered.contains(attributes.id) {
      guard let element = transition.transition(forOld: attributes.id),
        element.kind == .disappearing
      else { continue }
      let id = attributes.id
      let name = id.category == .cell ? oldModel.item(at: id.indexPath)?.description : nil
      if !first { writer.raw(",") }
      first = false
      try writer.playgroundTransition(element, name: name)
    }
    writer.raw("]}")
  }
}

extension JSONWriter {
  /// One element's animation: `{"category", "kind", "section", "item", "change", "name",
  /// "start": {"frame", "alpha"}, "end": {…}}`, named by its new identity (its old one when it
  /// disappears).
  mutating func playgroundTransition(_ element: ElementTransition, name: String?)
    throws(LayoutError)
  {
    let id = element.newID ?? element.start.id
    elementIdentity(id)
    raw(", \"change\": ")
    string(element.kind.rawValue)
    raw(", \"name\": ")
    string(name)
    let field = "transition \(id.category.name) \(id.section).\(id.item)"
    raw(", \"start\": ")
    try transitionEnd(element.start, field: field + " start")
    raw(", \"end\": ")
    try transitionEnd(element.end, field: field + " end")
    raw("}")
  }

  private mutating func transitionEnd(_ attributes: LayoutAttributes, field: String)
    throws(LayoutError)
  {
    raw("{\"frame\": ")
    try frameArray(attributes.frame, field: field)
    raw(", \"alpha\": ")
    try number(attributes.alpha, field: field)
    raw("}")
  }
}
