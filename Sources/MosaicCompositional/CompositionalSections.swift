import MosaicCore
import MosaicHitTest

/// The page engine's side of ``Compositional``: lays each section out by its section layout,
/// one section at a time, onto a ``/MosaicHitTest/PagedLayout`` (bands at offset 0, no
/// backgrounds, no layout-wide header or footer: ``CompositionalLayout`` adds those at query
/// time).
struct CompositionalSections: SectionLayoutStrategy {
  static let name = Compositional.name
  static let summary = Compositional.summary

  /// The layout-wide options.
  var options: CompositionalOptions
  /// Each section's choice of section layout.
  var sectionOptions: [Int: CompositionalSectionOptions]
  /// The section layouts resolved for the viewport being laid out (``resolving(for:)``).
  var resolved: [String: ResolvedSectionLayout] = [:]
  /// The most elements consecutive small sections gather on one page.
  var pageLimit = SectionPaging.standard.weightLimit
  /// About how many cells a page of a cut section holds (rounded to whole groups).
  var pageCells = 512

  init(options: CompositionalOptions, sectionOptions: [Int: CompositionalSectionOptions]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  var scrollDirection: ScrollDirection { options.scrollDirection }

  /// True when `other` lays out by the same options, choices and page sizes (its resolved
  /// section layouts aside).
  func hasSameSettings(as other: CompositionalSections) -> Bool {
    pageLimit == other.pageLimit && pageCells == other.pageCells && options == other.options
      && sectionOptions == other.sectionOptions
  }

  /// The section's choice; section 0's marked as starting the layout when the layout has its
  /// own header (the header's room is section 0's, so a section that becomes the first or stops
  /// being it has other options and is laid out again).
  func options(forSection section: Int) -> CompositionalSectionOptions? {
    let choice = sectionOptions.isEmpty ? nil : sectionOptions[section]
    guard section == 0, let header = options.header, header.extent > 0 else { return choice }
    var first = choice ?? CompositionalSectionOptions()
    first.startsLayout = true
    return first
  }

  /// 0 by 0: an item of a section given by a count is unmeasured (its estimates stand).
  var defaultItemSize: Size { Size(width: 0, height: 0) }

  /// What compositional sets of the page engine: standard grouping (or a lower limit a test
  /// set), content exactly the layout dimension across (bands reach past it), the spacing
  /// between sections.
  var settings: SectionLayoutSettings {
    SectionLayoutSettings(
      paging: SectionPaging(weightLimit: pageLimit, shareLimit: SectionPaging.standard.shareLimit),
      spansLayoutDimension: true, sectionSpacing: options.interSectionSpacing)
  }

  /// The pages of `input`, this strategy resolved for its viewport (``resolving(for:)``).
  func pages(of input: LayoutInput) throws(LayoutError) -> PagedLayout {
    try prepare(input, settings: settings) { count throws(LayoutError) in
      try validateChoices(sectionCount: count)
    }
  }

  /// The pages of `input` from `pages`, prepared before `change` with the same viewport; this
  /// strategy already resolved for it (``resolving(for:)``), its choices already checked for
  /// `checkedSections` sections.
  func pages(
    updating pages: PagedLayout, to input: LayoutInput, change: LayoutChange,
    checkedSections: Int
  ) throws(LayoutError) -> PagedLayout {
    try update(pages, to: input, change: change, settings: settings) {
      count throws(LayoutError) in
      if count != checkedSections { try validateChoices(sectionCount: count) }
    }
  }
}
