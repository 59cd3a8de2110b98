import MosaicCore

/// A script's `anchoring`: what an edit does to the content offset.
enum ScriptAnchoring: String, CaseIterable, Sendable {
  /// The first visible cell that survives stays where it is on screen.
  case firstVisibleCell
  /// The offset stays, clamped to the new content: inserting item 0 at the top shows it.
  case none

  /// The library's policy.
  var policy: AnchoringPolicy {
    switch self {
    case .firstVisibleCell: .firstVisibleCell
    case .none: .none
    }
  }
}
