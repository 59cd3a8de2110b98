import MosaicCore

/// The options of a ``Flow`` layout, with `UICollectionViewFlowLayout`'s names and defaults.
///
/// Every section uses these unless its ``FlowSectionOptions`` override a field; a section's own
/// data (item sizes, header and footer sizes) wins over both.
public struct FlowOptions: LayoutOptions {
  /// The direction the content scrolls in (UIKit's `scrollDirection`). Default `.vertical`: items
  /// flow left to right in lines stacked downward. `.horizontal` swaps the axes: items flow top to
  /// bottom in columns stacked rightward.
  public var scrollDirection: ScrollDirection
  /// The size of the items of a section whose data gives none (UIKit's `itemSize`). Default 50×50.
  public var itemSize: Size
  /// The size items start at until they are measured (UIKit's `estimatedItemSize`). Default
  /// `.zero`: estimates off. Any other size turns them on: the items of a section given by a count
  /// alone (no `itemSize`, no per-item sizes) are laid out at it instead of ``itemSize``, and own
  /// their sizes, so a measured size reported for one of them replaces the estimate.
  public var estimatedItemSize: Size
  /// The space between two lines, along the scroll axis (UIKit's `minimumLineSpacing`). Default 10.
  public var minimumLineSpacing: Double
  /// The least space between two items of one line (UIKit's `minimumInteritemSpacing`). Justified
  /// lines may space items further apart. Default 10.
  public var minimumInteritemSpacing: Double
  /// Space around each section's lines, inside its header and footer (UIKit's `sectionInset`).
  /// Default zero.
  public var sectionInset: EdgeInsets
  /// The size of every section's header (UIKit's `headerReferenceSize`). Only the extent along the
  /// scroll axis matters (the header spans the whole line dimension); zero there means no header.
  /// Default zero: no headers.
  public var headerReferenceSize: Size
  /// The size of every section's footer (UIKit's `footerReferenceSize`), like
  /// ``headerReferenceSize``. Default zero: no footers.
  public var footerReferenceSize: Size
  /// How lines that closed because the next item did not fit spread their items (UIKit's private
  /// `UIFlowLayoutCommonRowHorizontalAlignmentKey`). Default `.justified`, as UIKit.
  public var lineAlignment: LineAlignment
  /// How a section's last line spreads its items (UIKit's private
  /// `UIFlowLayoutLastRowHorizontalAlignmentKey`). Default `.leading`, as UIKit.
  public var lastLineAlignment: LineAlignment
  /// What ``sectionInset`` is measured from (UIKit's `sectionInsetReference`), for every section:
  /// `.fromSafeArea` and `.fromLayoutMargins` add, across the lines, how far the viewport's safe
  /// area or margins reach past its content inset. Default `.fromContentInset`: nothing added.
  public var sectionInsetReference: SectionInsetReference

  /// Options with every field at UIKit's default.
  public init() {
    self.init(scrollDirection: .vertical)
  }

  /// Options with the given fields; the rest at UIKit's defaults.
  public init(
    scrollDirection: ScrollDirection = .vertical,
    itemSize: Size = Size(width: 50, height: 50),
    estimatedItemSize: Size = .zero,
    minimumLineSpacing: Double = 10,
    minimumInteritemSpacing: Double = 10,
    sectionInset: EdgeInsets = .zero,
    headerReferenceSize: Size = .zero,
    footerReferenceSize: Size = .zero,
    lineAlignment: LineAlignment = .justified,
    lastLineAlignment: LineAlignment = .leading,
    sectionInsetReference: SectionInsetReference = .fromContentInset
  ) {
    self.scrollDirection = scrollDirection
    self.itemSize = itemSize
    self.estimatedItemSize = estimatedItemSize
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.sectionInset = sectionInset
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    self.lineAlignment = lineAlignment
    self.lastLineAlignment = lastLineAlignment
    self.sectionInsetReference = sectionInsetReference
  }
}
