import MosaicCore

/// Where one flow section's parts sit along the scroll axis, relative to its block's origin: the
/// section's top and end (its frame), and where its header and footer start before pixel
/// rounding, with the extents the data gave them (a header or footer of no positive extent is
/// absent), and whether the data gave its items per-item sizes. An update compares the extents
/// to decide whether a block's sections stayed as they were (a change vouches for item sizes,
/// not for headers and footers), and the sizes' form for the element budget, which counts
/// per-item sizes only.
struct FlowSectionEdges: Sendable, Equatable {
  /// Where the section starts.
  let top: Double
  /// Where it ends, which is where the next one starts.
  let end: Double
  /// Where the header starts (when ``hasHeader``; else the section's top, so that a section
  /// laid out further on moves every field by the same difference).
  let header: Double
  /// The header's extent along the scroll axis, as given.
  let headerExtent: Double
  /// Where the footer starts (when ``hasFooter``; else the section's top).
  let footer: Double
  /// The footer's extent along the scroll axis, as given.
  let footerExtent: Double
  /// True when the data gave per-item sizes (``/MosaicCore/SectionData/ItemSizes/perItem(_:)``).
  let hasPerItemSizes: Bool

  /// True when the section has a header.
  var hasHeader: Bool { headerExtent > 0 }
  /// True when the section has a footer.
  var hasFooter: Bool { footerExtent > 0 }
}
