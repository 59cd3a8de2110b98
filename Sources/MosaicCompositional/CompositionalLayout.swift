import MosaicCore
import MosaicHitTest

/// A prepared ``Compositional`` layout: the sections' pages (``pages``), with what depends on
/// more than one section or on the viewport added at query time — each band section's cells
/// moved back across the scroll axis by its entry in the viewport's
/// ``/MosaicCore/Viewport/orthogonalOffsets``, the sections' backgrounds, and the layout's own
/// header (in the room the first section leaves for it) and footer (after the last).
///
/// Scrolling a band sideways is a new viewport, not a new layout: nothing is laid out again.
public struct CompositionalLayout: ForwardingLayout {
  /// The sections' pages, laid out from 0 with every band at offset 0.
  public let pages: PagedLayout
  /// Which sections are bands and which have backgrounds.
  let roles: SectionRoles
  /// The layout's header's extent along the scroll axis (the room at the top of section 0), and
  /// its footer's (after the pages).
  let headerExtent: Double
  let footerExtent: Double
  /// Whether the layout has its own header and footer, and whether its header pins.
  let hasHeader: Bool
  let hasFooter: Bool
  let pinsHeader: Bool
  /// The space after every section that the pages' section frames include.
  let sectionSpacing: Double
  /// The axis sections stack along.
  let axis: Axis
  /// The page engine's strategy the layout was prepared with, resolved for its viewport: what an
  /// update goes on with, and what a band's controller reads its geometry from
  /// (``bandGeometry(ofSection:)``).
  let sections: CompositionalSections
  /// The options and choices the layout was prepared with.
  var options: CompositionalOptions { sections.options }
  var choices: [Int: CompositionalSectionOptions] { sections.sectionOptions }

  /// The pages: ``/MosaicCore/ForwardingLayout`` forwards to them what nothing here changes.
  public var base: any PreparedLayout { pages }

  /// A layout of `pages`, laid out by `sections`, with `roles`.
  init(pages: PagedLayout, sections: CompositionalSections, roles: SectionRoles) {
    self.pages = pages
    self.sections = sections
    let options = sections.options
    self.roles = roles
    // The layout's own header and footer are section 0's: a layout without sections has none.
    let header = pages.sectionCount > 0 ? options.header : nil
    let footer = pages.sectionCount > 0 ? options.footer : nil
    hasHeader = header != nil
    hasFooter = footer != nil
    headerExtent = header?.extent ?? 0
    pinsHeader = header?.pinToVisibleBounds ?? false
    footerExtent = footer?.extent ?? 0
    sectionSpacing = AdvanceGrid.roundedUp(options.interSectionSpacing)
    axis = options.scrollDirection.scrollAxis
  }

  /// The pages' content with the layout's header and footer around it.
  public var contentSize: Size {
    let content = pages.contentSize
    return Size(
      axis: axis, along: content.value(along: axis) + footerExtent,
      across: content.value(along: axis.other))
  }

  /// A section's frame: the pages', without the spacing after it (the first section's holds the
  /// layout's header).
  /// - Complexity: the pages'.
  public func sectionFrame(_ section: Int) -> Rect? {
    guard let frame = pages.sectionFrame(section) else { return nil }
    var moved = frame
    let length = Swift.max(0, frame.extent(along: axis) - sectionSpacing)
    if axis == .vertical { moved.height = length } else { moved.width = length }
    return moved
  }

  /// Searched over ``sectionFrame(_:)``.
  /// - Complexity: O(log sections) section frames.
  public func firstSection(endingAfter value: Double) -> Int {
    sectionsSearched(endingAfter: value)
  }

  /// True when the pages need one, or when the viewport's extent along the scroll axis changed
  /// (a fractional height of a vertical layout is a fraction of it).
  public func needsPrepare(for viewport: Viewport) -> Bool {
    pages.needsPrepare(for: viewport)
      || preparedViewport.size.value(along: axis) != viewport.size.value(along: axis)
  }

  /// The bounds of a section's cells as placed at the prepared viewport.
  /// - Complexity: the pages', or O(items of the section) for a band scrolled sideways.
  public func cellBounds(inSection section: Int) -> Rect? {
    if bandOffset(ofSection: section, in: preparedViewport) != 0 {
      return boundsOfCellFrames(inSection: section)
    }
    return pages.cellBounds(inSection: section)
  }

  /// The first section with a header or footer; the layout's own header and footer count as
  /// section 0's.
  public func firstSection(withSupplementary category: ElementCategory) -> Int? {
    switch category {
    case .header where hasHeader, .footer where hasFooter: 0
    default: pages.firstSection(withSupplementary: category)
    }
  }

  /// How far band section `section` is scrolled across at `viewport`: its entry in
  /// ``/MosaicCore/Viewport/orthogonalOffsets``, 0 for a section that is not a band.
  /// - Complexity: O(1) when no offset is set, else O(log bands).
  @inline(__always)
  func bandOffset(ofSection section: Int, in viewport: Viewport) -> Double {
    guard !viewport.orthogonalOffsets.isEmpty, let offset = viewport.orthogonalOffsets[section],
      offset != 0, SectionRoles.index(of: section, in: roles.bands) != nil
    else { return 0 }
    return offset
  }
}
