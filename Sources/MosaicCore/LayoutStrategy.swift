/// A layout strategy: options in, a ``PreparedLayout`` out, reading nothing but its input.
///
/// A strategy is a value; two equal strategies prepare equal layouts from equal inputs. It is
/// registered by ``name`` (see ``StrategyRegistry``) so a configuration document can select it.
public protocol LayoutStrategy: Sendable {
  /// The options a configuration document's `layout.options` decodes to.
  associatedtype Options: LayoutOptions
  /// Per-section overrides, decoded from `data.sections[i].options`.
  associatedtype SectionOptions: LayoutOptions = NoSectionOptions
  /// What ``prepare(_:)`` returns.
  associatedtype Layout: PreparedLayout

  /// The name configuration documents select the strategy by (`"flow"`).
  static var name: String { get }

  /// One line for `mosaic list`.
  static var summary: String { get }

  /// Creates the strategy; `sectionOptions[s]` overrides `options` for section `s`.
  init(options: Options, sectionOptions: [Int: SectionOptions])

  /// The size of an item whose data gives none (see the default implementation).
  var defaultItemSize: Size { get }

  /// The size an item starts at until it is measured, when self-sizing estimates are on (see the
  /// default implementation).
  var estimatedItemSize: Size? { get }

  /// True when a right-to-left viewport mirrors the layout (see the default implementation).
  var flipsHorizontallyInOppositeLayoutDirection: Bool { get }

  /// True when the strategy reads items' spans (``SizeList/span(at:)``; see the default
  /// implementation).
  var readsItemSpans: Bool { get }

  /// Lays out `input`, which it checks first with ``LayoutInput/validate()`` (the conformance kit
  /// checks that invalid inputs are refused): ``LiveLayout`` relies on that and does not check
  /// the input again.
  /// - Throws: ``LayoutError`` naming the field when the input cannot be laid out.
  func prepare(_ input: LayoutInput) throws(LayoutError) -> Layout

  /// The layout of `input`, from `layout`, which this strategy prepared from the data before
  /// `change` with the same viewport: what a batch update, a measured size or a drag asks.
  ///
  /// The result must answer every query — frames, rect queries, hit-tests, `attributes(for:)`,
  /// section frames, content size — exactly as `prepare(input)` does; `layout` stays valid.
  /// Strategies that can redo only what the change touched implement it; the default prepares in
  /// full. Callers go through ``LiveLayout``, which validates `input` and `change` first.
  /// - Throws: ``LayoutError`` as ``prepare(_:)`` does.
  func update(_ layout: Layout, to input: LayoutInput, change: LayoutChange) throws(LayoutError)
    -> Layout

  /// The attributes an element that appears in an update starts its animation from, UIKit's
  /// `initialLayoutAttributesForAppearingItem`: `attributes` are the element's own in the new
  /// layout (after every modifier), `layout` is this strategy's new layout. Default: the same
  /// attributes at alpha 0. ``LiveLayout`` asks the strategy first, then each modifier.
  func initialAttributes(forAppearing attributes: LayoutAttributes, in layout: Layout)
    -> LayoutAttributes

  /// The attributes an element that disappears in an update ends its animation at, UIKit's
  /// `finalLayoutAttributesForDisappearingItem`: `attributes` are the element's own in the old
  /// layout, `layout` is this strategy's old layout. Default: the same attributes at alpha 0.
  func finalAttributes(forDisappearing attributes: LayoutAttributes, in layout: Layout)
    -> LayoutAttributes
}

extension LayoutStrategy {
  /// The size of an item whose data gives none (flow's `itemSize`): what an item keeps when it
  /// moves from such a section into one of per-item sizes. Default: UIKit's 50×50.
  public var defaultItemSize: Size { Size(width: 50, height: 50) }

  /// Default: `prepare(input)`, slower than an incremental update, never wrong.
  /// - Complexity: ``prepare(_:)``'s.
  public func update(_ layout: Layout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> Layout
  {
    try prepare(input)
  }

  /// True when a right-to-left viewport mirrors the layout (``MirroredLayout``), UIKit's
  /// `flipsHorizontallyInOppositeLayoutDirection`. Default true: Mosaic's layouts compute
  /// left-to-right frames, and UIKit's flow and compositional layouts flip too (its base class
  /// does not). A strategy that lays lines out right to left itself returns false.
  public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// True when the strategy places items by their spans (``ItemSpan``, a masonry feature).
  /// Default false: the strategy lays a spanned item out at its size like any other, and
  /// ``LiveLayout/init(_:warnings:)`` (what `mosaic validate` prints) warns of the first span.
  public var readsItemSpans: Bool { false }

  /// The size an unmeasured item starts at (flow's `estimatedItemSize`), or `nil` when estimates
  /// are off: with it set, the items of a section given by a count alone are laid out at the
  /// estimate and own their sizes, so a measured size (a resize) replaces it. Default `nil`.
  public var estimatedItemSize: Size? { nil }

  /// A strategy with `options` and no per-section overrides.
  public init(options: Options) {
    self.init(options: options, sectionOptions: [:])
  }
}
