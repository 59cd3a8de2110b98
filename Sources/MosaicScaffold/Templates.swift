/// The text of every file the scaffold writes. Placeholders in `{{…}}` are filled by ``fill(_:_:)``.
enum Templates {
  /// Replaces `{{Module}}`, `{{Type}}`, `{{Options}}`, `{{name}}`, `{{Tests}}` and `{{example}}`.
  static func fill(_ template: String, _ name: LayoutName, example: String) -> String {
    sortingImports(
      template
        .replacingAll("{{Module}}", with: name.module)
        .replacingAll("{{Type}}", with: name.typeName)
        .replacingAll("{{Options}}", with: name.optionsName)
        .replacingAll("{{name}}", with: name.registeredName)
        .replacingAll("{{Tests}}", with: name.testTarget)
        .replacingAll("{{example}}", with: example))
  }

  /// The file with its first block of `import` lines sorted, as swift-format wants them (where
  /// the new module's import lands depends on its name).
  static func sortingImports(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("import ") }) else { return text }
    var end = start
    while end < lines.count, lines[end].hasPrefix("import ") { end += 1 }
    lines[start..<end].sort()
    return lines.joined(separator: "\n")
  }

  // MARK: Strategy

  static let strategy = #"""
    import MosaicCore
    import MosaicHitTest

    /// {{Module}}: a layout strategy that configuration documents select with
    /// `"strategy": "{{name}}"`.
    ///
    /// Scaffolded by `swift package new-layout {{Module}}` as a working starting point: every item
    /// in one line along the scroll axis, centred across it, `spacing` apart, each section's header
    /// before its items and its footer after them. Replace the geometry in ``prepare(_:)`` with
    /// yours; `{{Tests}}` runs Mosaic's conformance kit on it, so the invariants every layout keeps
    /// stay checked while you do.
    ///
    /// Register it so that documents can name it and `mosaic list` shows it:
    ///
    /// ```swift
    /// var registry = StrategyRegistry.builtIn
    /// registry.register({{Type}}.self)
    /// exit(MosaicTool.main(registry: registry))
    /// ```
    public struct {{Type}}: LayoutStrategy, Hashable {
      /// `"{{name}}"`: how configuration documents select this strategy.
      public static let name = "{{name}}"

      /// One line for `mosaic list`.
      public static let summary = "{{Module}}: items in one line along the scroll axis"

      /// The options.
      public var options: {{Options}}

      /// Creates the strategy. It has no per-section options: `NoSectionOptions` refuses any key in
      /// `data.sections[i].options`.
      /// - Complexity: O(1).
      public init(options: {{Options}}, sectionOptions: [Int: NoSectionOptions]) {
        self.options = options
      }

      /// The size of an item whose section gives none: ``{{Options}}/itemSize``.
      public var defaultItemSize: Size { options.itemSize }

      /// Lays out `input`: validates it, writes every frame into a `FrameStoreBuilder` (cells in
      /// section and item order, each section closed with its frame) and returns an
      /// `IndexedLayout`, whose bucket index answers hit-tests and rect queries.
      /// - Throws: `LayoutError` naming the field at fault when the input or the options are
      ///   invalid, or when the content is too long for a `Double`.
      /// - Complexity: O(items), with O(sections) allocations.
      public func prepare(_ input: LayoutInput) throws(LayoutError) -> IndexedLayout {
        try input.validate()
        try options.validate()
        let direction = options.scrollDirection
        let axis = direction.scrollAxis
        // The room across the scroll axis: the viewport less its content insets, never negative.
        let room = max(0, input.viewport.layoutDimension(for: direction))
        // Refuse what would not fit in memory before reserving it (cells plus a header and a
        // footer per section, at most).
        try LayoutInput.checkElementBudget(
          adding: 2 * input.sections.count, to: input.totalItemCount, at: "data.sections")
        var builder = FrameStoreBuilder(
          sectionCount: input.sections.count, cellCapacity: input.totalItemCount,
          supplementaryCapacity: 2 * input.sections.count)
        func frame(from position: Double, length: Double, across: Double, centred: Bool) -> Rect {
          Rect(
            mainAxis: axis, mainOrigin: position,
            crossOrigin: centred ? max(0, (room - across) / 2) : 0, mainExtent: length,
            crossExtent: across)
        }

        var position = 0.0
        var widest = room
        for section in input.sections {
          let start = position
          if let header = section.header, header.value(along: axis) > 0 {
            builder.setHeader(
              frame(from: position, length: header.value(along: axis), across: room, centred: false))
            position += header.value(along: axis)
          }
          for item in 0..<section.itemCount {
            if item > 0 { position += options.spacing }
            let size = section.size(ofItem: item, default: options.itemSize)
            let across = size.value(along: axis.other)
            builder.appendCell(
              frame(from: position, length: size.value(along: axis), across: across, centred: true))
            widest = max(widest, across)
            position += size.value(along: axis)
          }
          if let footer = section.footer, footer.value(along: axis) > 0 {
            builder.setFooter(
              frame(from: position, length: footer.value(along: axis), across: room, centred: false))
            position += footer.value(along: axis)
          }
          builder.endSection(
            frame: frame(from: start, length: position - start, across: room, centred: false))
        }
        // Sizes are finite one by one, but their sum can still overflow.
        guard position.isFinite else {
          throw LayoutError(
            path: "data.sections",
            message: "the content is too long to lay out: its extent along the scroll axis overflows")
        }
        let contentSize =
          axis == .vertical
          ? Size(width: widest, height: position) : Size(width: position, height: widest)
        return IndexedLayout(
          store: builder.build(contentSize: contentSize), scrollDirection: direction,
          viewport: input.viewport)
      }
    }

    """#

  static let strategyOptions = #"""
    import MosaicCore

    /// The options of ``{{Type}}``, from a configuration document's `layout.options`.
    ///
    /// Every field has a default, so the options may be absent or partial. Decoding is strict: an
    /// unknown key, a wrong type, `null`, or a negative or non-finite number is an error naming its
    /// JSON path (`layout.options.spacing`).
    public struct {{Options}}: LayoutOptions {
      /// The direction the layout scrolls in. Default `.vertical`.
      public var scrollDirection: ScrollDirection
      /// The size of items whose section gives none. Default 50×50.
      public var itemSize: Size
      /// The space between consecutive items of a section. Default 10.
      public var spacing: Double

      /// The options with every field at its default.
      /// - Complexity: O(1).
      public init() {
        self.init(scrollDirection: .vertical)
      }

      /// Options with the given fields; the rest at their defaults.
      /// - Complexity: O(1).
      public init(
        scrollDirection: ScrollDirection = .vertical, itemSize: Size = Size(width: 50, height: 50),
        spacing: Double = 10
      ) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.spacing = spacing
      }

      enum CodingKeys: String, CodingKey, CaseIterable {
        case scrollDirection, itemSize, spacing
      }

      /// Decodes `layout.options` strictly; absent fields take their defaults.
      /// - Complexity: O(keys).
      public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Self()
        scrollDirection = try container.decode(.scrollDirection, default: defaults.scrollDirection)
        itemSize = try container.decode(.itemSize, default: defaults.itemSize)
        spacing = try container.decodeNonNegative(.spacing, default: defaults.spacing)
      }

      /// Throws unless every number is finite and not negative: options set in code have not been
      /// through the decoder.
      /// - Complexity: O(1).
      public func validate() throws(LayoutError) {
        try LayoutError.checkNonNegative(itemSize, at: "layout.options.itemSize")
        try LayoutError.checkNonNegative(spacing, at: "layout.options.spacing")
      }
    }

    """#

  static let strategyTests = #"""
    import Foundation
    import MosaicCore
    import MosaicTestKit
    import Testing
    import {{Module}}

    @Suite struct {{Tests}} {
      /// The invariants every layout keeps, on seeded random inputs: every element once, finite
      /// frames, a content size that bounds the cells, queries equal to a linear scan, lookups,
      /// determinism, scrolling, empty data, single items and invalid inputs; and the update rule
      /// (updated by random changes, the layout answers as a fresh prepare: without an `update`
      /// of its own, the default prepares in full).
      @Test func conformsToTheLayoutInvariants() {
        let report = LayoutConformance.expect({{Type}}(options: {{Options}}()))
        #expect(report.checkedUpdates > 0)
      }

      /// The same with options drawn at random for each case.
      @Test func conformsWithRandomOptions() {
        LayoutConformance.expect { generator in
          var options = {{Options}}()
          options.scrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
          options.spacing = Double(Int.random(in: 0...20, using: &generator))
          options.itemSize = Size(
            width: Double(Int.random(in: 0...200, using: &generator)),
            height: Double(Int.random(in: 0...200, using: &generator)))
          return .strategy({{Type}}(options: options))
        }
      }

      /// Frames worked out by hand. Replace them with your layout's geometry.
      @Test func framesWorkedOutByHand() throws {
        let input = LayoutInput(
          sections: [SectionData(itemCount: 2, itemSize: Size(width: 100, height: 40))],
          viewport: Viewport(width: 300, height: 600))
        let layout = try {{Type}}(options: {{Options}}()).prepare(input)
        #expect(layout.contentSize == Size(width: 300, height: 90))
        #expect(
          layout.attributes(for: .cell(section: 0, item: 0))?.frame
            == Rect(x: 100, y: 0, width: 100, height: 40))
        #expect(
          layout.attributes(for: .cell(section: 0, item: 1))?.frame
            == Rect(x: 100, y: 50, width: 100, height: 40))
        #expect(layout.indexPathForItem(at: Point(x: 150, y: 45)) == nil)
        #expect(layout.indexPathForItem(at: Point(x: 150, y: 50)) == IndexPath(section: 0, item: 1))
      }

      /// The example document decodes through a registry and lays out.
      @Test func exampleDocumentLaysOut() throws {
        var registry = StrategyRegistry()
        registry.register({{Type}}.self)
        #expect(registry.strategyNames == ["{{name}}"])
        let document = try String(contentsOf: Self.example, encoding: .utf8)
        let layout = try registry.configuration(fromJSON: document).prepare()
        #expect(layout.sectionCount > 0)
        #expect(!layout.allElements().isEmpty)
      }

      /// Decoding is strict: a misspelt option is an error naming its path.
      @Test func misspeltOptionIsRefused() {
        var registry = StrategyRegistry()
        registry.register({{Type}}.self)
        let document = """
          {"layout": {"strategy": "{{name}}", "options": {"spacin": 4}},
           "viewport": {"width": 390, "height": 844}, "data": {"sections": []}}
          """
        #expect(throws: LayoutError.self) { try registry.configuration(fromJSON: document) }
        do {
          _ = try registry.configuration(fromJSON: document)
        } catch {
          #expect(error.path == "layout.options.spacin")
        }
      }

      static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("{{example}}")
    }

    """#

  static let strategyExample = #"""
    {
      "layout": {
        "strategy": "{{name}}",
        "options": {"itemSize": {"width": 300, "height": 80}, "spacing": 8}
      },
      "viewport": {"width": 390, "height": 844},
      "data": {
        "sections": [
          {"items": 6, "header": {"width": 390, "height": 40}},
          {"itemSizes": [{"width": 200, "height": 120}, {"width": 340, "height": 60}],
           "footer": {"width": 390, "height": 24}}
        ]
      }
    }

    """#

  // MARK: Modifier

  static let modifier = #"""
    import MosaicCore

    /// {{Module}}: a modifier that configuration documents apply with
    /// `"modifiers": [{"name": "{{name}}"}]`, over any strategy.
    ///
    /// Scaffolded by `swift package new-layout {{Module}} --modifier` as a working starting point:
    /// it draws every cell at ``{{Options}}/cellAlpha`` and leaves frames, headers, footers and
    /// hit-tests to the base. Replace ``Layout``'s `adjust` with yours; `{{Tests}}` runs Mosaic's
    /// conformance kit on it over flow, so the invariants every layout keeps stay checked.
    ///
    /// Register it so that documents can name it and `mosaic list` shows it:
    ///
    /// ```swift
    /// var registry = StrategyRegistry.builtIn
    /// registry.register(modifier: {{Type}}.self)
    /// exit(MosaicTool.main(registry: registry))
    /// ```
    public struct {{Type}}: LayoutModifier, Hashable {
      /// `"{{name}}"`: how configuration documents select this modifier.
      public static let name = "{{name}}"

      /// One line for `mosaic list`.
      public static let summary = "{{Module}}: draws every cell at an opacity"

      /// The options.
      public var options: {{Options}}

      /// Creates the modifier.
      /// - Complexity: O(1).
      public init(options: {{Options}}) {
        self.options = options
      }

      /// Wraps `base`.
      /// - Throws: `LayoutError` when the options are invalid; its path is empty, and
      ///   `LayoutConfiguration.prepare()` names the modifier (`layout.modifiers[i]`).
      /// - Complexity: O(1): nothing is computed until a query.
      public func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
        -> any PreparedLayout
      {
        try options.validate()
        return Layout(base: base, cellAlpha: options.cellAlpha)
      }

      /// The prepared layout: the base's, with every cell adjusted at query time.
      public struct Layout: PreparedLayout {
        /// The layout underneath.
        public let base: any PreparedLayout
        /// The opacity cells are drawn with.
        public let cellAlpha: Double

        /// The base's content size.
        public var contentSize: Size { base.contentSize }
        /// The base's scroll direction.
        public var scrollDirection: ScrollDirection { base.scrollDirection }
        /// The base's prepared viewport.
        public var preparedViewport: Viewport { base.preparedViewport }
        /// The base's section count.
        public var sectionCount: Int { base.sectionCount }

        /// The base's section frame.
        public func sectionFrame(_ section: Int) -> Rect? { base.sectionFrame(section) }

        /// What this modifier changes: a cell's alpha. Keep frames as they are here, or make the
        /// queries below answer from the changed frames.
        func adjust(_ attributes: inout LayoutAttributes) {
          if attributes.id.category == .cell { attributes.alpha *= cellAlpha }
        }

        /// The base's attributes, adjusted.
        /// - Complexity: the base's look-up.
        public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
          guard var attributes = base.attributes(for: element, viewport: viewport) else { return nil }
          adjust(&attributes)
          return attributes
        }

        /// The base's rect query, adjusted in place.
        /// - Complexity: the base's query plus O(results).
        public func elements(
          in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]
        ) {
          let start = results.count
          base.elements(in: rect, viewport: viewport, into: &results)
          for index in start..<results.count { adjust(&results[index]) }
        }

        /// Every element, adjusted in place.
        /// - Complexity: O(elements).
        public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
          let start = results.count
          base.allElements(viewport: viewport, into: &results)
          for index in start..<results.count { adjust(&results[index]) }
        }

        /// The base's hit-test (frames and zIndexes are unchanged).
        /// - Complexity: the base's hit-test.
        public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
          base.indexPathForItem(at: point, viewport: viewport)
        }

        /// The base's answer.
        public func needsPrepare(for viewport: Viewport) -> Bool { base.needsPrepare(for: viewport) }
      }
    }

    """#

  static let modifierOptions = #"""
    import MosaicCore

    /// The options of ``{{Type}}``, from a configuration document's `layout.modifiers[i].options`.
    ///
    /// Every field has a default, so the options may be absent or partial. Decoding is strict: an
    /// unknown key, a wrong type, `null` or a value out of range is an error naming its JSON path.
    public struct {{Options}}: LayoutOptions {
      /// The opacity every cell is drawn with, in 0...1. Default 1 (unchanged).
      public var cellAlpha: Double

      /// The options with every field at its default.
      /// - Complexity: O(1).
      public init() {
        self.init(cellAlpha: 1)
      }

      /// Options with the given fields.
      /// - Complexity: O(1).
      public init(cellAlpha: Double) {
        self.cellAlpha = cellAlpha
      }

      enum CodingKeys: String, CodingKey, CaseIterable {
        case cellAlpha
      }

      /// Decodes the options strictly; absent fields take their defaults.
      /// - Complexity: O(keys).
      public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cellAlpha = try container.decodeNonNegative(.cellAlpha, default: Self().cellAlpha)
        guard cellAlpha <= 1 else {
          throw DecodingError.dataCorruptedError(
            forKey: .cellAlpha, in: container,
            debugDescription: "expected a number in 0...1, got \(cellAlpha)")
        }
      }

      /// Throws unless ``cellAlpha`` is in 0...1: options set in code have not been through the
      /// decoder. The path is empty; the configuration names the modifier.
      /// - Complexity: O(1).
      public func validate() throws(LayoutError) {
        guard cellAlpha.isFinite, cellAlpha >= 0, cellAlpha <= 1 else {
          throw LayoutError(path: "", message: "cellAlpha must be in 0...1, got \(cellAlpha)")
        }
      }
    }

    """#

  static let modifierTests = #"""
    import Foundation
    import MosaicCore
    import MosaicFlow
    import MosaicTestKit
    import Testing
    import {{Module}}

    @Suite struct {{Tests}} {
      /// Flow centres an item wider than the room between its section insets, so cells may stick
      /// out of the content across the lines; the modifier keeps that.
      static var overFlow: ConformanceOptions {
        var options = ConformanceOptions()
        options.cellsMayOverflowAcross = true
        return options
      }

      /// The invariants every layout keeps, over flow with headers and footers, on seeded random
      /// inputs, the update rule included (flow updates, then the modifier applies anew unless
      /// it implements `update` of its own).
      @Test func conformsToTheLayoutInvariants() {
        var flow = FlowOptions()
        flow.headerReferenceSize = Size(width: 40, height: 40)
        flow.footerReferenceSize = Size(width: 20, height: 20)
        let report = LayoutConformance.expect(
          {{Type}}(options: {{Options}}(cellAlpha: 0.5)), over: Flow(options: flow),
          options: Self.overFlow)
        #expect(report.checkedUpdates > 0)
      }

      /// The same with options and scroll direction drawn at random for each case.
      @Test func conformsWithRandomOptions() {
        LayoutConformance.expect(options: Self.overFlow) { generator in
          var flow = FlowOptions()
          flow.scrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
          let alpha = Double.random(in: 0...1, using: &generator)
          let modifier = {{Type}}(options: {{Options}}(cellAlpha: alpha))
          return .modifier(modifier, over: Flow(options: flow))
        }
      }

      /// What the modifier changes, worked out by hand. Replace with yours.
      @Test func dimsCellsOnly() throws {
        var flow = FlowOptions()
        flow.headerReferenceSize = Size(width: 40, height: 40)
        let input = LayoutInput(
          sections: [SectionData(itemCount: 3)], viewport: Viewport(width: 390, height: 844))
        let base = try Flow(options: flow).prepare(input)
        let modifier = {{Type}}(options: {{Options}}(cellAlpha: 0.25))
        let layout = try modifier.apply(to: base, input: input)
        #expect(layout.attributes(for: .cell(section: 0, item: 1))?.alpha == 0.25)
        #expect(layout.attributes(for: .header(section: 0))?.alpha == 1)
        let visible = layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(visible.filter { $0.id.category == .cell }.allSatisfy { $0.alpha == 0.25 })
      }

      /// The example document decodes through a registry and lays out.
      @Test func exampleDocumentLaysOut() throws {
        var registry = StrategyRegistry()
        registry.register(Flow.self)
        registry.register(modifier: {{Type}}.self)
        #expect(registry.modifierNames == ["{{name}}"])
        let document = try String(contentsOf: Self.example, encoding: .utf8)
        let layout = try registry.configuration(fromJSON: document).prepare()
        #expect(!layout.allElements().isEmpty)
      }

      /// Decoding is strict: a value out of range is an error naming its path.
      @Test func outOfRangeOptionIsRefused() {
        var registry = StrategyRegistry()
        registry.register(Flow.self)
        registry.register(modifier: {{Type}}.self)
        let document = """
          {"layout": {"strategy": "flow", "modifiers": [{"name": "{{name}}", "options": {"cellAlpha": 2}}]},
           "viewport": {"width": 390, "height": 844}, "data": {"sections": []}}
          """
        do {
          _ = try registry.configuration(fromJSON: document)
          Issue.record("decoded cellAlpha 2")
        } catch {
          #expect(error.path == "layout.modifiers[0].options.cellAlpha")
        }
      }

      static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("{{example}}")
    }

    """#

  static let modifierExample = #"""
    {
      "layout": {
        "strategy": "flow",
        "options": {"itemSize": {"width": 100, "height": 100}, "headerReferenceSize": {"width": 0, "height": 40}},
        "modifiers": [{"name": "{{name}}", "options": {"cellAlpha": 0.6}}]
      },
      "viewport": {"width": 390, "height": 844},
      "data": {"sections": [{"items": 7}, {"items": 3}]}
    }

    """#
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    replacing(target, with: replacement)
  }
}
