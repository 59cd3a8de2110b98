/// The animation of an update: for every element of the old or the new layout, the attributes it
/// starts from and ends at, found per element on demand (O(log changes) and two look-ups each),
/// so a UI asks only about the elements it shows.
///
/// Surviving elements go from their old attributes to their new ones; an element only in the new
/// layout starts from its appearing attributes, one only in the old layout ends at its
/// disappearing attributes: UIKit's `initialLayoutAttributesForAppearingItem` and
/// `finalLayoutAttributesForDisappearingItem`, by default the element's own frame at alpha 0. Made
/// from two ``LiveLayout``s, the strategy and each modifier may override those defaults
/// (``LayoutStrategy/initialAttributes(forAppearing:in:)``,
/// ``LayoutModifier/initialAttributes(forAppearing:in:)``).
public struct LayoutTransition: Sendable {
  /// The layout before the update.
  public let old: any PreparedLayout
  /// The layout after the update.
  public let new: any PreparedLayout
  /// The viewport `old` is shown in (the offset before the update).
  public let oldViewport: Viewport
  /// The viewport `new` is shown in (the offset after the update, anchored or not).
  public let newViewport: Viewport
  /// How the old items map to the new ones.
  public let mapping: ItemMapping
  private let appearing: @Sendable (LayoutAttributes) -> LayoutAttributes
  private let disappearing: @Sendable (LayoutAttributes) -> LayoutAttributes

  /// The transition from `old` to `new` with UIKit's defaults for appearing and disappearing
  /// elements.
  public init(
    from old: any PreparedLayout, in oldViewport: Viewport, to new: any PreparedLayout,
    in newViewport: Viewport, mapping: ItemMapping
  ) {
    self.old = old
    self.new = new
    self.oldViewport = oldViewport
    self.newViewport = newViewport
    self.mapping = mapping
    self.appearing = Self.fadedOut
    self.disappearing = Self.fadedOut
  }

  /// The transition between two live layouts of one configuration, appearing and disappearing
  /// attributes asked of their layers (`new`'s for appearing, `old`'s for disappearing).
  public init(
    from old: LiveLayout, in oldViewport: Viewport, to new: LiveLayout, in newViewport: Viewport,
    mapping: ItemMapping
  ) {
    self.old = old.layout
    self.new = new.layout
    self.oldViewport = oldViewport
    self.newViewport = newViewport
    self.mapping = mapping
    self.appearing = { new.initialAttributes(forAppearing: $0) }
    self.disappearing = { old.finalAttributes(forDisappearing: $0) }
  }

  /// UIKit's default start of an appearing element and end of a disappearing one: the element's
  /// own attributes at alpha 0.
  @Sendable
  public static func fadedOut(_ attributes: LayoutAttributes) -> LayoutAttributes {
    var result = attributes
    result.alpha = 0
    return result
  }

  /// The animation of element `id` of the new layout, or `nil` when the new layout has none.
  /// - Complexity: O(log changes) plus one `attributes(for:)` in each layout.
  public func transition(forNew id: ElementID) -> ElementTransition? {
    guard let end = new.attributes(for: id, viewport: newViewport) else { return nil }
    if let oldID = mapping.oldElement(forNew: id),
      let start = old.attributes(for: oldID, viewport: oldViewport)
    {
      let reloaded = id.category == .cell && mapping.isReloaded(new: id.indexPath)
      return ElementTransition(
        kind: reloaded ? .reloaded : .surviving, oldID: oldID, newID: id, start: start, end: end)
    }
    return ElementTransition(
      kind: .appearing, oldID: nil, newID: id, start: appearing(end), end: end)
  }

  /// The animation of element `id` of the old layout, or `nil` when the old layout has none: a
  /// surviving element's is the same as ``transition(forNew:)`` of its new identity.
  /// - Complexity: O(log changes) plus one `attributes(for:)` in each layout.
  public func transition(forOld id: ElementID) -> ElementTransition? {
    guard let start = old.attributes(for: id, viewport: oldViewport) else { return nil }
    if let newID = mapping.newElement(forOld: id),
      let survivor = transition(forNew: newID), survivor.oldID == id
    {
      return survivor
    }
    return ElementTransition(
      kind: .disappearing, oldID: id, newID: nil, start: start, end: disappearing(start))
  }

  /// The animations of every element shown before (intersecting `oldRect` in the old layout) or
  /// after (intersecting `newRect` in the new one), each once: the new rect's elements first, in
  /// the new layout's order, then the old rect's that are not among them.
  /// - Complexity: a rect query in each layout, plus O(log changes) and two look-ups per element.
  public func transitions(shownIn oldRect: Rect, or newRect: Rect) -> [ElementTransition] {
    var elements: [LayoutAttributes] = []
    new.elements(in: newRect, viewport: newViewport, into: &elements)
    var result: [ElementTransition] = []
    var covered = Set<ElementID>()
    for attributes in elements {
      guard let transition = transition(forNew: attributes.id) else { continue }
      result.append(transition)
      if let oldID = transition.oldID { covered.insert(oldID) }
    }
    elements.removeAll(keepingCapacity: true)
    old.elements(in: oldRect, viewport: oldViewport, into: &elements)
    for attributes in elements where !covered.contains(attributes.id) {
      if let transition = transition(forOld: attributes.id) { result.append(transition) }
    }
    return result
  }

  /// ``transitions(shownIn:or:)`` for the visible rects of the two viewports.
  /// - Complexity: ``transitions(shownIn:or:)``'s.
  public func visibleTransitions() -> [ElementTransition] {
    transitions(shownIn: oldViewport.visibleRect, or: newViewport.visibleRect)
  }
}
