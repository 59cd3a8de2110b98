import MosaicCore

/// What a state reply adds for particular messages.
struct ReplyExtras {
  /// A document was (re)loaded: the reply describes it.
  var loaded = false
  /// A drag ended: where the item started and where it was put.
  var moved: (from: IndexPath, to: IndexPath)?
}
