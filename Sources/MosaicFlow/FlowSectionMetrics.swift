import MosaicCore

/// One section's options with its overrides applied: everything laying the section out reads
/// besides its data.
struct FlowSectionMetrics: Sendable, Equatable {
  var minimumLineSpacing: Double
  var minimumInteritemSpacing: Double
  var sectionInset: EdgeInsets
  var headerReferenceSize: Size
  var footerReferenceSize: Size
  var lineAlignment: LineAlignment
  var lastLineAlignment: LineAlignment

  /// `options`, with every field `overrides` sets replaced, and `referenceInset` (what the
  /// layout's ``SectionInsetReference`` adds in its viewport) added to the section inset.
  init(
    _ options: FlowOptions, overriddenBy overrides: FlowSectionOptions?,
    referenceInset: EdgeInsets
  ) {
    minimumLineSpacing = overrides?.minimumLineSpacing ?? options.minimumLineSpacing
    minimumInteritemSpacing = overrides?.minimumInteritemSpacing ?? options.minimumInteritemSpacing
    sectionInset = (overrides?.sectionInset ?? options.sectionInset).adding(referenceInset)
    headerReferenceSize = overrides?.headerReferenceSize ?? options.headerReferenceSize
    footerReferenceSize = overrides?.footerReferenceSize ?? options.footerReferenceSize
    lineAlignment = overrides?.lineAlignment ?? options.lineAlignment
    lastLineAlignment = overrides?.lastLineAlignment ?? options.lastLineAlignment
  }

  /// UIKit's default pair, under which a section of equal sizes keeps one pitch on every line,
  /// the last one included (its fixed-item-size path).
  var keepsGridPitch: Bool { lineAlignment == .justified && lastLineAlignment == .leading }

  /// The header's extent along the scroll axis: the data's size (`header`), else the reference
  /// size. (Given the size, not the section: a section passed from an array's storage was copied,
  /// a retain and a release, on a path that reads every section.)
  func headerExtent(_ header: Size?, along scrollAxis: Axis) -> Double {
    (header ?? headerReferenceSize).value(along: scrollAxis)
  }

  /// The footer's extent along the scroll axis: the data's size (`footer`), else the reference
  /// size.
  func footerExtent(_ footer: Size?, along scrollAxis: Axis) -> Double {
    (footer ?? footerReferenceSize).value(along: scrollAxis)
  }
}
