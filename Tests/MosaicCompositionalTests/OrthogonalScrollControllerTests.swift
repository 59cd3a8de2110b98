import Mosaic
import Testing

/// A band dragged sideways comes to rest as its behaviour says, worked by hand on the banner of
/// the grid-and-banner document: 4 groups 322.2 wide, 10 apart (pitch 332.2), section insets 16,
/// container 390 (358 inside the insets).
@Suite struct OrthogonalScrollControllerTests {
  func controller(_ behavior: OrthogonalScrollingBehavior) throws -> (
    OrthogonalScrollController, CompositionalLayout
  ) {
    let json = CompositionalGoldenTests.gridAndBanner.replacingOccurrences(
      of: "groupPagingCentered", with: behavior.rawValue)
    let configuration = try CompositionalTestSupport.configuration(json)
    let strategy = try #require(configuration.strategy as? Compositional)
    let layout = try strategy.prepare(configuration.input)
    return (try #require(OrthogonalScrollController(layout: layout, section: 0)), layout)
  }

  static func close(_ values: [Double], _ expected: [Double]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test func groupPagingCenteredPagesOneGroupAFling() throws {
    var (band, layout) = try controller(.groupPagingCentered)
    // Centred: the first group rests at 16 + (358 − 322.2) / 2 = 33.9; the last can centre.
    #expect(abs(band.geometry.restingEdge - 33.9) < 1e-9)
    #expect(Self.close(band.geometry.restingOffsets, [0, 332.2, 664.4, 996.6]))
    #expect(abs(band.geometry.maximumOffset - 996.6) < 1e-9)
    band.beginDrag()
    band.drag(offsetBy: 100)
    #expect(abs(band.endDrag(velocity: 0.5) - 332.2) < 1e-9)
    band.beginDrag()
    band.drag(offsetBy: 50)
    #expect(abs(band.endDrag(velocity: 0) - 332.2) < 1e-9)
    band.beginDrag()
    band.drag(offsetBy: -200)
    #expect(band.endDrag(velocity: -0.5) == 0)
    // A fling pages one group however far the finger went.
    band.beginDrag()
    band.drag(offsetBy: 900)
    #expect(abs(band.endDrag(velocity: 2) - 332.2) < 1e-9)
    // The viewport carries the offset: the second group is centred.
    let viewport = band.applied(to: layout.preparedViewport)
    let second = try #require(
      layout.attributes(for: .cell(section: 0, item: 1), viewport: viewport))
    #expect(abs(second.frame.midX - 195) < 1e-9)
  }

  @Test func pagingPagesByTheSectionsWidth() throws {
    var (band, _) = try controller(.paging)
    // The band ends at 16 + 3·332.2 + 322.2 + 16 = 1350.8: offsets up to 960.8.
    #expect(Self.close(band.geometry.restingOffsets, [0, 358, 716, 960.8]))
    band.beginDrag()
    band.drag(offsetBy: 20)
    #expect(band.endDrag(velocity: 0.4) == 358)
    band.beginDrag()
    band.drag(offsetBy: 5000)
    #expect(abs(band.offset - 960.8) < 1e-9)
  }

  @Test func continuousBehavioursRestWhereTheyAreProposed() throws {
    var (boundary, _) = try controller(.continuousGroupLeadingBoundary)
    boundary.beginDrag()
    #expect(abs(boundary.endDrag(velocity: 1, proposedOffset: 500) - 664.4) < 1e-9)
    #expect(abs(boundary.endDrag(velocity: 0, proposedOffset: 480) - 332.2) < 1e-9)
    var (free, _) = try controller(.continuous)
    free.beginDrag()
    #expect(free.endDrag(velocity: 3, proposedOffset: 123.5) == 123.5)
    #expect(abs(free.endDrag(velocity: 0, proposedOffset: .infinity) - 123.5) < 1e-9)
    #expect(
      abs(free.endDrag(velocity: 0, proposedOffset: 1e9) - free.geometry.maximumOffset) < 1e-9)
  }

  @Test func onlyBandsHaveAController() throws {
    let (_, layout) = try controller(.paging)
    #expect(OrthogonalScrollController(layout: layout, section: 1) == nil)
    #expect(OrthogonalScrollController(layout: layout, section: 7) == nil)
    #expect(OrthogonalScrollController(layout: layout, section: -1) == nil)
  }
}

/// An infinite carousel: a band over 4 data items × 500, starting in the middle copy and
/// recentring as it is paged, so it never meets an end.
@Suite struct WrappingBandTests {
  @Test func aRepeatedBandWrapsForever() throws {
    let json = CompositionalGoldenTests.gridAndBanner.replacingOccurrences(
      of: #"[{"items": 4, "options": {"sectionLayout": "banner"}}"#,
      with: #"[{"items": 2000, "options": {"sectionLayout": "banner"}}"#)
    let configuration = try CompositionalTestSupport.configuration(json)
    let strategy = try #require(configuration.strategy as? Compositional)
    let layout = try strategy.prepare(configuration.input)
    var band = try #require(
      OrthogonalScrollController(layout: layout, section: 0, groupsPerCopy: 4, copies: 500))
    let pitch = 332.2
    // The middle copy's first group, centred: offset 250 copies × 4 groups × pitch.
    #expect(abs(band.offset - 1000 * pitch) < 1e-6)
    func shownItem() -> Int? {
      layout.indexPathForItem(
        at: Point(x: 195, y: 100), viewport: band.applied(to: layout.preparedViewport))?.item
    }
    #expect(shownItem() == 1000)
    // Paging back 2,001 groups never reaches the start: the data shown steps back one each time.
    for step in 1...2001 {
      band.beginDrag()
      band.drag(offsetBy: -50)
      band.endDrag(velocity: -0.5)
      let item = try #require(shownItem())
      #expect(item % 4 == ((1000 - step) % 4 + 4) % 4, "step \(step)")
      if item % 4 != ((1000 - step) % 4 + 4) % 4 { break }
    }
    #expect(band.offset > 2 * 4 * pitch && band.offset < band.geometry.maximumOffset - 8 * pitch)
    #expect(
      OrthogonalScrollController(layout: layout, section: 0, groupsPerCopy: 3, copies: 500) == nil)
  }
}
