import MosaicCore
import MosaicHitTest

/// A layout with ``Shelf`` decorations: the base layout's elements, plus decorations.
///
/// Over a base that keeps its lines and stacks its sections
/// (``/MosaicCore/PreparedLayout/keepsLines``: flow, and any stack over it), decorations are
/// computed when asked, from the base's lines and section frames: nothing is stored, so preparing
/// or updating them costs nothing beyond the base's own update, and a rect query finds the
/// sections it crosses by binary search and their lines by the base's search. Over a base whose
/// lines are derived from its cells, decorations are prepared once into their own
/// ``/MosaicCore/FrameStore`` (no cells, one supplementary element per decoration, section by
/// section) under an ``/MosaicHitTest/IndexedLayout``, so a rect query costs the base's query plus
/// O(buckets touched + decorations found). Either way a query allocates nothing when the results
/// buffer has capacity, and results keep element order: the base's elements (cells, headers,
/// footers, earlier decorations), then these decorations, section by section, line by line.
public struct ShelfLayout: ForwardingLayout {
  /// The layout the decorations are drawn over.
  public let base: any PreparedLayout
  /// The decorations, indexed; `nil` when they are rows computed from the base's lines when
  /// asked.
  let decorations: IndexedLayout?
  /// Where decorations go, from the base's geometry and the options.
  let geometry: ShelfGeometry
  /// `decorationStart[s]..<decorationStart[s + 1]` are section `s`'s decorations (element
  /// indices into `decorations.store`); `sectionCount + 1` entries.
  let decorationStart: ContiguousArray<Int>
  /// The kind every decoration carries.
  public let kind: String
  /// The options the decorations were made with (what an update checks before keeping any).
  let options: ShelfOptions
  /// Item counts per section, the base's: what an update compares to keep a section.
  let itemCounts: ContiguousArray<Int>

  /// The number of decorations.
  /// - Complexity: O(1) when stored; O(sections) when computed (backgrounds: O(decorations)).
  package var decorationCount: Int {
    if let decorations { return decorations.store.count }
    var count = 0
    forEachComputedDecoration { _ in count += 1 }
    return count
  }

  /// The base's elements and the stored decorations, each weighing ``decorationWeight`` (rows
  /// computed from the base's lines store nothing).
  /// - Complexity: the base's.
  public var materializedElementCount: Int {
    base.materializedElementCount + (decorations?.store.count ?? 0) * Self.decorationWeight
  }

  /// True when `options`' decorations over `base` are computed from its lines when asked: over a
  /// base that keeps its lines (so a line is found by a search) and stacks its sections (so the
  /// sections a query crosses are found by binary search).
  static func computesOnDemand(_ options: ShelfOptions, over base: any PreparedLayout) -> Bool {
    base.keepsLines && base.stacksSectionsAlongScrollAxis
  }

  /// The base's: decorations are not cells.
  /// - Complexity: the base's.
  public var cellFrameStore: FrameStore? { base.cellFrameStore }
}
