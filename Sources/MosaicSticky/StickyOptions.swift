import MosaicCore

/// The options of the ``Sticky`` modifier: which supplementary elements pin to the visible bounds
/// (UIKit's `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds`).
public struct StickyOptions: LayoutOptions {
  /// Pin each section's header to the top of the visible bounds while its section is on screen.
  /// Default `true`.
  public var headers: Bool
  /// Pin each section's footer to the bottom of the visible bounds while its section is on
  /// screen. Default `false`, as UIKit.
  public var footers: Bool

  /// Pinned headers, unpinned footers.
  /// - Complexity: O(1).
  public init() {
    self.init(headers: true)
  }

  /// Options with the given fields.
  /// - Complexity: O(1).
  public init(headers: Bool = true, footers: Bool = false) {
    self.headers = headers
    self.footers = footers
  }
}
