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

  /// Listed once at most: pinning is idempotent (a header pinned twice lands where it landed
  /// once), so a second `sticky` pins nothing more and would only add look-ups to every query.
  /// Two stickies are one sticky with both options: list it once with `headers` and `footers`.
  public static var isRepeatable: Bool { false }

  /// Wraps `base` in a ``StickyLayout``; returns `base` itself when nothing pins: neither headers
  /// nor footers asked for, or none of the kinds asked for present in any section.
  ///
  /// As UIKit's `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds`,
  /// pinning a kind of element the layout has none of is a no-op, not an error: data changes at
  /// run time (a batch can remove the last footer). ``warnings(over:input:)`` says so.
  ///
  /// A sticky over a sticky is one sticky with both options (pinning is idempotent), so a stack
  /// built in code keeps its queries at one level of look-ups.
  /// - Complexity: O(sections): one look at each section's frame, checking that sections follow
  ///   each other along the scroll axis (queries then binary-search them).
  public func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout
  {
    var base = base
    var options = options
    if let inner = base as? StickyLayout {
      base = inner.base
      options.headers = options.headers || inner.options.headers
      options.footers = options.footers || inner.options.footers
    }
    guard options.headers || options.footers else { return base }
    let survey = SectionSurvey(of: base, viewport: input.viewport, options: options)
    guard (options.headers && survey.hasHeader) || (options.footers && survey.hasFooter) else {
      return base
    }
    return StickyLayout(
      base: base, options: options, sectionsAreOrdered: survey.sectionsAreOrdered,
      pinnedZIndex: max(LayoutAttributes.supplementaryZIndex, (survey.cellZIndex ?? 0) + 1))
  }

  /// One warning per kind asked to pin that no section of `base` has: pinning it does nothing.
  /// - Complexity: O(sections).
  public func warnings(over base: any PreparedLayout, input: LayoutInput) -> [String] {
    guard base.sectionCount > 0, options.headers || options.footers else { return [] }
    let survey = SectionSurvey(of: base, viewport: input.viewport, options: options)
    var warnings: [String] = []
    for (kind, asked, present) in [
      ("header", options.headers, survey.hasHeader), ("footer", options.footers, survey.hasFooter),
    ] where asked && !present {
      warnings.append(
        "no section has a \(kind), so no \(kind) pins; give the sections a \(kind) "
          + "(flow: \(kind)ReferenceSize, waterfall: \(kind)Height) or set \"\(kind)s\": false")
    }
    return warnings
  }
}
