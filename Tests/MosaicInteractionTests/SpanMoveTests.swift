import Mosaic
import MosaicTestSupport
import Testing

/// An item's span goes with it: batch moves within and across sections, a drag's proposed
/// order, and the drop.
@Suite("Spans move with their items")
struct SpanMoveTests {
  static func model() throws -> CollectionModel<String> {
    let sizes = (0..<6).map { Size(width: 100, height: Double(40 + 10 * $0)) }
    return try CollectionModel(
      sections: [
        .init(
          items: ItemList((0..<6).map { "a\($0)" }),
          sizes: SizeList(sizes, spans: [1: .full, 4: .columns(2)])),
        .init(items: ["b0", "b1"], sizes: [Size(width: 1, height: 1), Size(width: 2, height: 2)]),
      ])
  }

  static func spans(_ model: CollectionModel<String>, _ section: Int) -> [Int: ItemSpan] {
    guard case .perItem(let sizes) = model.sectionData[section].itemSizes else { return [:] }
    return Dictionary(uniqueKeysWithValues: sizes.spannedItems.map { ($0.item, $0.span) })
  }

  @Test func batchMovesCarrySpans() throws {
    let model = try Self.model()
    let within = try model.applying(
      BatchUpdate(moveItems: [(IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 5))]))
    #expect(Self.spans(within.model, 0) == [5: .full, 3: .columns(2)])
    let across = try model.applying(
      BatchUpdate(moveItems: [(IndexPath(section: 0, item: 4), IndexPath(section: 1, item: 1))]))
    #expect(Self.spans(across.model, 0) == [1: .full])
    #expect(Self.spans(across.model, 1) == [1: .columns(2)])
    guard case .perItem(let arrived) = across.model.sectionData[1].itemSizes else {
      Issue.record("per-item sizes expected")
      return
    }
    #expect(arrived[1] == Size(width: 100, height: 80))
  }

  @Test func proposalsCarrySpans() throws {
    let model = try Self.model()
    let within = try #require(
      model.proposedSectionData(
        moving: IndexPath(section: 0, item: 1), to: IndexPath(section: 0, item: 3)))
    guard case .perItem(let sizes) = within[0].itemSizes else {
      Issue.record("per-item sizes expected")
      return
    }
    #expect(
      sizes.span(at: 3) == .full && sizes.span(at: 1) == nil && sizes.span(at: 4) == .columns(2))
    let across = try #require(
      model.proposedSectionData(
        moving: IndexPath(section: 0, item: 1), to: IndexPath(section: 1, item: 0)))
    guard case .perItem(let target) = across[1].itemSizes else {
      Issue.record("per-item sizes expected")
      return
    }
    #expect(target.span(at: 0) == .full && target.count == 3)
  }

  /// A drag in a waterfall drops the spanned item where the finger left it, spanning.
  @Test func aDraggedSpannedItemLandsSpanning() throws {
    var session = try ReorderSession(
      model: try Self.model(),
      configuration: LayoutConfiguration(
        strategy: Waterfall(options: WaterfallOptions(columnCount: 2)),
        input: LayoutInput(sections: [], viewport: Viewport(width: 210, height: 2_000))))
    let banner = try #require(session.layout.attributes(for: .cell(section: 0, item: 1)))
    #expect(banner.frame.width == 210)
    let began = session.begin(atViewportPoint: Point(x: banner.frame.midX, y: banner.frame.midY))
    #expect(began)
    let last = try #require(session.layout.attributes(for: .cell(section: 0, item: 5)))
    session.move(toViewportPoint: Point(x: last.frame.midX, y: last.frame.maxY - 1))
    let ended = session.end()
    let move = try #require(ended)
    #expect(move.from == IndexPath(section: 0, item: 1) && move.to.section == 0)
    #expect(Self.spans(session.model, 0)[move.to.item] == .full)
    let landed = try #require(session.layout.attributes(for: .cell(move.to)))
    #expect(landed.frame.width == 210)
  }

  /// `respanning` gives items spans and describes the change: the layout updated by it equals a
  /// fresh prepare; a section still at the estimate turns per-item; what cannot take a span is
  /// refused naming the entry.
  @Test func respanningWidensItemsAfterTheyArrived() throws {
    let waterfall = Waterfall(
      options: WaterfallOptions(columnCount: 3, estimatedItemSize: Size(width: 100, height: 100)))
    let model = try CollectionModel(
      sections: [.init(items: ItemList((0..<40).map { "e\($0)" }))], pairedWith: waterfall)
    let configuration = LayoutConfiguration(
      strategy: waterfall,
      input: LayoutInput(sections: model.sectionData, viewport: Viewport(width: 320, height: 600)))
    let live = try LiveLayout(configuration)
    let edit = try model.respanning([
      (IndexPath(item: 4, section: 0), .columns(2)), (IndexPath(item: 9, section: 0), .full),
    ])
    #expect(Self.spans(edit.model, 0) == [4: .columns(2), 9: .full])
    var input = live.input
    input.sections = edit.model.sectionData
    let updated = try live.updated(to: input, change: edit.change)
    var fresh = configuration
    fresh.input.sections = edit.model.sectionData
    #expect(updated.layout.allElements() == (try LiveLayout(fresh)).layout.allElements())
    #expect(updated.layout.attributes(for: .cell(section: 0, item: 9))?.frame.width == 320)

    var cleared = edit.model
    try cleared.respan([(IndexPath(item: 9, section: 0), nil)])
    #expect(Self.spans(cleared, 0) == [4: .columns(2)])

    #expect(throws: LayoutError.self) {
      try model.respanning([(IndexPath(item: 40, section: 0), .full)])
    }
    do {
      _ = try model.respanning([(IndexPath(item: 1, section: 0), .columns(0))])
      Issue.record("a span of 0 columns was taken")
    } catch {
      #expect(error.path == "respan.items[0].span")
    }
    let fixed = try CollectionModel(
      sections: [.init(items: ["a", "b"], itemSize: Size(width: 10, height: 10))])
    do {
      _ = try fixed.respanning([(IndexPath(item: 1, section: 0), .full)])
      Issue.record("a fixed-size section took a span")
    } catch {
      #expect(
        error.description.hasPrefix("respan.items[0]: cannot give item 1 in section 0 a span"))
    }
    // Too wide for the layout: refused when the layout is updated, naming the span.
    let wide = try model.respanning([(IndexPath(item: 2, section: 0), .columns(4))])
    input.sections = wide.model.sectionData
    #expect(throws: LayoutError.self) { try live.updated(to: input, change: wide.change) }
  }
}
