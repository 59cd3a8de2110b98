import Foundation
import Mosaic
import Testing

/// The compositional document decodes strictly into the Swift values a UIKit developer writes,
/// and every error names its JSON path.
@Suite struct CompositionalDecodingTests {
  typealias Support = CompositionalTestSupport

  /// The document of ``CompositionalGoldenTests/gridAndBanner`` equals the layout built in Swift.
  @Test func theDocumentIsTheSwiftValue() throws {
    let configuration = try Support.configuration(CompositionalGoldenTests.gridAndBanner)
    let decoded = try #require(configuration.strategy as? Compositional)

    let cell = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      contentInsets: EdgeInsets(all: 2))
    var grid = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        repeatingSubitem: .item(cell), count: 3, interItemSpacing: 10))
    grid.interGroupSpacing = 8
    grid.contentInsets = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    grid.header = BoundarySupplementaryItem(extent: 44)
    grid.footer = BoundarySupplementaryItem(extent: 30)
    var banner = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
        subitems: [.item(Support.fullItem())]))
    banner.orthogonalScrollingBehavior = .groupPagingCentered
    banner.interGroupSpacing = 10
    banner.contentInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let built = Compositional(
      options: CompositionalOptions(
        interSectionSpacing: 20, sectionLayouts: ["grid": grid, "banner": banner],
        defaultSectionLayout: "grid"),
      sectionOptions: [0: CompositionalSectionOptions(sectionLayout: "banner")])
    #expect(decoded == built)
  }

  /// Options encode to a document that decodes to the same options.
  @Test func optionsRoundTrip() throws {
    let configuration = try Support.configuration(CompositionalGoldenTests.gridAndBanner)
    let decoded = try #require(configuration.strategy as? Compositional)
    let json = String(decoding: try JSONEncoder().encode(decoded.options), as: UTF8.self)
    let again = try Support.configuration(
      Support.document(options: json, sections: #"[{"items": 1}]"#))
    #expect((again.strategy as? Compositional)?.options == decoded.options)
  }

  static let item =
    #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}}}"#

  static func options(group: String, section: String = "") -> String {
    #"{"sectionLayouts": {"s": {"group": \#(group)\#(section)}}}"#
  }

  @Test(arguments: [
    (
      options(
        group:
          #"{"axis": "horizontal", "size": {"width": {"fractionalWidth": 1, "absolute": 3}, "height": {"absolute": 1}}, "subitems": [\#(item)]}"#
      ),
      "layout.options.sectionLayouts.s.group.size.width: expected exactly one of fractionalWidth, fractionalHeight, absolute, estimated, got fractionalWidth, absolute"
    ),
    (
      options(
        group:
          #"{"axis": "horizontal", "size": {"width": {"absolute": -1}, "height": {"absolute": 1}}, "subitems": [\#(item)]}"#
      ),
      "layout.options.sectionLayouts.s.group.size.width.absolute: expected"
    ),
    (
      options(
        group:
          #"{"axis": "diagonal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [\#(item)]}"#
      ),
      "layout.options.sectionLayouts.s.group.axis: unknown value 'diagonal'"
    ),
    (
      options(
        group:
          #"{"axis": "horizontal", "count": 2, "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [\#(item), \#(item)]}"#
      ),
      "layout.options.sectionLayouts.s.group.subitems: a group with count repeats one subitem, got 2"
    ),
    (
      options(
        group:
          #"{"axis": "horizontal", "count": 0, "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [\#(item)]}"#
      ),
      "layout.options.sectionLayouts.s.group.count: expected a whole number from 1 to 10000, got 0"
    ),
    (
      options(
        group:
          #"{"axis": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": []}"#
      ),
      "layout.options.sectionLayouts.s.group.subitems: expected at least one subitem"
    ),
    (
      options(
        group:
          #"{"axis": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [{"item": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}, "group": {}}]}"#
      ),
      "layout.options.sectionLayouts.s.group.subitems[0]: expected exactly one of item, group"
    ),
    (
      options(
        group:
          #"{"axis": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [\#(item)], "spacing": 3}"#
      ),
      "layout.options.sectionLayouts.s.group.spacing: unknown key; expected one of: axis, size, subitems, count, interItemSpacing"
    ),
    (
      options(
        group:
          #"{"axis": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [\#(item)]}"#,
        section: #", "orthogonalScrolling": "sideways""#),
      "layout.options.sectionLayouts.s.orthogonalScrolling: unknown value 'sideways'"
    ),
    (
      options(
        group:
          #"{"axis": "horizontal", "size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": [\#(item)]}"#,
        section: #", "header": {"extent": -4}"#),
      "layout.options.sectionLayouts.s.header.extent: expected"
    ),
    (
      #"{"sectionLayouts": {}}"#,
      "layout.options.sectionLayouts: expected at least one section layout"
    ),
    (
      #"{"defaultSectionLayout": "grid"}"#,
      "layout.options.defaultSectionLayout: unknown section layout 'grid'; expected one of: list"
    ),
  ])
  func badOptionsAreRefusedByPath(options: String, message: String) {
    let error = Support.error(Support.document(options: options, sections: #"[{"items": 3}]"#))
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test func aSectionMustNameALayoutThereIs() {
    let two = #"{"sectionLayouts": {"a": \#(Self.list), "b": \#(Self.list)}}"#
    let unknown = Support.error(
      Support.document(
        options: two, sections: #"[{"items": 1, "options": {"sectionLayout": "c"}}]"#))
    #expect(
      unknown?.description
        == "data.sections[0].options.sectionLayout: unknown section layout 'c'; expected one of: a, b"
    )
    let unnamed = Support.error(
      Support.document(
        options: two, sections: #"[{"items": 1, "options": {"sectionLayout": "a"}}, {"items": 1}]"#)
    )
    #expect(unnamed?.path == "data.sections[1].options.sectionLayout")
    let unknownKey = Support.error(
      Support.document(options: two, sections: #"[{"items": 1, "options": {"layout": "a"}}]"#))
    #expect(
      unknownKey?.description.hasPrefix("data.sections[0].options.layout: unknown key") == true)
  }

  static let list =
    #"{"group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [\#(item)]}}"#

  /// Groups nest at most 16 deep.
  @Test func deepNestingIsRefused() {
    var group =
      #"{"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "subitems": [\#(Self.item)]}"#
    for _ in 0..<20 {
      group =
        #"{"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "subitems": [{"group": \#(group)}]}"#
    }
    let error = Support.error(
      Support.document(options: Self.options(group: group), sections: #"[{"items": 3}]"#))
    #expect(error?.message.contains("nest deeper than 16") == true, "\(String(describing: error))")
  }
}
