import MosaicCore

/// One section's options with its overrides applied: everything laying the section out reads
/// besides its data.
struct WaterfallSectionMetrics: Sendable, Equatable {
  var columnCount: Int
  var columnSpacing: Double
  var interitemSpacing: Double
  var headerHeight: Double
  var footerHeight: Double
  var headerInset: EdgeInsets
  var footerInset: EdgeInsets
  var sectionInset: EdgeInsets
  /// ``WaterfallOptions/placementTolerance``, or the section's override.
  var placementTolerance: Double?

  /// `options`, with every field `overrides` sets replaced, and `referenceInset` (what the
  /// layout's ``SectionInsetReference`` adds in its viewport) added to the section inset.
  init(
    _ options: WaterfallOptions, overriddenBy overrides: WaterfallSectionOptions?,
    referenceInset: EdgeInsets
  ) {
    columnCount = overrides?.columnCount ?? options.columnCount
    columnSpacing = overrides?.minimumColumnSpacing ?? options.minimumColumnSpacing
    interitemSpacing = overrides?.minimumInteritemSpacing ?? options.minimumInteritemSpacing
    headerHeight = overrides?.headerHeight ?? options.headerHeight
    footerHeight = overrides?.footerHeight ?? options.footerHeight
    headerInset = overrides?.headerInset ?? options.headerInset
    footerInset = overrides?.footerInset ?? options.footerInset
    placementTolerance = overrides?.placementTolerance ?? options.placementTolerance
    sectionInset = (overrides?.sectionInset ?? options.sectionInset).adding(referenceInset)
  }

  /// The header's extent along the scroll axis: the data's size, else ``headerHeight``.
  func headerExtent(_ data: SectionData, along scrollAxis: Axis) -> Double {
    data.header?.value(along: scrollAxis) ?? headerHeight
  }

  /// The footer's extent along the scroll axis: the data's size, else ``footerHeight``.
  func footerExtent(_ data: SectionData, along scrollAxis: Axis) -> Double {
    data.footer?.value(along: scrollAxis) ?? footerHeight
  }

  /// How the section's parts stack along `scrollAxis`: with its header and footer insets, whose
  /// leading sides CHT adds whether or not there is a header or footer.
  func stack(along scrollAxis: Axis) -> SectionStack {
    SectionStack(
      scrollAxis: scrollAxis, headerInset: headerInset, sectionInset: sectionInset,
      footerInset: footerInset)
  }

  /// How many columns can receive an item: never more than the items. Every render direction
  /// fills columns `0..<usedColumnCount` of its own order, so only those need a running height
  /// (a huge ``columnCount`` costs nothing).
  ///
  /// A section with spans uses every column: a full-span item levels them all. Its column count
  /// is at most ``Waterfall/maximumSpannedColumnCount``, so that costs little.
  func usedColumnCount(_ data: SectionData) -> Int {
    data.hasSpans ? columnCount : min(columnCount, max(0, data.itemCount))
  }

  /// True when the section's items are placed by the rule that reads spans and the placement
  /// tolerance (``WaterfallPlacement/placeByRule(_:span:tolerance:cursor:slots:window:tree:cells:)``), not by the
  /// plain shortest column: when it has spans or a tolerance.
  func placesByRule(_ data: SectionData) -> Bool {
    placementTolerance != nil || data.hasSpans
  }
}
