import Mosaic
import Testing

/// A section laid out by another registered strategy (`{"strategy": NAME, "options": {…}}`): as
/// that strategy lays out a one-section layout of the same viewport, moved to its place.
@Suite struct StrategySectionTests {
  typealias Support = CompositionalTestSupport

  static let sizes = (0..<11).map { Size(width: 100, height: Double(60 + ($0 * 37) % 90)) }

  static var document: String {
    let itemSizes = sizes.map { #"{"width": \#($0.width), "height": \#($0.height)}"# }
      .joined(separator: ", ")
    return Support.document(
      options: #"""
        {"interSectionSpacing": 20, "defaultSectionLayout": "banner", "sectionLayouts": {
          "banner": {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 0.9}, "height": {"absolute": 200}},
                               "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]},
                     "orthogonalScrolling": "groupPagingCentered"},
          "photos": {"strategy": "waterfall", "options": {"columnCount": 3, "headerHeight": 30}}}}
        """#,
      sections:
        #"[{"items": 3}, {"itemSizes": [\#(itemSizes)], "options": {"sectionLayout": "photos"}}, {"items": 1}]"#
    )
  }

  @Test func aWaterfallSectionIsTheWaterfallsOneSectionLayoutMovedDown() throws {
    let configuration = try Support.configuration(Self.document)
    let layout = try configuration.prepare()
    let waterfall = try Waterfall(options: WaterfallOptions(columnCount: 3, headerHeight: 30))
      .prepare(
        LayoutInput(
          sections: [SectionData(itemSizes: Self.sizes)], viewport: configuration.input.viewport))
    let expected = Support.cellFrames(waterfall)[0].map { $0.offsetBy(dx: 0, dy: 220) }
    #expect(Support.cellFrames(layout)[1] == expected)
    #expect(
      layout.attributes(for: .header(section: 1))?.frame
        == waterfall.attributes(for: .header(section: 0))?.frame.offsetBy(dx: 0, dy: 220))
    // The next section starts after the waterfall's content and the spacing.
    let next = 220 + waterfall.contentSize.height + 20
    #expect(layout.attributes(for: .cell(section: 2, item: 0))?.frame.y == next)
    #expect(layout.contentSize.height == next + 200)
  }

  @Test func strategySectionsDecodeStrictlyAndEqualTheSwiftValue() throws {
    let configuration = try Support.configuration(Self.document)
    let compositional = try #require(configuration.strategy as? Compositional)
    #expect(
      compositional.options.strategySectionLayouts["photos"]
        == NestedStrategy(
          Waterfall.self, options: WaterfallOptions(columnCount: 3, headerHeight: 30)))
    #expect(
      compositional.options.strategySectionLayouts["photos"]
        != NestedStrategy(Waterfall.self, options: WaterfallOptions(columnCount: 2)))
    let cases: [(String, String)] = [
      (
        #""strategy": "waterfall", "options": {"columnCount": 0}"#,
        "layout.options.sectionLayouts.photos.options.columnCount"
      ),
      (#""strategy": "grid""#, "layout.options.sectionLayouts.photos.strategy"),
      (#""strategy": "compositional""#, "layout.options.sectionLayouts.photos.strategy"),
      (#""strategy": "flow", "extra": 1"#, "layout.options.sectionLayouts.photos.extra"),
    ]
    for (entry, path) in cases {
      let json = Self.document.replacingOccurrences(
        of: #""strategy": "waterfall", "options": {"columnCount": 3, "headerHeight": 30}"#,
        with: entry)
      let error = Support.error(json)
      #expect(error?.path == path, "\(String(describing: error))")
    }
  }

  /// A strategy section that scrolls the other way is refused, naming the section.
  @Test func aStrategySectionMustScrollTheLayoutsWay() {
    let json = Self.document.replacingOccurrences(
      of: #""options": {"columnCount": 3, "headerHeight": 30}"#,
      with: #""options": {"columnCount": 3, "scrollDirection": "horizontal"}"#)
    let error = Support.error(json)
    #expect(error?.path == "data.sections[1].options.sectionLayout", "\(String(describing: error))")
  }
}
