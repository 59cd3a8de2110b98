/// A configuration's layout kept live: the strategy's prepared layout and each modifier's, so a
/// change (a batch update, measured sizes, a drag's proposed order) updates every layer instead
/// of preparing the whole stack again.
///
/// A value: ``updated(to:change:)`` returns a new live layout and leaves this one valid, so the
/// layouts before and after a change can be queried side by side. The strategy's layout is held
/// with its concrete type, so its ``LayoutStrategy/update(_:to:change:)`` is reached by
/// construction, whatever modifiers wrap it.
///
/// ```swift
/// var live = try LiveLayout(configuration)
/// var sections = live.input.sections
/// sections[0] = SectionData(itemCount: sections[0].itemCount + 1)
/// var input = live.input
/// input.sections = sections
/// live = try live.updated(to: input, change: LayoutChange(from: live.input.sections, to: sections))
/// ```
public struct LiveLayout: Sendable {
  /// The strategy and modifiers every layer is prepared with.
  public let configuration: LayoutConfiguration
  /// The strategy's layer: its prepared layout, with the strategy's concrete types.
  let base: any LiveStrategyLayer
  /// What each modifier returned, in order: the input of the next, the last is ``layout``.
  let modified: [any PreparedLayout]

  /// Prepares `configuration`: the same checks and result as ``LayoutConfiguration/prepare()``.
  /// - Throws: ``LayoutError`` as ``LayoutConfiguration/prepare()`` does.
  /// - Complexity: the strategy's prepare plus each modifier's apply.
  public init(_ configuration: LayoutConfiguration) throws(LayoutError) {
    var ignored: [LayoutError] = []
    try self.init(configuration, warnings: &ignored, collectingWarnings: false)
  }

  /// ``init(_:)``, also appending the modifiers' warnings, each with its modifier's path, and a
  /// warning naming the first item with a span when the strategy does not read spans
  /// (``LayoutStrategy/readsItemSpans``).
  public init(_ configuration: LayoutConfiguration, warnings: inout [LayoutError])
    throws(LayoutError)
  {
    try self.init(configuration, warnings: &warnings, collectingWarnings: true)
  }

  private init(
    _ configuration: LayoutConfiguration, warnings: inout [LayoutError], collectingWarnings: Bool
  ) throws(LayoutError) {
    try LayoutConfiguration.checkModifiers(configuration.modifiers.map { type(of: $0).self })
    var input = configuration.input
    // A mirrored stack is laid out in its base's coordinates, left and right insets swapped.
    input.viewport = MirroredLayout.layerViewport(
      input.viewport, flips: configuration.strategy.flipsHorizontallyInOppositeLayoutDirection)
    // The strategy's prepare validates the input (its contract): checking it here as well read
    // every per-item size twice.
    let base = try Self.prepareLayer(configuration.strategy, input: input)
    if collectingWarnings, !configuration.strategy.readsItemSpans,
      let section = input.sections.firstIndex(where: \.hasSpans),
      case .perItem(let sizes) = input.sections[section].itemSizes,
      let item = sizes.spannedItems.first?.item
    {
      let name = type(of: configuration.strategy).name
      warnings.append(
        LayoutError(
          path: "data.sections[\(section)].itemSizes[\(item)].span",
          message: "\(name) does not read spans (waterfall does): the item is laid out at its size")
      )
    }
    var modified: [any PreparedLayout] = []
    var layout = base.layout
    for (index, modifier) in configuration.modifiers.enumerated() {
      if collectingWarnings {
        for message in modifier.warnings(over: layout, input: input) {
          warnings.append(LayoutError(path: "layout.modifiers[\(index)]", message: message))
        }
      }
      layout = try Self.modifierStep(index) { () throws(LayoutError) in
        try modifier.apply(to: layout, input: input)
      }
      modified.append(layout)
    }
    self.configuration = configuration
    self.base = base
    self.modified = modified
  }

  private init(
    configuration: LayoutConfiguration, base: any LiveStrategyLayer, modified: [any PreparedLayout]
  ) {
    self.configuration = configuration
    self.base = base
    self.modified = modified
  }

  /// The layout to query: the last modifier's, or the strategy's when there is none, mirrored
  /// (``MirroredLayout``) when the viewport reads right to left and the strategy flips.
  public var layout: any PreparedLayout {
    MirroredLayout.wrapping(
      modified.last ?? base.layout, for: configuration.input.viewport,
      flips: configuration.strategy.flipsHorizontallyInOppositeLayoutDirection)
  }

  /// The strategy's own layout, under the modifiers.
  public var strategyLayout: any PreparedLayout { base.layout }

  /// The data and viewport the layout answers for.
  public var input: LayoutInput { configuration.input }

  /// The checks ``updated(to:change:)`` makes before any layer, for the same viewport: `input`
  /// fails ``LayoutInput/validate()``'s structural checks, `change` fails
  /// ``LayoutChange/validate(old:new:)`` against the current input, or a per-item size is bad
  /// where the change says sizes may differ (and in new sections); the other sizes are the
  /// current input's, checked when it was. Nothing else is read.
  /// - Throws: ``LayoutError`` naming the field, in that order (bad data before a bad change).
  /// - Complexity: O(sections + changed items); no allocation up to about a thousand old sections
  ///   (one scratch buffer past that).
  public func checkUpdate(to input: LayoutInput, change: LayoutChange) throws(LayoutError) {
    // One pass when everything holds; the checks in their order to name what does not.
    if input.passesUpdateChecks(from: configuration.input.sections, change: change) { return }
    try input.validate(checkingEachItemSize: false)
    try change.validate(old: configuration.input.sections, new: input.sections)
    try input.validateItemSizes(changedBy: change)
  }

  /// This stack updated to `input`, which `change` relates to the current input: the strategy's
  /// ``LayoutStrategy/update(_:to:change:)``, then each modifier's
  /// ``LayoutModifier/update(_:over:input:change:)``. A viewport other than the current one
  /// (beyond its content offset, which no layout depends on) prepares every layer anew; a new
  /// content offset alone is not taken: the result keeps the current one, as every layer does
  /// (queries take the viewport to answer at).
  ///
  /// The result answers every query exactly as ``LiveLayout/init(_:)`` of the new input does.
  /// - Throws: ``LayoutError`` when `input` fails ``LayoutInput/validate()``, `change` fails
  ///   ``LayoutChange/validate(old:new:)``, or a layer throws; `self` is unchanged and valid.
  ///   Per-item sizes are checked where the change says they may differ (and in new sections):
  ///   the others are the current input's, checked when it was.
  /// - Complexity: O(sections + changed items) to validate, plus what each layer's update costs;
  ///   the strategy's prepare for the default.
  public func updated(to input: LayoutInput, change: LayoutChange) throws(LayoutError)
    -> LiveLayout
  {
    let old = configuration.input
    var next = configuration
    next.input = input
    var viewport = input.viewport
    viewport.contentOffset = old.viewport.contentOffset
    guard viewport == old.viewport else { return try LiveLayout(next) }
    try checkUpdate(to: input, change: change)
    // Every layer keeps the offset the stack was made at, so that they share one prepared
    // viewport whether a layer updated or prepared anew.
    var input = input
    input.viewport = viewport
    next.input = input
    input.viewport = MirroredLayout.layerViewport(
      viewport, flips: configuration.strategy.flipsHorizontallyInOppositeLayoutDirection)

    let base = try self.base.updated(to: input, change: change)
    var modified: [any PreparedLayout] = []
    modified.reserveCapacity(self.modified.count)
    var layout = base.layout
    for (index, modifier) in configuration.modifiers.enumerated() {
      let previous = self.modified[index]
      layout = try Self.modifierStep(index) { () throws(LayoutError) in
        try modifier.update(previous, over: layout, input: input, change: change)
      }
      modified.append(layout)
    }
    return LiveLayout(configuration: next, base: base, modified: modified)
  }

  /// The strategy's first layer, its concrete types opened from the existential.
  private static func prepareLayer<S: LayoutStrategy>(_ strategy: S, input: LayoutInput)
    throws(LayoutError) -> any LiveStrategyLayer
  {
    StrategyLayer(strategy: strategy, layout: try strategy.prepare(input))
  }

  /// Runs modifier `index`'s step; an error naming no field is given the modifier's path.
  private static func modifierStep(
    _ index: Int, _ body: () throws(LayoutError) -> any PreparedLayout
  ) throws(LayoutError) -> any PreparedLayout {
    do {
      return try body()
    } catch {
      var error = error
      if error.path.isEmpty { error.path = "layout.modifiers[\(index)]" }
      throw error
    }
  }
}
