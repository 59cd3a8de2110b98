import MosaicCore

/// A layout whose section headers (and optionally footers) pin to the visible bounds: what
/// ``Sticky`` returns.
///
/// Every answer is the base's, except that pinned elements take the frame UIKit gives them for the
/// viewport passed in (see ``/MosaicCore/Pinning``): a header is pushed down to the top of the visible bounds
/// and stops above its section's footer, so the next section's header pushes it off screen; a
/// footer mirrors that at the bottom. The frames are worked out at query time, so a scroll never
/// needs a new `prepare` and costs O(log sections + sections in the query) on top of the base's
/// own query.
///
/// - Element order: cells (the base's order), then headers by section, then footers by section,
///   then everything else (decorations) in the base's order: UIKit's order.
/// - zIndex: pinned elements keep the base's zIndex, raised to ``pinnedZIndex`` (10, or above the
///   base's cells) when lower, so they draw over the cells they cover.
/// - Hit-tests are the base's and return cells only: a pinned header covering a cell does not
///   hide it from ``indexPathForItem(at:viewport:)`` (UIKit's `indexPathForItem(at:)` does the
///   same).
/// - Section frames stay the base's, natural ones.
///
/// It assumes what flow and waterfall guarantee: each header and footer lies inside its section's
/// frame along the scroll axis. Sections must follow each other along the scroll axis for the
/// binary search; when they do not, queries fall back to looking at every section.
public struct StickyLayout: ForwardingLayout {
  /// The layout being pinned.
  public let base: any PreparedLayout
  /// Which elements pin.
  public let options: StickyOptions
  /// The least zIndex of a pinned element.
  public let pinnedZIndex: Int
  /// True when sections follow each other along the scroll axis, so they can be binary-searched.
  let sectionsAreOrdered: Bool

  /// Wraps `base`. ``Sticky/apply(to:input:)`` is the usual way to make one.
  init(
    base: any PreparedLayout, options: StickyOptions, sectionsAreOrdered: Bool, pinnedZIndex: Int
  ) {
    self.base = base
    self.options = options
    self.sectionsAreOrdered = sectionsAreOrdered
    self.pinnedZIndex = pinnedZIndex
  }

  /// The base's: pinning never moves a cell.
  /// - Complexity: the base's.
  public var cellFrameStore: FrameStore? { base.cellFrameStore }

  /// The base's answer: pinning moves headers and footers only, which are never hit.
  /// - Complexity: the base's.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    base.indexPathForItem(at: point, viewport: viewport)
  }
}
