import MosaicCore
import MosaicHitTest

/// `UICollectionViewCompositionalLayout` as pure computation: each section laid out by a named
/// section layout — a group pattern of items and nested groups with fractional, absolute and
/// estimated dimensions, repeating along the section or in one band across it — on the page
/// engine, so that a section of 10^6 items of one pattern holds a few pages and a change costs
/// the groups it touches.
///
/// The geometry, per section (vertical scrolling; horizontal turns every rule with the axes,
/// group axes staying absolute), with the layout's container `cw × ch` the viewport less its
/// content insets, and the section's `scw × sch` that less the section's `contentInsets`:
/// - [header] [contentInsets.top] [groups] [contentInsets.bottom] [footer], then
///   ``CompositionalOptions/interSectionSpacing`` before the next section; the header and footer
///   span `scw` from `contentInsets.left`;
/// - the group is sized against `scw × sch` and repeats from `contentInsets.left`,
///   ``LayoutSection/interGroupSpacing`` apart, its leaf slots taking consecutive items (the last
///   instance may be partly filled); with an orthogonal behaviour the groups run across in one
///   band instead, group `k` at `contentInsets.left + lead + k·(groupWidth + interGroupSpacing)`,
///   `lead` centring a group for ``OrthogonalScrollingBehavior/groupPagingCentered``;
/// - a group lays its subitems along its axis, `interItemSpacing` apart: `count` copies sharing
///   its extent, or its subitems in order while the next fits; an item's frame is its box inset
///   by its `contentInsets`.
///
/// Positions along the scroll axis are on ``/MosaicCore/AdvanceGrid`` (within 2^-20 pt of the
/// exact arithmetic), never on the pixel grid.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(
///   widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
/// let row = LayoutGroup.horizontal(
///   layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///   repeatingSubitem: .item(item), count: 3)
/// let layout = try Compositional(options: CompositionalOptions(section: LayoutSection(group: row)))
///   .prepare(LayoutInput(sections: [SectionData(itemCount: 10)], viewport: Viewport(width: 300, height: 600)))
/// ```
public struct Compositional: LayoutStrategy {
  /// `"compositional"`: how configuration documents select this strategy.
  public static let name = "compositional"

  /// One line for `mosaic list`.
  public static let summary =
    "UICollectionViewCompositionalLayout: a section layout per section, nested groups, bands"

  /// The layout-wide options.
  public var options: CompositionalOptions

  /// Each section's choice of section layout, by section index; sections without an entry take
  /// the default one.
  public var sectionOptions: [Int: CompositionalSectionOptions]

  /// The most elements consecutive small sections gather on one page, set lower by tests.
  var pageLimit = SectionPaging.standard.weightLimit
  /// About how many cells a page of a cut section holds (rounded to whole groups), set lower by
  /// tests so that small sections are cut.
  var pageCells = 512

  /// Creates a compositional layout; `sectionOptions[s]` chooses section `s`'s section layout.
  /// - Complexity: O(1).
  public init(options: CompositionalOptions, sectionOptions: [Int: CompositionalSectionOptions]) {
    self.options = options
    self.sectionOptions = sectionOptions
  }

  /// 0 by 0: an item of a section given by a count is unmeasured, its estimated sides at their
  /// estimates.
  public var defaultItemSize: Size { Size(width: 0, height: 0) }

  /// 0 by 0, and on: an item of any section may be measured one by one (a model paired with
  /// this strategy resizes an item of a section given by a count, as an app reports a self-sized
  /// cell), and until it is, its estimated sides stand at its group's estimates; its fixed sides
  /// ignore what it measures.
  public var estimatedItemSize: Size? { Size(width: 0, height: 0) }

  /// Lays out every section of `input` by its section layout, on pages (a section whose groups
  /// stack along the scroll axis is cut into pages of whole groups, and a page of items sized
  /// alike is placed again for the next ones), answered through a ``CompositionalLayout``.
  /// - Throws: ``/MosaicCore/LayoutError`` naming the field when the input fails
  ///   ``/MosaicCore/LayoutInput/validate()``, the options fail their validation (set in code), a
  ///   section names no section layout there is (`data.sections[i].options.sectionLayout`), or a
  ///   group cannot be laid out in this viewport
  ///   (`layout.options.sectionLayouts.NAME.group…`: it fits no subitem, or has no extent).
  /// - Complexity: O(items + sections) for patterns without estimates, plus one group's slots a
  ///   section layout used; a section of items sized alike costs a few pages.
  public func prepare(_ input: LayoutInput) throws(LayoutError) -> CompositionalLayout {
    let ready = try sections.resolving(for: input.viewport)
    return CompositionalLayout(
      pages: try ready.pages(of: input), sections: ready,
      roles: SectionRoles(
        options: options, choices: sectionOptions, sectionCount: input.sections.count))
  }

  /// The layout of `input`, from `layout`, prepared from the data before `change` with the same
  /// viewport, by the page engine: pages of sections the change left as they were are kept and
  /// re-offset; a cut section is laid out again from the page holding its first changed item
  /// until a page ends where an old one ended. Answers exactly as ``prepare(_:)``. A viewport
  /// that needs a prepare (``CompositionalLayout/needsPrepare(for:)``) prepares in full.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``prepare(_:)`` does.
  /// - Complexity: O(sections) to read the change, plus the pages holding changed items.
  public func update(
    _ layout: CompositionalLayout, to input: LayoutInput, change: LayoutChange
  ) throws(LayoutError) -> CompositionalLayout {
    guard !layout.needsPrepare(for: input.viewport) else { return try prepare(input) }
    // The same strategy as the layout's (the usual update): its resolved section layouts, its
    // checked choices and its sections' roles still hold, and are not worked out again.
    let same = layout.sections.hasSameSettings(as: sections)
    let ready = same ? layout.sections : try sections.resolving(for: input.viewport)
    let count = input.sections.count
    let pages = try ready.pages(
      updating: layout.pages, to: input, change: change,
      checkedSections: same ? layout.sectionCount : -1)
    let roles =
      same && count == layout.sectionCount
      ? layout.roles : SectionRoles(options: options, choices: sectionOptions, sectionCount: count)
    return CompositionalLayout(pages: pages, sections: ready, roles: roles)
  }

  /// The page engine's side of this layout.
  var sections: CompositionalSections {
    var sections = CompositionalSections(options: options, sectionOptions: sectionOptions)
    sections.pageLimit = pageLimit
    sections.pageCells = pageCells
    return sections
  }
}

extension Compositional: Hashable {
  /// Layouts are equal when their options and choices are.
  public static func == (lhs: Compositional, rhs: Compositional) -> Bool {
    lhs.options == rhs.options && lhs.sectionOptions == rhs.sectionOptions
      && lhs.pageLimit == rhs.pageLimit && lhs.pageCells == rhs.pageCells
  }

  /// Hashes the options and choices.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(options)
    hasher.combine(sectionOptions)
  }
}
