import MosaicCarousel
import MosaicCore
import Testing

/// Carousel options and data in a configuration document: defaults, every field, strict errors.
@Suite struct CarouselDecodingTests {
  static var registry: StrategyRegistry {
    var registry = StrategyRegistry()
    registry.register(Carousel.self)
    return registry
  }

  static func document(options: String = "{}", sections: String = #"[{"items": 5}]"#) -> String {
    """
    {"layout": {"strategy": "carousel", "options": \(options)},
     "viewport": {"width": 390, "height": 200},
     "data": {"sections": \(sections)}}
    """
  }

  static func error(options: String = "{}", sections: String = #"[{"items": 5}]"#) -> String? {
    do {
      _ = try registry.configuration(fromJSON: document(options: options, sections: sections))
        .prepare()
      return nil
    } catch {
      return error.description
    }
  }

  @Test func defaultsFillTheViewportAndRepeat500Times() throws {
    let configuration = try Self.registry.configuration(fromJSON: Self.document())
    let carousel = try #require(configuration.strategy as? Carousel)
    #expect(carousel.options == CarouselOptions())
    #expect(carousel.options.scrollDirection == .horizontal && carousel.options.multiplier == 500)
    #expect(
      carousel.options.wraps && carousel.options.centersItems && carousel.options.itemSpacing == 0)
    let layout = try #require(try configuration.prepare() as? CarouselLayout)
    #expect(layout.virtualCount == 2_500)
    #expect(
      layout.attributes(for: .cell(section: 0, item: 3))?.frame
        == Rect(x: 1_170, y: 0, width: 390, height: 200))
  }

  @Test func everyFieldDecodes() throws {
    let configuration = try Self.registry.configuration(
      fromJSON: Self.document(
        options:
          #"{"scrollDirection": "vertical", "itemSize": {"width": 300, "height": 120}, "itemSpacing": 12, "multiplier": 7, "wraps": false, "centersItems": false}"#
      ))
    let carousel = try #require(configuration.strategy as? Carousel)
    #expect(
      carousel.options
        == CarouselOptions(
          scrollDirection: .vertical, itemSize: Size(width: 300, height: 120), itemSpacing: 12,
          multiplier: 7, wraps: false, centersItems: false))
  }

  @Test func errorsNameTheField() {
    let cases: [(String?, String?, String)] = [
      (
        #"{"multiplier": 0}"#, nil,
        "layout.options.multiplier: expected a whole number in 1...1000000, got 0"
      ),
      (#"{"multiplier": 2.5}"#, nil, "layout.options.multiplier: expected a whole number, got 2.5"),
      (
        #"{"itemSpacing": -1}"#, nil,
        "layout.options.itemSpacing: expected a finite number >= 0, got -1.0"
      ),
      (#"{"itemSize": {"width": 10}}"#, nil, "layout.options.itemSize.height: is required"),
      (#"{"wraps": "yes"}"#, nil, "layout.options.wraps: expected true or false, found a string"),
      (
        #"{"minimumLineSpacing": 10}"#, nil,
        "layout.options.minimumLineSpacing: unknown key; expected one of: scrollDirection, itemSize, itemSpacing, multiplier, wraps, centersItems"
      ),
      (
        nil, #"[{"items": 2}, {"items": 3}]"#,
        "data.sections: a carousel lays out exactly one section, got 2"
      ),
      (
        nil, #"[{"items": 2, "header": {"width": 0, "height": 10}}]"#,
        "data.sections[0].header: a carousel has no headers"
      ),
      (
        nil, #"[{"items": 2, "footer": {"width": 0, "height": 10}}]"#,
        "data.sections[0].footer: a carousel has no footers"
      ),
      (nil, #"[{"items": 2, "options": {"x": 1}}]"#, "data.sections[0].options.x: unknown key"),
      (
        nil,
        #"[{"itemSizes": [{"width": 100, "height": 10}, {"width": 100, "height": 20}, {"width": 90, "height": 10}]}]"#,
        "data.sections[0].itemSizes[2].width: a carousel keeps one pitch: every item's width must equal item 0's (100.0), got 90.0"
      ),
    ]
    for (options, sections, expected) in cases {
      let message = Self.error(options: options ?? "{}", sections: sections ?? #"[{"items": 5}]"#)
      #expect(message?.hasPrefix(expected) == true, "\(expected): \(message ?? "no error")")
    }
    #expect(
      Self.error(
        options: #"{"scrollDirection": "vertical"}"#,
        sections: #"[{"itemSizes": [{"width": 100, "height": 10}, {"width": 100, "height": 20}]}]"#)?
        .hasPrefix("data.sections[0].itemSizes[1].height: a carousel keeps one pitch") == true)
  }

  @Test func optionsSetInCodeAreChecked() {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 2)], viewport: Viewport(width: 100, height: 100))
    func path(_ options: CarouselOptions) -> String? {
      do {
        _ = try Carousel(options: options).prepare(input)
        return nil
      } catch { return error.path }
    }
    #expect(
      path(CarouselOptions(itemSize: Size(width: -1, height: 1))) == "layout.options.itemSize.width"
    )
    #expect(
      path(CarouselOptions(itemSize: Size(width: 1, height: .nan)))
        == "layout.options.itemSize.height")
    #expect(path(CarouselOptions(itemSpacing: .infinity)) == "layout.options.itemSpacing")
    #expect(path(CarouselOptions(multiplier: 0)) == "layout.options.multiplier")
    #expect(path(CarouselOptions(multiplier: 2_000_000)) == "layout.options.multiplier")
    #expect(path(CarouselOptions()) == nil)
  }
}
