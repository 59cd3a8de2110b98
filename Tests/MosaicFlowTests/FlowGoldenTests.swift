import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicTestSupport
import Testing

/// The worked examples of docs/reference-facts.md ("Flow worked examples"), frame by frame, in
/// both scroll directions.
@Suite struct FlowGoldenTests {
  // MARK: Mixed sizes in one section

  static let mixedSizes = [
    Size(width: 100, height: 40), Size(width: 80, height: 60), Size(width: 90, height: 50),
    Size(width: 50, height: 50),
  ]
  static let noSpacing = FlowOptions(minimumLineSpacing: 0, minimumInteritemSpacing: 0)

  @Test func mixedSizesJustifyTheFirstLineAndCentreAcrossIt() throws {
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: Self.mixedSizes)], viewport: viewport(width: 300),
        options: Self.noSpacing))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 10, width: 100, height: 40), Rect(x: 115, y: 0, width: 80, height: 60),
        Rect(x: 210, y: 5, width: 90, height: 50), Rect(x: 0, y: 60, width: 50, height: 50),
      ])
    #expect(layout.contentSize == Size(width: 300, height: 110))
    #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 300, height: 110))
    #expect(layout.headerFrame(0) == nil && layout.footerFrame(0) == nil)
    #expect(layout.materializedElementCount == 4)
  }

  @Test func mixedSizesHorizontal() throws {
    var options = Self.noSpacing
    options.scrollDirection = .horizontal
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: Self.mixedSizes.map(\.transposed))],
        viewport: viewport(height: 300), options: options))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 10, y: 0, width: 40, height: 100), Rect(x: 0, y: 115, width: 60, height: 80),
        Rect(x: 5, y: 210, width: 50, height: 90), Rect(x: 60, y: 0, width: 50, height: 50),
      ])
    #expect(layout.contentSize == Size(width: 110, height: 300))
    #expect(layout.scrollDirection == .horizontal)
  }

  // MARK: Per-section metrics, headers and footers

  static let threeItems = [Size](repeating: Size(width: 75, height: 40), count: 3)
  static let headerFooterOptions = FlowOptions(
    minimumLineSpacing: 0, minimumInteritemSpacing: 0,
    headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 20)
  )
  static let perSectionInsets: [Int: FlowSectionOptions] = [
    0: FlowSectionOptions(sectionInset: EdgeInsets(all: 10)),
    1: FlowSectionOptions(sectionInset: EdgeInsets(all: 20)),
  ]

  static func expectPerSectionGolden(_ layout: FlowLayout) {
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 320, height: 30))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 10, y: 40, width: 75, height: 40), Rect(x: 85, y: 40, width: 75, height: 40),
        Rect(x: 160, y: 40, width: 75, height: 40),
      ])
    #expect(layout.footerFrame(0) == Rect(x: 0, y: 90, width: 320, height: 20))
    #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 320, height: 110))

    #expect(layout.headerFrame(1) == Rect(x: 0, y: 110, width: 320, height: 30))
    // avail 280 holds three 75-wide items: the grid gap is (280 − 225)/2 = 27.5.
    #expect(
      layout.cellFrames(section: 1) == [
        Rect(x: 20, y: 160, width: 75, height: 40), Rect(x: 122.5, y: 160, width: 75, height: 40),
        Rect(x: 225, y: 160, width: 75, height: 40),
      ])
    #expect(layout.footerFrame(1) == Rect(x: 0, y: 220, width: 320, height: 20))
    #expect(layout.sectionFrame(1) == Rect(x: 0, y: 110, width: 320, height: 130))
    #expect(layout.contentSize == Size(width: 320, height: 240))
    #expect(layout.attributes(for: .header(section: 0))?.zIndex == 10)
    #expect(layout.attributes(for: .footer(section: 1))?.zIndex == 10)
    #expect(layout.attributes(for: .cell(section: 1, item: 2))?.zIndex == 0)
  }

  @Test func perSectionMetricsFromReferenceSizes() throws {
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: Self.threeItems), SectionData(itemSizes: Self.threeItems)],
        viewport: viewport(width: 320), options: Self.headerFooterOptions,
        sectionOptions: Self.perSectionInsets))
    Self.expectPerSectionGolden(layout)
  }

  @Test func perSectionMetricsFromSectionData() throws {
    // The data's header and footer sizes win over the (here absent) reference sizes, and a
    // uniform item size makes the same grid as equal per-item sizes.
    let section = SectionData(
      itemCount: 3, itemSize: Size(width: 75, height: 40), header: Size(width: 1, height: 30),
      footer: Size(width: 1, height: 20))
    let layout = try #require(
      prepareFlow(
        [section, section], viewport: viewport(width: 320), options: Self.noSpacing,
        sectionOptions: Self.perSectionInsets))
    Self.expectPerSectionGolden(layout)
  }

  @Test func perSectionMetricsHorizontal() throws {
    let layout = try #require(
      prepareFlow(
        [
          SectionData(itemSizes: Self.threeItems.map(\.transposed)),
          SectionData(itemSizes: Self.threeItems.map(\.transposed)),
        ],
        viewport: viewport(height: 320), options: transposed(Self.headerFooterOptions),
        sectionOptions: Self.perSectionInsets.mapValues(transposed)))
    #expect(layout.headerFrame(0) == Rect(x: 0, y: 0, width: 30, height: 320))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 40, y: 10, width: 40, height: 75), Rect(x: 40, y: 85, width: 40, height: 75),
        Rect(x: 40, y: 160, width: 40, height: 75),
      ])
    #expect(layout.footerFrame(0) == Rect(x: 90, y: 0, width: 20, height: 320))
    #expect(layout.headerFrame(1) == Rect(x: 110, y: 0, width: 30, height: 320))
    #expect(
      layout.cellFrames(section: 1) == [
        Rect(x: 160, y: 20, width: 40, height: 75), Rect(x: 160, y: 122.5, width: 40, height: 75),
        Rect(x: 160, y: 225, width: 40, height: 75),
      ])
    #expect(layout.footerFrame(1) == Rect(x: 220, y: 0, width: 20, height: 320))
    #expect(layout.sectionFrame(1) == Rect(x: 110, y: 0, width: 130, height: 320))
    #expect(layout.contentSize == Size(width: 240, height: 320))
  }

  @Test func queriesOnTheGolden() throws {
    let layout = try #require(
      prepareFlow(
        [SectionData(itemSizes: Self.threeItems), SectionData(itemSizes: Self.threeItems)],
        viewport: viewport(width: 320), options: Self.headerFooterOptions,
        sectionOptions: Self.perSectionInsets))
    #expect(layout.indexPathForItem(at: Point(x: 10, y: 40)) == IndexPath(section: 0, item: 0))
    #expect(layout.indexPathForItem(at: Point(x: 85, y: 79.9)) == IndexPath(section: 0, item: 1))
    #expect(layout.indexPathForItem(at: Point(x: 85, y: 80)) == nil)  // half-open bottom edge
    #expect(layout.indexPathForItem(at: Point(x: 5, y: 50)) == nil)  // the inset
    #expect(layout.indexPathForItem(at: Point(x: 100, y: 10)) == nil)  // a header is never hit
    #expect(layout.indexPathForItem(at: Point(x: 130, y: 170)) == IndexPath(section: 1, item: 1))
    #expect(layout.indexPathForItem(at: Point(x: 110, y: 170)) == nil)  // between grid columns
    let ids = layout.elements(in: Rect(x: 0, y: 80, width: 320, height: 40)).map(\.id)
    #expect(ids == [.footer(section: 0), .header(section: 1)])  // the cells only touch y = 80
  }
}
