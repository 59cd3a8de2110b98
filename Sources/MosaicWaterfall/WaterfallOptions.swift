import MosaicCore

/// The options of a ``Waterfall`` layout, with CHTCollectionViewWaterfallLayout's names and
/// defaults.
///
/// "Height" means the extent along the scroll axis, so it is a width when ``scrollDirection`` is
/// `.horizontal`; insets turn with the axes the same way (see
/// `Sources/Mosaic/Mosaic.docc/WaterfallStrategy.md`). Every section uses these
/// unless its ``WaterfallSectionOptions`` override a field; a section's own data (item sizes,
/// header and footer sizes) wins over both.
public struct WaterfallOptions: LayoutOptions {
  /// The direction the content scrolls in. Default `.vertical`, the only direction CHT has:
  /// columns side by side, each growing downward. `.horizontal` swaps the axes: rows stacked
  /// downward, each growing rightward. (Mosaic's addition.)
  public var scrollDirection: ScrollDirection
  /// The number of columns (CHT's `columnCount`). Must be at least 1. Default 2.
  public var columnCount: Int
  /// The space between two columns (CHT's `minimumColumnSpacing`). Default 10.
  public var minimumColumnSpacing: Double
  /// The space between two items of one column (CHT's `minimumInteritemSpacing`). Not applied
  /// between the header and the columns or between the columns and the footer. Default 10.
  public var minimumInteritemSpacing: Double
  /// The extent of every section's header along the scroll axis (CHT's `headerHeight`); zero means
  /// no header. Default 0.
  public var headerHeight: Double
  /// The extent of every section's footer along the scroll axis (CHT's `footerHeight`); zero means
  /// no footer. Default 0.
  public var footerHeight: Double
  /// Space around each header (CHT's `headerInset`): its leading side is added even when the
  /// section has no header, its trailing side only below a header. Default zero.
  public var headerInset: EdgeInsets
  /// Space around each footer (CHT's `footerInset`), like ``headerInset``. Default zero.
  public var footerInset: EdgeInsets
  /// Space around each section's columns, inside its header and footer (CHT's `sectionInset`).
  /// Headers and footers ignore it. Default zero.
  public var sectionInset: EdgeInsets
  /// Which column each item goes to (CHT's `itemRenderDirection`). Default `.shortestFirst`.
  public var itemRenderDirection: ItemRenderDirection
  /// The least extent of the content along the scroll axis (CHT's `minimumContentHeight`).
  /// Default 0.
  public var minimumContentHeight: Double
  /// The size of items whose section gives none (Mosaic's addition: CHT asks its delegate for
  /// every size). Only its aspect ratio matters, since items take their column's width.
  /// Default 50×50, square items.
  public var itemSize: Size
  /// The size items start at until they are measured (UIKit's `estimatedItemSize`). Default
  /// `.zero`: estimates off. Any other size turns them on: the items of a section given by a count
  /// alone (no `itemSize`, no per-item sizes) take it instead of ``itemSize``, scaled to their
  /// column's width like any other item, and own their sizes, so a measured size reported for one
  /// of them replaces the estimate.
  public var estimatedItemSize: Size
  /// What ``sectionInset`` is measured from (UIKit's flow layout's `sectionInsetReference`; CHT
  /// has none), for every section: `.fromSafeArea` and `.fromLayoutMargins` add, across the
  /// columns, how far the viewport's safe area or margins reach past its content inset, which
  /// narrows the columns and shifts them by the leading side. Default `.fromContentInset`:
  /// nothing added.
  public var sectionInsetReference: SectionInsetReference
  /// How much taller, in points, a column may end than the shortest and still take the next item
  /// (CSS grid-lanes' `flow-tolerance`; Mosaic's addition). With a tolerance `t`, the columns an
  /// item may start in are those whose top for it lies within `t` of the lowest such top, and it
  /// goes to the first of them at or after the *cursor* (the column after the previous item's last
  /// column; the first column at a section's start), else to the first of them: items read on
  /// across the columns rather than jump back for a few points' difference. Default `nil`: the
  /// shortest column, ties to the lowest index (CHT's rule). Needs ``ItemRenderDirection/shortestFirst``.
  public var placementTolerance: Double?

  /// Options with every field at CHT's default.
  /// - Complexity: O(1).
  public init() {
    self.init(columnCount: 2)
  }

  /// Options with the given fields; the rest at CHT's defaults.
  /// - Complexity: O(1).
  public init(
    scrollDirection: ScrollDirection = .vertical,
    columnCount: Int = 2,
    minimumColumnSpacing: Double = 10,
    minimumInteritemSpacing: Double = 10,
    headerHeight: Double = 0,
    footerHeight: Double = 0,
    headerInset: EdgeInsets = .zero,
    footerInset: EdgeInsets = .zero,
    sectionInset: EdgeInsets = .zero,
    itemRenderDirection: ItemRenderDirection = .shortestFirst,
    minimumContentHeight: Double = 0,
    itemSize: Size = Size(width: 50, height: 50),
    estimatedItemSize: Size = .zero,
    sectionInsetReference: SectionInsetReference = .fromContentInset,
    placementTolerance: Double? = nil
  ) {
    self.scrollDirection = scrollDirection
    self.columnCount = columnCount
    self.minimumColumnSpacing = minimumColumnSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.headerInset = headerInset
    self.footerInset = footerInset
    self.sectionInset = sectionInset
    self.itemRenderDirection = itemRenderDirection
    self.minimumContentHeight = minimumContentHeight
    self.itemSize = itemSize
    self.estimatedItemSize = estimatedItemSize
    self.sectionInsetReference = sectionInsetReference
    self.placementTolerance = placementTolerance
  }
}
