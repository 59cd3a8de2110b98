import MosaicCore
import MosaicFlow
import MosaicTestSupport
import Testing

@testable import MosaicShelf

/// Decorations computed when asked, from a base that keeps its lines, are exactly the
/// decorations stored over the same base when its lines are not kept: every element, random
/// rect queries and look-ups, backgrounds widened over rounded cells included.
@Suite struct ShelfOnDemandTests {
  /// The same flow, saying it keeps no lines: shelves over it store their decorations.
  struct LinesNotKept: ForwardingLayout {
    let base: any PreparedLayout
    var keepsLines: Bool { false }

    func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
      base.attributes(for: element, viewport: viewport)
    }

    func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
      base.elements(in: rect, viewport: viewport, into: &results)
    }

    func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
      base.allElements(viewport: viewport, into: &results)
    }

    func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
      base.indexPathForItem(at: point, viewport: viewport)
    }
  }

  @Test(arguments: 0..<4)
  func computedDecorationsEqualStoredOnes(batch: Int) throws {
    var computedShelves = 0
    for index in 0..<100 {
      let seed = 0x0D_E4A0_0000 + UInt64(batch * 100 + index)
      var generator = SeededGenerator(seed: seed)
      let shelfCase = RandomFlowCase.make(using: &generator)
      let input = shelfCase.input
      let flow = try Flow(options: shelfCase.options, sectionOptions: shelfCase.sectionOptions)
        .prepare(input)
      for options in shelfCase.shelves {
        let shelf = Shelf(options: options)
        let computed = try #require(try shelf.apply(to: flow, input: input) as? ShelfLayout)
        let stored = try #require(
          try shelf.apply(to: LinesNotKept(base: flow), input: input) as? ShelfLayout)
        #expect(computed.decorations == nil && stored.decorations != nil)
        computedShelves += 1
        let all = computed.allElements()
        guard all == stored.allElements() else {
          Issue.record("seed \(seed), \(options.style): allElements differ")
          return
        }
        let frames = all.map(\.frame)
        let bounds = Rect(
          x: -30, y: -30, width: flow.contentSize.width + 60,
          height: flow.contentSize.height + 60)
        for _ in 0..<20 {
          let rect = RandomQueries.rect(in: bounds, frames: frames, unit: 0.25, using: &generator)
          var mine: [LayoutAttributes] = []
          var theirs: [LayoutAttributes] = []
          computed.elements(in: rect, viewport: input.viewport, into: &mine)
          stored.elements(in: rect, viewport: input.viewport, into: &theirs)
          if mine != theirs {
            Issue.record("seed \(seed), \(options.style): rect \(rect) gives \(mine.map(\.id))")
            return
          }
        }
        for element in all where element.id.category == .decoration {
          #expect(computed.attributes(for: element.id) == element)
        }
        let kind = options.effectiveKind
        for id in [
          ElementID(category: .decoration, kind: kind, section: -1, item: 0),
          ElementID(category: .decoration, kind: kind, section: 0, item: 1 << 40),
          ElementID(category: .decoration, kind: kind, section: flow.sectionCount, item: 0),
        ] {
          #expect(computed.attributes(for: id) == stored.attributes(for: id))
        }
      }
    }
    #expect(computedShelves > 50)
  }
}
