import Mosaic

/// What one checked update leaves the harness with.
enum UpdateOutcome {
  /// A broken contract.
  case finding(FuzzFinding)
  /// The update was refused, skipped or lied: the next edit starts from the layout before it.
  case kept
  /// A truthful update succeeded: the next edit starts from its layout.
  case advanced(LiveLayout)
}
