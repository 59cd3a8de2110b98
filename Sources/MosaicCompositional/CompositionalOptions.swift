import MosaicCore

/// The options of a ``Compositional`` layout, as `UICollectionViewCompositionalLayout`'s section
/// provider and configuration give them: named section layouts, the one a section without a
/// choice takes, the scroll direction and the space between sections.
public struct CompositionalOptions: LayoutOptions {
  /// The direction sections stack along. Default vertical.
  public var scrollDirection: ScrollDirection
  /// The space between consecutive sections. Default 0.
  public var interSectionSpacing: Double
  /// The section layouts sections choose from by name (`data.sections[i].options.sectionLayout`).
  /// Default: one, ``listName``, a full-width list of rows 44 pt tall.
  public var sectionLayouts: [String: LayoutSection]
  /// Section layouts that are another strategy laying out the one section (`{"strategy": NAME,
  /// "options": {…}}` among the document's `sectionLayouts`): the section is laid out as that
  /// strategy lays out a one-section layout of the same viewport, moved to its place. Names are
  /// shared with ``sectionLayouts`` (one name, one section layout).
  public var strategySectionLayouts: [String: NestedStrategy] = [:]
  /// The section layout of a section that names none; `nil` when there is exactly one section
  /// layout (it is the default) or every section names its own.
  public var defaultSectionLayout: String?
  /// The layout's own header (kind `layout`, section 0), spanning the container at the very
  /// start of the content; `nil` for none. A layout without sections has neither.
  public var header: BoundarySupplementaryItem?
  /// The layout's own footer (kind `layout`, section 0), at the very end; `nil` for none.
  public var footer: BoundarySupplementaryItem?

  /// The kind of the layout's own header and footer: `"layout"`.
  public static let layoutKind = "layout"

  /// The name of the section layout of default options: `"list"`.
  public static let listName = "list"

  /// A list: rows the section's width and 44 pt tall.
  public static let list = LayoutSection(
    group: .vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [
        .item(
          LayoutItem(
            layoutSize: LayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))
      ]))

  /// Options of `sectionLayouts`, sections without a choice laid out by `defaultSectionLayout`.
  public init(
    scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
    sectionLayouts: [String: LayoutSection] = [Self.listName: Self.list],
    defaultSectionLayout: String? = nil, header: BoundarySupplementaryItem? = nil,
    footer: BoundarySupplementaryItem? = nil
  ) {
    self.header = header
    self.footer = footer
    self.scrollDirection = scrollDirection
    self.interSectionSpacing = interSectionSpacing
    self.sectionLayouts = sectionLayouts
    self.defaultSectionLayout = defaultSectionLayout
  }

  /// Options of one section layout, every section laid out by it.
  public init(section: LayoutSection, scrollDirection: ScrollDirection = .vertical) {
    self.init(scrollDirection: scrollDirection, sectionLayouts: ["section": section])
  }

  /// Default options: one list section layout.
  public init() { self.init(scrollDirection: .vertical) }

  /// The names of the section layouts of both kinds, sorted: the order errors list them in.
  var sortedNames: [String] {
    (Array(sectionLayouts.keys) + strategySectionLayouts.keys).sorted()
  }

  /// The name a section without a choice takes: ``defaultSectionLayout``, or the only section
  /// layout's name.
  var fallbackName: String? {
    if let defaultSectionLayout { return defaultSectionLayout }
    guard sectionLayouts.count + strategySectionLayouts.count == 1 else { return nil }
    return sectionLayouts.keys.first ?? strategySectionLayouts.keys.first
  }

  /// True when a section layout of either kind is named `name`.
  func hasSectionLayout(named name: String) -> Bool {
    sectionLayouts[name] != nil || strategySectionLayouts[name] != nil
  }
}
