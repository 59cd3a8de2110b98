import MosaicCore
import MosaicHitTest

/// ``Flow``'s layout as a section layout on the page engine (``/MosaicHitTest/SectionLayoutStrategy``):
/// the same lines, headers, footers and insets, each section laid out from 0 into pages that end
/// between lines, so a change lays out again the pages it touches and queries go through the
/// pages' bucket indexes. Where it is headed: ``Flow`` itself once the engine keeps a grid of
/// one size in as little memory as ``FlowLayout`` does (nothing per item).
///
/// Every frame is the one ``Flow`` computes, with two differences, both in grids (sections of
/// items of one size under the default alignments), whose lines are packed like any others and
/// only the last keeps the grid's columns: the lines step by `AdvanceGrid.roundedUp(extent)` plus
/// the rounded line spacing, as packed lines do, rather than by `extent + spacing` exactly, so
/// that pages' origins are exact sums too (the two agree whenever the extent and the spacing are
/// multiples of `AdvanceGrid.step`, 2^-20 pt; otherwise lines lie up to that much a line
/// further on, before pixel rounding: 0.01 pt after 10^4 lines); and a complete line's items
/// stand where adding the gap item by item puts them, where ``Flow`` multiplies the pitch (the
/// last bits may differ, and rounding to the pixel grid may carry that to a pixel). So whether a
/// section is a grid decides its last line alone, and a change that turns it lays out the last
/// page again, not the section (``endState(after:of:changing:options:)``).
package struct PagedFlow: SectionLayoutStrategy, Hashable {
  /// Not selectable by configuration.
  package static let name = "paged-flow"
  package static let summary = "flow lines on the page engine"

  /// The flow whose options, overrides and rules the sections are laid out with.
  package var flow: Flow
  /// The most cells a page of a cut section holds (pages end at the line end before it, or
  /// after the first line that alone passes it).
  package var cellsPerPage = 1_000
  /// The most cells a page of a long section given by a count holds (more than four pages of
  /// ``cellsPerPage``): its pages after the first few are one page placed again, held once
  /// however many (one block of places), so a smaller page keeps the whole section small (10^8
  /// items in three pages, under 64 KB). Shorter sections keep ``cellsPerPage``: laid out whole,
  /// sections sized alike share one page.
  package var cellsPerPageOfOneSize = 256
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
    if case .uniform = data.itemSizes, data.itemCount / 4 > cellsPerPage {
      return cellsPerPageOfOneSize
    }
    return cellsPerPage
  }

  /// Where an item lands depends on its size, the sizes of its line's items and whether every
  /// line before it held one item (the continuation), not on its number.
  package var pagesRepeat: Bool { true }

  /// A line's frames depend on every item of it: pages end between lines.
  package var choosesPageEnds: Bool { true }

  /// UIKit's flow rounds every origin to the pixel grid where it lands.
  package var placesOriginsOnPixelGrid: Bool { true }

  /// A section's end notes whether it is a grid under the grid's alignments, and of which size
  /// (``layOutItems(_:of:options:continuing:into:)``: `[1, width, height]`, or `[0, 0, 0]`): the
  /// last page is kept while the new data leaves that as it was. A grid stays one when every
  /// changed item has its size; a section that was not becomes one only when every item has one
  /// size.
  /// - Complexity: O(changed items) for a grid (O(runs) for sizes given by runs); up to
  ///   O(items) otherwise (to the first size that differs).
  package func endState(
    after state: [Double], of data: SectionData, changing spans: [ItemEditSpan],
    options overrides: FlowSectionOptions?
  ) -> [Double] {
    guard state.count == 3 else { return state }
    guard let size = Self.gridSize(ofEnding: state) else {
      let metrics = FlowSectionMetrics(
        flow.options, overriddenBy: overrides, referenceInset: EdgeInsets.zero)
      return gridSize(of: data, metrics: metrics).map(Self.gridEnding) ?? state
    }
    // Every item outside the runs is an old one, of the grid's size.
    let stays: Bool
    switch data.itemSizes {
    case .uniform(let uniform):
      stays = (uniform ?? flow.unsizedItemSize) == size
    case .perItem(let sizes):
      stays = spans.allSatisfy { sizes.firstIndex(in: $0.items) { $0 != size } == nil }
    }
    return stays ? state : Self.packedEnding
  }

  /// The state at the end of a grid of items of `size`, and of a section packed into lines.
  static func gridEnding(_ size: Size) -> [Double] { [1, size.width, size.height] }
  static let packedEnding: [Double] = [0, 0, 0]

  /// The grid's item size a state at a section's end records (``gridEnding(_:)``); `nil` for a
  /// section packed into lines, or a state that is not an end state.
  static func gridSize(ofEnding state: [Double]) -> Size? {
    state.count == 3 && state[0] == 1 ? Size(width: state[1], height: state[2]) : nil
  }
}
