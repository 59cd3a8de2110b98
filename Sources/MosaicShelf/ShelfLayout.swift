import MosaicCore
import MosaicHitTest

/// A layout with ``Shelf`` decorations: the base layout's elements, plus decorations.
///
/// Rows over a base that keeps its lines and stacks its sections
/// (``/MosaicCore/PreparedLayout/keepsLines``: flow, and any stack over it) are computed when asked,
/// from the base's lines: nothing is stored per line, so preparing or updating them costs
/// nothing beyond the base's own update, and a rect query finds the sections it crosses by
/// binary search and their lines by the base's search. Other decorations (backgrounds, rows over
/// a base whose lines are derived from its cells) are prepared once into their own
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
  /// - Complexity: O(1) when stored; O(sections) for rows computed from the base's lines.
  package var decorationCount: Int {
    if let decorations { return decorations.store.count }
    var lines = 0
    for section in 0..<base.sectionCount { lines += base.lineCount(inSection: section) }
    return lines
  }

  /// The base's elements and the stored decorations, each weighing ``decorationWeight`` (rows
  /// computed from the base's lines store nothing).
  /// - Complexity: the base's.
  public var materializedElementCount: Int {
    base.materializedElementCount + (decorations?.store.count ?? 0) * Self.decorationWeight
  }

  /// True when `options`' decorations over `base` are computed from its lines when asked: rows,
  /// over a base that keeps its lines and stacks its sections (so the sections a query crosses
  /// are found by binary search).
  static func computesOnDemand(_ options: ShelfOptions, over base: any PreparedLayout) -> Bool {
    options.style == .rows && base.keepsLines && base.stacksSectionsAlongScrollAxis
  }

  /// The base's: decorations are not cells.
  /// - Complexity: the base's.
  public var cellFrameStore: FrameStore? { base.cellFrameStore }
}
