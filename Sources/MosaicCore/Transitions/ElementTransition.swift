/// How one element animates across an update: the attributes it starts from and ends at.
public struct ElementTransition: Hashable, Sendable {
  /// What happens to the element.
  public enum Kind: String, Hashable, Sendable {
    /// In both layouts (perhaps at another index path): from its old attributes to its new ones.
    case surviving
    /// In both layouts and marked for reload: from its old attributes to its new ones, redrawn.
    case reloaded
    /// Only in the new layout: from the appearing attributes to its own.
    case appearing
    /// Only in the old layout: from its own attributes to the disappearing ones.
    case disappearing
  }

  /// What happens to the element.
  public var kind: Kind
  /// The element in the old layout, `nil` when it appears.
  public var oldID: ElementID?
  /// The element in the new layout, `nil` when it disappears.
  public var newID: ElementID?
  /// The attributes the animation starts from.
  public var start: LayoutAttributes
  /// The attributes the animation ends at.
  public var end: LayoutAttributes

  /// A transition from its parts.
  public init(
    kind: Kind, oldID: ElementID?, newID: ElementID?, start: LayoutAttributes,
    end: LayoutAttributes
  ) {
    self.kind = kind
    self.oldID = oldID
    self.newID = newID
    self.start = start
    self.end = end
  }

  /// The attributes `progress` (0...1) of the way through the animation.
  /// - Complexity: O(1).
  public func attributes(at progress: Double) -> LayoutAttributes {
    start.interpolated(to: end, progress: progress)
  }
}
