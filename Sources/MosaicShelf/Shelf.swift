import MosaicCore
import MosaicHitTest

/// Decoration views over any layout: a background behind each section, or a bookshelf's plank
/// under each line of items. UIKit's `register(_:forDecorationViewOfKind:)` plus the
/// `layoutAttributesForDecorationView(ofKind:at:)` every app writes by hand, as a modifier.
///
/// - ``ShelfStyle/sectionBackground``: one decoration per non-empty section spanning the whole
///   line dimension (`x = 0`, `width = D` when scrolling vertically) and, along the scroll axis,
///   the section frame less its header and footer: the lines plus the section insets. It is
///   taken from the section frame, not from the first and last items, whose union under-covers
///   a section whose first or last line centres its items (docs/reference-facts.md, "Section backgrounds cover lines, not items").
///   With a scale both edges are rounded, then widened over any line a rounded cell pushed past
///   them, so the background always covers its cells. Index `(section, 0)`.
/// - ``ShelfStyle/rows``: one decoration per item line, `height` thick, starting `offset` past
///   the line's far edge along the scroll axis and spanning the line dimension: planks under
///   rows when scrolling vertically, vertical bars after each column when scrolling
///   horizontally. Index `(section, line)`.
///
/// Lines are the base layout's (``/MosaicCore/PreparedLayout/appendLineFrames(inSection:into:)``):
/// `Flow`'s layouts record theirs, every wrapper (sticky, a shelf, a mirror) forwards its base's,
/// and any other layout derives them from its cells (``/MosaicCore/LineDerivation``): consecutive
/// items join one line while their centres fall within it; for flow-like layouts that is exactly
/// the packed line. Item counts are the base's too.
///
/// Decorations carry zIndex −1 by default, appear in rect queries, `allElements` and
/// `attributes(for:)`, and are never hit-tested. With a scale, a shelf's origin along the scroll
/// axis is rounded like a cell's (its height is kept, like an item size).
///
/// Header and footer frames are read once, where they were laid out: at a viewport that shows the
/// whole content, where a modifier that moves them with the scroll position (`sticky`) leaves
/// them in place. So `shelf` and `sticky` may be listed in either order.
public struct Shelf: LayoutModifier, Hashable {
  /// `"shelf"`: how configuration documents select this modifier.
  /// - Complexity: O(1).
  public static let name = "shelf"

  /// One line for `mosaic list`.
  /// - Complexity: O(1).
  public static let summary =
    "decorations: a background behind each section, or a shelf under each line of items"

  /// The options.
  public var options: ShelfOptions

  /// Creates the modifier.
  /// - Complexity: O(1).
  public init(options: ShelfOptions) {
    self.options = options
  }

  /// Prepares the decorations once and wraps `base` with them.
  /// - Throws: ``/MosaicCore/LayoutError`` when options set in code are invalid (an empty kind, a
  ///   negative or non-finite height, a non-finite offset, either beyond
  ///   ``/MosaicCore/LayoutInput/maximumLength``), or when the decorations would take the layout
  ///   past the input's ``/MosaicCore/LayoutInput/elementBudget`` (with an empty path, which
  ///   ``/MosaicCore/LayoutConfiguration/prepare()`` fills with the modifier's; checked before
  ///   anything is allocated).
  /// - Complexity: O(sections + lines) when `base` provides its lines, O(sections + items) when
  ///   they are derived from its cells; O(1) allocations besides the decorations' own storage.
  public func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout
  {
    try validate()
    if !ShelfLayout.computesOnDemand(options, over: base) {
      try ShelfLayout.checkBudget(over: base, style: options.style, input: input)
    }
    return ShelfLayout(base: base, options: options)
  }

  /// Updates the decorations over `base`, which the base's own update produced from `input`:
  /// each section the change left as it was, where the base left it, keeps its decorations
  /// (see `ShelfReuse`; not rows read from the base's own lines, which cost as much to copy as
  /// to read); every other section is derived anew, and the decorations are indexed again.
  /// Answers exactly as ``apply(to:input:)`` over `base` does, errors included.
  /// - Throws: what ``apply(to:input:)`` throws.
  /// - Complexity: O(sections + decorations), plus what ``apply(to:input:)`` spends on each
  ///   section derived anew (its lines, or its cells for backgrounds and derived lines).
  public func update(
    _ previous: any PreparedLayout, over base: any PreparedLayout, input: LayoutInput,
    change: LayoutChange
  ) throws(LayoutError) -> any PreparedLayout {
    try validate()
    // Rows computed from the base's lines store nothing: nothing to count or keep.
    if ShelfLayout.computesOnDemand(options, over: base) {
      return ShelfLayout(base: base, options: options)
    }
    try ShelfLayout.checkBudget(over: base, style: options.style, input: input)
    // `previous` is what this modifier returned before the change: the downcast reaches this
    // modifier's own output, never another layer's capability.
    guard let previous = previous as? ShelfLayout else {
      return ShelfLayout(base: base, options: options)
    }
    return ShelfLayout(
      base: base, options: options,
      reuse: ShelfReuse(previous: previous, change: change, options: options, base: base))
  }

  /// Refuses options no decoder would have produced.
  func validate() throws(LayoutError) {
    let path = "shelf.options"
    if options.kind?.isEmpty == true {
      throw LayoutError(path: "\(path).kind", message: "expected a non-empty decoration kind")
    }
    try LayoutError.checkNonNegative(options.height, at: "\(path).height")
    try LayoutInput.checkCoordinate(options.offset, at: "\(path).offset")
  }
}
