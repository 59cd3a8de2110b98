import MosaicCore
import MosaicHitTest

/// ``Flow``'s layout as a section layout on the page engine (``/MosaicHitTest/SectionLayoutStrategy``):
/// the same lines, headers, footers and insets, each section laid out from 0 into pages that end
/// between lines, so a change lays out again the pages it touches and queries go through the
/// pages' bucket indexes. Where it is headed: ``Flow`` itself once the engine keeps a grid of
/// one size in as little memory as ``FlowLayout`` does (nothing per item).
///
/// Every frame is the one ``Flow`` computes, with one difference: a grid (a section of items of
/// one size under the default alignments) steps its lines by `AdvanceGrid.roundedUp(extent)` plus
/// the rounded line spacing, as packed lines do, rather than by `extent + spacing` exactly, so that
/// its pages' origins are exact sums too. The two agree whenever the extent and the spacing are
/// multiples of `AdvanceGrid.step` (1/4096 pt); otherwise lines lie up to that much a line
/// further on, before pixel rounding.
package struct PagedFlow: SectionLayoutStrategy, Hashable {
  /// Not selectable by configuration.
  package static let name = "paged-flow"
  package static let summary = "flow lines on the page engine"

  /// The flow whose options, overrides and rules the sections are laid out with.
  package var flow: Flow
  /// The most cells a page of a cut section holds (pages end at the line end before it, or
  /// after the first line that alone passes it).
  package var cellsPerPage = 1_000
  /// What groups sections into pages (a test lowers them): ``/MosaicHitTest/SectionPaging``'s.
  package var pageWeightLimit = SectionPaging.standard.weightLimit
  package var pageShareLimit = SectionPaging.standard.shareLimit

  package init(options: FlowOptions, sectionOptions: [Int: FlowSectionOptions]) {
    flow = Flow(options: options, sectionOptions: sectionOptions)
  }

  /// The paged layout of `flow`.
  package init(_ flow: Flow) { self.flow = flow }

  package var scrollDirection: ScrollDirection { flow.options.scrollDirection }
  package var defaultItemSize: Size { flow.defaultItemSize }
  package var estimatedItemSize: Size? { flow.estimatedItemSize }

  package func options(forSection section: Int) -> FlowSectionOptions? {
    flow.sectionOptions.isEmpty ? nil : flow.sectionOptions[section]
  }

  package func prepare(_ input: LayoutInput) throws(LayoutError) -> PagedLayout {
    try prepare(input, settings: settings, validateOptions: flow.validateOptions(sectionCount:))
  }

  package func update(_ layout: PagedLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> PagedLayout
  {
    try update(
      layout, to: input, change: change, settings: settings,
      validateOptions: flow.validateOptions(sectionCount:))
  }

  /// Headers, footers and sections span the layout dimension, as ``FlowLayout``'s do.
  var settings: SectionLayoutSettings {
    SectionLayoutSettings(
      paging: SectionPaging(weightLimit: pageWeightLimit, shareLimit: pageShareLimit),
      minimumLength: 0, spansLayoutDimension: true)
  }

  package func cellsPerPage(of data: SectionData, options _: FlowSectionOptions?) -> Int? {
    cellsPerPage
  }

  /// Where an item lands depends on its size, the sizes of its line's items and whether every
  /// line before it held one item (the continuation), not on its number.
  package var pagesRepeat: Bool { true }

  /// A line's frames depend on every item of it: pages end between lines.
  package var choosesPageEnds: Bool { true }

  /// UIKit's flow rounds every origin to the pixel grid where it lands.
  package var placesOriginsOnPixelGrid: Bool { true }

  /// A page's continuation notes whether the section is a grid (every item of one size), which
  /// a change anywhere in the section may turn: then it no longer holds, and the section is laid
  /// out again from its start.
  /// - Complexity: O(1) for sizes given by a count or by runs; up to O(items) for explicit sizes.
  package func continues(
    _ continuation: [Double], in data: SectionData, options overrides: FlowSectionOptions?
  ) -> Bool {
    let metrics = FlowSectionMetrics(
      flow.options, overriddenBy: overrides, referenceInset: EdgeInsets.zero)
    let wasGrid = continuation.count > 1 && continuation[1] == 1
    return wasGrid == (gridSize(of: data, metrics: metrics) != nil)
  }
}
