import MosaicCore

/// What a picture shows of an update's transition: where elements were (ghosted), where they go
/// (arrows from old to new), what appears (outlined) and what disappears (struck ghosts).
public struct TransitionOverlay: Sendable {
  /// The animations to draw, each with its start and end attributes in content coordinates.
  public var transitions: [ElementTransition]
  /// The viewport before the update (outlined, ghosted), or `nil` to leave it out.
  public var oldViewport: Viewport?

  /// Creates an overlay.
  public init(transitions: [ElementTransition], oldViewport: Viewport? = nil) {
    self.transitions = transitions
    self.oldViewport = oldViewport
  }
}
