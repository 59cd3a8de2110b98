import Mosaic
import Testing

/// Stacks of modifiers cost each query a bounded number of base look-ups: the count a query makes
/// on the layout at the bottom of a stack of the maximum depth equals the count under one sticky
/// (each extra sticky used to double it).
@Suite struct StickyStackTests {
  static let input = LayoutInput(
    sections: (0..<64).map { SectionData(itemCount: 7 + $0 % 5) },
    viewport: Viewport(
      size: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 900), scale: 2))
  static let options = FlowOptions(
    headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 20)
  )
  static let pinBoth = Sticky(options: StickyOptions(headers: true, footers: true))

  /// The look-ups each query makes on `counting`, through `layout`: one header, one footer, a
  /// rect query, a hit-test and every element.
  static func lookups(_ layout: any PreparedLayout, on counting: CountingLayout) -> [Int] {
    let viewport = input.viewport
    let queries: [() -> Void] = [
      { _ = layout.attributes(for: .header(section: 20), viewport: viewport) },
      { _ = layout.attributes(for: .footer(section: 21), viewport: viewport) },
      { _ = elements(layout, in: viewport.bounds, at: viewport) },
      { _ = layout.indexPathForItem(at: Point(x: 30, y: 1_000), viewport: viewport) },
      { _ = allElements(layout, at: viewport) },
    ]
    return queries.map { query in
      counting.resetLookups()
      query()
      return counting.lookups
    }
  }

  /// Builds `stack` (modifiers in order) over a counting flow, and returns the layout and the
  /// counter.
  static func build(_ stack: [any LayoutModifier]) throws -> (any PreparedLayout, CountingLayout) {
    let counting = CountingLayout(base: try Flow(options: options).prepare(input))
    var layout: any PreparedLayout = counting
    for modifier in stack { layout = try modifier.apply(to: layout, input: input) }
    return (layout, counting)
  }

  @Test func aStackOfTheMaximumDepthMakesNoMoreBaseLookupsThanOneSticky() throws {
    let (single, singleCounting) = try Self.build([Self.pinBoth])
    let expected = Self.lookups(single, on: singleCounting)
    // One header pinned: its own look-up, its section's frame, the opposite footer's extent.
    #expect(expected[0] == 3 && expected[1] == 3)
    #expect(expected[3] == 0)

    let depth = LayoutConfiguration.maximumModifierCount
    let shelves = (0..<depth - 1).map { index -> any LayoutModifier in
      Shelf(options: ShelfOptions(style: index % 2 == 0 ? .rows : .sectionBackground))
    }
    let stacks: [[any LayoutModifier]] = [
      // Stickies applied in code merge into one.
      Array(repeating: Self.pinBoth, count: depth),
      shelves + [Self.pinBoth],
      [Self.pinBoth] + shelves,
      Array(shelves.prefix(3)) + [Self.pinBoth] + Array(shelves.dropFirst(3)),
    ]
    for stack in stacks {
      let (layout, counting) = try Self.build(stack)
      #expect(Self.lookups(layout, on: counting) == expected, "\(stack.map { type(of: $0).name })")
      // The same answers as one sticky, decorations aside.
      let viewport = Self.input.viewport
      #expect(
        allElements(layout, at: viewport).filter { $0.id.category != .decoration }
          == allElements(single, at: viewport))
    }
  }

  @Test func stickyOverStickyMergesTheirOptions() throws {
    let (layout, _) = try Self.build([
      Sticky(options: StickyOptions(headers: true, footers: false)),
      Sticky(options: StickyOptions(headers: false, footers: true)),
    ])
    let sticky = try #require(layout as? StickyLayout)
    #expect(sticky.options == StickyOptions(headers: true, footers: true))
    #expect(sticky.base is CountingLayout)
  }
}
