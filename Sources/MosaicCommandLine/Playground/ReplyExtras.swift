import MosaicCore
import MosaicInteraction

/// What a state reply adds for particular messages.
struct ReplyExtras {
  /// A document was (re)loaded: the reply describes it.
  var loaded = false
  /// A drag ended: where the item started and where it was put.
  var moved: (from: IndexPath, to: IndexPath)?
  /// What a screen reader says of the step (a reorder's), when it says anything.
  var announcement: String?
  /// The step changed the data: the engine's transition, and the model before it (to name the
  /// cells that disappear).
  var transition: (transition: LayoutTransition, oldModel: CollectionModel<ItemName>)?
}
