/// What a ``FlowLayout`` holds besides a store of every frame, held by reference: a move overlay
/// (``FlowMoveOverlay`` holds a ``FlowLayout``, its base, so a layout cannot hold one inline) or
/// the arithmetic grid table. One optional pointer keeps the plain layout's queries behind a
/// single unlikely test, whichever of the two a layout may hold.
final class FlowVariant: Sendable {
  /// The two kinds.
  enum Kind: Sendable {
    /// A move within one section not made permanent yet.
    case move(FlowMoveOverlay)
    /// Every section is a grid; the store holds headers and footers only.
    case grid(FlowGridTable)
  }

  let kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }
}
