/// What happens to the content offset when a layout is updated under it. Its raw values are how
/// a script names it (`"anchoring": "none"`).
public enum AnchoringPolicy: String, CaseIterable, Hashable, Sendable {
  /// The first visible cell that survives stays where it is on screen (see
  /// ``Scrolling/anchor(in:viewport:mapping:)``); the offset is then clamped.
  case firstVisibleCell
  /// UIKit's behaviour: the offset stays, clamped to the new content.
  case none
}
