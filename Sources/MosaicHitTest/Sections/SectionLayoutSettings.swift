/// What a strategy of this package sets, beyond the ``SectionLayoutStrategy`` requirements, when
/// it lays out through the section-layout engine: the grouping limits (lowered by its tests), a
/// minimum content length, and whether the content is exactly the viewport's layout dimension
/// across. Extension authors get ``standard``.
package struct SectionLayoutSettings: Sendable {
  /// The engine's defaults: standard grouping, no minimum length, the content as wide as the
  /// widest element (at least the layout dimension).
  package static let standard = SectionLayoutSettings()

  /// How sections are grouped on pages.
  package var paging = SectionPaging.standard
  /// The least the content measures along the scroll axis (a waterfall's
  /// `minimumContentHeight`).
  package var minimumLength = 0.0
  /// True when the content measures the viewport's layout dimension across, whatever the
  /// elements reach (a waterfall's, as CHT's content is the collection view's width); false when
  /// it reaches as far as the widest element, at least that dimension.
  package var spansLayoutDimension = false
  /// The space a strategy puts after every section, inside the section's length (so a section's
  /// frames still depend on nothing but its own data): the content ends that much before the
  /// last section does, so the space lies only between sections (a compositional layout's
  /// `interSectionSpacing`).
  package var sectionSpacing = 0.0

  /// Settings of `paging`, `minimumLength`, `spansLayoutDimension` and `sectionSpacing`.
  package init(
    paging: SectionPaging = .standard, minimumLength: Double = 0,
    spansLayoutDimension: Bool = false, sectionSpacing: Double = 0
  ) {
    self.sectionSpacing = sectionSpacing
    self.paging = paging
    self.minimumLength = minimumLength
    self.spansLayoutDimension = spansLayoutDimension
  }
}
