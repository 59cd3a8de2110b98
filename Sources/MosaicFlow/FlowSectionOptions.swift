import MosaicCore

/// One section's overrides of ``FlowOptions`` (UIKit's `UICollectionViewDelegateFlowLayout`
/// per-section methods): every field is optional, and `nil` keeps the layout-wide value.
///
/// The item size is not here: a section gives its items' sizes in its data
/// (``/MosaicCore/SectionData/itemSizes``), and the data's header and footer sizes win over the
/// reference sizes below.
public struct FlowSectionOptions: LayoutOptions {
  /// Overrides ``FlowOptions/minimumLineSpacing`` (`minimumLineSpacingForSectionAt`).
  public var minimumLineSpacing: Double?
  /// Overrides ``FlowOptions/minimumInteritemSpacing`` (`minimumInteritemSpacingForSectionAt`).
  public var minimumInteritemSpacing: Double?
  /// Overrides ``FlowOptions/sectionInset`` (`insetForSectionAt`).
  public var sectionInset: EdgeInsets?
  /// Overrides ``FlowOptions/headerReferenceSize`` (`referenceSizeForHeaderInSection`).
  public var headerReferenceSize: Size?
  /// Overrides ``FlowOptions/footerReferenceSize`` (`referenceSizeForFooterInSection`).
  public var footerReferenceSize: Size?
  /// Overrides ``FlowOptions/lineAlignment``.
  public var lineAlignment: LineAlignment?
  /// Overrides ``FlowOptions/lastLineAlignment``.
  public var lastLineAlignment: LineAlignment?

  /// No overrides.
  public init() {
    self.init(minimumLineSpacing: nil)
  }

  /// Overrides of the given fields.
  public init(
    minimumLineSpacing: Double? = nil,
    minimumInteritemSpacing: Double? = nil,
    sectionInset: EdgeInsets? = nil,
    headerReferenceSize: Size? = nil,
    footerReferenceSize: Size? = nil,
    lineAlignment: LineAlignment? = nil,
    lastLineAlignment: LineAlignment? = nil
  ) {
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.sectionInset = sectionInset
    self.headerReferenceSize = headerReferenceSize
    self.footerReferenceSize = footerReferenceSize
    self.lineAlignment = lineAlignment
    self.lastLineAlignment = lastLineAlignment
  }
}
