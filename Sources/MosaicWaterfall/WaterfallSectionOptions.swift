import MosaicCore

/// One section's overrides of ``WaterfallOptions`` (CHT's per-section delegate methods): every
/// field is optional, and `nil` keeps the layout-wide value.
///
/// Item sizes are not here: a section gives them in its data
/// (``/MosaicCore/SectionData/itemSizes``), and the data's header and footer sizes win over the
/// heights below.
public struct WaterfallSectionOptions: LayoutOptions {
  /// Overrides ``WaterfallOptions/columnCount`` (`columnCountFor`). At least 1.
  public var columnCount: Int?
  /// Overrides ``WaterfallOptions/minimumColumnSpacing`` (`minimumColumnSpacingFor`).
  public var minimumColumnSpacing: Double?
  /// Overrides ``WaterfallOptions/minimumInteritemSpacing`` (`minimumInteritemSpacingFor`).
  public var minimumInteritemSpacing: Double?
  /// Overrides ``WaterfallOptions/headerHeight`` (`heightForHeaderIn`).
  public var headerHeight: Double?
  /// Overrides ``WaterfallOptions/footerHeight`` (`heightForFooterIn`).
  public var footerHeight: Double?
  /// Overrides ``WaterfallOptions/headerInset`` (`insetsForHeaderIn`).
  public var headerInset: EdgeInsets?
  /// Overrides ``WaterfallOptions/footerInset`` (`insetsForFooterIn`).
  public var footerInset: EdgeInsets?
  /// Overrides ``WaterfallOptions/sectionInset`` (`insetsFor`).
  public var sectionInset: EdgeInsets?
  /// Overrides ``WaterfallOptions/placementTolerance`` (sets one for this section).
  public var placementTolerance: Double?

  /// No overrides.
  /// - Complexity: O(1).
  public init() {
    self.init(columnCount: nil)
  }

  /// Overrides of the given fields.
  /// - Complexity: O(1).
  public init(
    columnCount: Int? = nil,
    minimumColumnSpacing: Double? = nil,
    minimumInteritemSpacing: Double? = nil,
    headerHeight: Double? = nil,
    footerHeight: Double? = nil,
    headerInset: EdgeInsets? = nil,
    footerInset: EdgeInsets? = nil,
    sectionInset: EdgeInsets? = nil,
    placementTolerance: Double? = nil
  ) {
    self.columnCount = columnCount
    self.minimumColumnSpacing = minimumColumnSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.headerInset = headerInset
    self.footerInset = footerInset
    self.sectionInset = sectionInset
    self.placementTolerance = placementTolerance
  }
}
