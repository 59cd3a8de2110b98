import MosaicCore

/// Pinned section headers and footers over any layout that has them (UIKit's
/// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`), as a modifier:
/// `flow + sticky` and `waterfall + sticky` are configuration, not subclasses.
///
/// Nothing is stored per scroll position: ``StickyLayout`` works the pinned frames out from the
/// viewport each query passes in, so scrolling never re-prepares.
///
/// ```swift
/// let layout = try Sticky(options: StickyOptions(headers: true, footers: true))
///   .apply(to: try flow.prepare(input), input: input)
/// ```
public struct Sticky: LayoutModifier, Hashable {
  /// `"sticky"`: how configuration documents select this modifier.
  public static let name = "sticky"

  /// One line for `mosaic list`.
  public static let summary = "pins section headers (and optionally footers) to the visible bounds"

  /// Which elements pin.
  public var options: StickyOptions

  /// Creates the modifier.
  /// - Complexity: O(1).
  public init(options: StickyOptions) {
    self.options = options
  }

  /// Wraps `base` in a ``StickyLayout``; with neither headers nor footers pinned, returns `base`.
  ///
  /// Pinning a kind of element the layout has none of is a configuration mistake (a flow without
  /// `headerReferenceSize`, a strategy that never emits headers), so it throws rather than
  /// silently doing nothing. The error's path is empty; ``LayoutConfiguration/prepare()`` names the
  /// modifier (`layout.modifiers[i]`). A layout with no sections at all is accepted.
  /// - Throws: ``LayoutError`` when `headers` is set and no section of `base` has a header, or
  ///   `footers` is set and none has a footer.
  /// - Complexity: O(sections): one look at each section's frame, checking that sections follow
  ///   each other along the scroll axis (queries then binary-search them).
  public func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout
  {
    guard options.headers || options.footers else { return base }
    let survey = SectionSurvey(of: base, viewport: input.viewport, options: options)
    if base.sectionCount > 0 {
      if options.headers && !survey.hasHeader { throw Self.missing("header", option: "headers") }
      if options.footers && !survey.hasFooter { throw Self.missing("footer", option: "footers") }
    }
    return StickyLayout(
      base: base, options: options, sectionsAreOrdered: survey.sectionsAreOrdered,
      pinnedZIndex: max(LayoutAttributes.supplementaryZIndex, (survey.cellZIndex ?? 0) + 1))
  }

  private static func missing(_ kind: String, option: String) -> LayoutError {
    LayoutError(
      path: "",
      message:
        "sticky needs a strategy that emits \(kind)s, and no section of this layout has a \(kind); "
        + "give the sections a \(kind) (flow: \(kind)ReferenceSize, waterfall: \(kind)Height) "
        + "or set \"\(option)\": false")
  }
}
