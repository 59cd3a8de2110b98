import MosaicCore

/// What ``LayoutConformance`` generates and what it may assume about the layout under test.
///
/// Defaults suit a materialised strategy whose cells ignore the scroll position (flow, waterfall)
/// and modifiers that change only supplementary elements with it (sticky). A layout that does
/// more declares it here rather than being let off the checks silently:
///
/// ```swift
/// var options = ConformanceOptions()
/// options.viewportDependence = .appearance   // cover flow: scale, alpha and zIndex follow the centre
/// ```
public struct ConformanceOptions: Sendable {
  /// How much of a cell's attributes may change when only `contentOffset` changes.
  public enum ViewportDependence: Sendable, Hashable {
    /// Nothing about a cell depends on the scroll position (flow, waterfall, sticky: pinned
    /// headers move, cells do not). The default.
    case none
    /// A cell's frame never depends on the scroll position, but its alpha, transform, zIndex or
    /// visibility may (a cover flow's scale and fade by distance from the centre).
    case appearance
    /// Cell frames themselves follow the scroll position (UIKit layouts that answer `true` to
    /// `shouldInvalidateLayout(forBoundsChange:)` and move cells).
    case frames
  }

  /// Which elements `allElements(viewport:into:)` lists.
  public enum ElementScope: Sendable, Hashable {
    /// Every element of the layout, every cell of the input exactly once. The default.
    case everything
    /// A window of the elements around the viewport (a wrapping carousel whose virtual items
    /// outnumber the data). The window must list every element between its first and last along
    /// the scroll axis: queries are checked against it inside that span only, and the cells need
    /// not be the input's index paths.
    case window
  }

  /// The seed every generated case derives from: the same seed checks the same cases.
  public var seed: UInt64 = 0x4D6F_7361_6963  // "Mosaic"
  /// How many random layouts to prepare and check, besides the fixed cases (empty data, single
  /// items, invalid inputs).
  public var cases: Int = 60
  /// How many scroll positions each random layout is queried at besides its prepared one.
  public var offsetsPerCase: Int = 3
  /// How many random changes each random layout is updated by, one after another, each update
  /// compared with a fresh prepare (for subjects with a ``ConformanceSubject/live`` layout).
  public var updatesPerCase: Int = 2
  /// Which changes those are: batches of every kind, or drags alone.
  public var updateShape: RandomLayoutChange.Shape = .mixed
  /// What the random inputs may contain.
  public var inputs = InputLimits()
  /// A generator of inputs to use instead of ``RandomLayoutInput`` (for a strategy that needs a
  /// particular shape of data).
  public var makeInput: (@Sendable (inout SeededGenerator) -> LayoutInput)?
  /// What may change with the scroll position alone.
  public var viewportDependence: ViewportDependence = .none
  /// What `allElements` lists.
  public var elementScope: ElementScope = .everything
  /// Whether cells may stick out of the content across the scroll axis (along it the content must
  /// still bound every cell). Flow declares this: an item wider than the room between the section
  /// insets is centred there and overflows both sides, as UIKit's flow layout (which calls the case
  /// undefined) lets it.
  public var cellsMayOverflowAcross = false
  /// Checking stops once this many violations were found.
  public var maximumViolations = 50
  /// When set, only the random case with this seed is checked (a violation names its case's
  /// seed), without the fixed cases: a failure replays alone.
  public var onlyCaseSeed: UInt64?

  /// The defaults.
  public init() {}

  /// The defaults, with the given declarations.
  public init(
    viewportDependence: ViewportDependence = .none, elementScope: ElementScope = .everything,
    cases: Int = 60
  ) {
    self.viewportDependence = viewportDependence
    self.elementScope = elementScope
    self.cases = cases
  }
}

/// Bounds on what ``RandomLayoutInput`` generates.
public struct InputLimits: Sendable, Hashable {
  /// At most this many sections (a tenth of the inputs have none). The fixed case of sections
  /// without items has no more than this either: set it to 1 for a strategy that lays out one
  /// section only.
  public var maximumSections = 4
  /// At most this many items in a section (some sections are empty).
  public var maximumItemsPerSection = 30
  /// Whether sections may give header and footer sizes (in the fixed cases too: false for a layout
  /// that refuses them).
  public var headersAndFooters = true
  /// Whether items, headers and footers may have a zero width or height.
  public var zeroSizes = true
  /// Whether viewports may have content insets, safe areas, layout margins and a screen scale.
  public var insetsAndScale = true
  /// Whether every section's items share one size (sections given by per-item sizes repeat one):
  /// the inputs a strategy may lay out as grids without storing a frame per item.
  public var oneSizePerSection = false
  /// The widest span, in columns, items of per-item sizes may carry (``/MosaicCore/ItemSpan``);
  /// 0, the default, for none. With 1 or more, some sections give a few items `.full` or a span
  /// of up to this many columns, random changes move, insert and change spans, and the update
  /// rule holds over them: for a strategy that reads spans, set it to the fewest columns any
  /// section of the strategies checked has.
  public var spanColumns = 0

  /// The defaults.
  public init() {}
}
