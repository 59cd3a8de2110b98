import Mosaic
import Testing

/// No prepared waterfall holds a non-finite frame: every length is bounded, and the one product
/// that is not (an item's height scaled by column width over its own width) is refused by
/// section when it overflows.
@Suite struct WaterfallFiniteTests {
  static let viewport = Viewport(width: 320, height: 480)

  static func error(_ input: LayoutInput, _ options: WaterfallOptions = WaterfallOptions())
    -> LayoutError?
  {
    do {
      _ = try Waterfall(options: options).prepare(input)
      return nil
    } catch {
      return error
    }
  }

  /// A layout may count 10^9 items, but a waterfall stores a frame for each item whose size it
  /// is given: past the element budget such items are refused before anything is allocated, in
  /// one line naming the sections. Items of one size given by a count are laid out a page at a
  /// time, and once the columns are level one page is placed again, held once: 10^8 of them fit.
  @Test func moreItemsThanTheElementBudgetAreRefusedBeforeAllocating() throws {
    var runs = SizeList.Builder()
    runs.append(run: Size(width: 50, height: 70), count: 50_000_000)
    runs.append(run: Size(width: 50, height: 90), count: 50_000_000)
    let sized = LayoutInput(
      sections: [SectionData(itemCount: 100_000_000, itemSizes: .perItem(runs.finish()))],
      viewport: Self.viewport)
    let error = Self.error(sized)
    #expect(error?.path == "data.sections")
    #expect(
      error?.message
        == "would hold at least 100000000 elements, more than the 60000000 one layout may hold")
    let counted = LayoutInput(
      sections: [SectionData(itemCount: 100_000_000)], viewport: Self.viewport)
    let layout = try Waterfall(options: WaterfallOptions()).prepare(counted)
    #expect(layout.materializedElementCount < 10_000)
    #expect(layout.attributes(for: .cell(section: 0, item: 99_999_999)) != nil)
  }

  /// The fuzzer's case: a column spacing of 1e308 over five columns made x infinite.
  @Test func spacingsBeyondTheLimitAreRefusedByName() {
    let input = LayoutInput(sections: [SectionData(itemCount: 20)], viewport: Self.viewport)
    var options = WaterfallOptions(columnCount: 5)
    options.minimumColumnSpacing = 1e308
    #expect(Self.error(input, options)?.path == "layout.options.minimumColumnSpacing")
    options.minimumColumnSpacing = LayoutInput.maximumLength
    #expect(Self.error(input, options) == nil)
    let overridden = Waterfall(
      options: WaterfallOptions(),
      sectionOptions: [0: WaterfallSectionOptions(minimumColumnSpacing: 1e16)])
    #expect(throws: LayoutError.self) { try overridden.prepare(input) }
  }

  @Test func anOverflowingAspectRatioNamesItsSection() throws {
    let thin = [Size(width: 1e-300, height: 1e15)]
    let input = LayoutInput(
      sections: [SectionData(itemCount: 3), SectionData(itemSizes: thin)], viewport: Self.viewport)
    let error = try #require(Self.error(input))
    #expect(error.path == "data.sections[1]")
    #expect(error.message.hasPrefix("the content is too long to lay out"))
    // Tall but finite: laid out, every frame finite.
    let tall = LayoutInput(
      sections: [SectionData(itemSizes: [Size(width: 1e-10, height: 1e15)])],
      viewport: Self.viewport)
    let layout = try Waterfall(options: WaterfallOptions()).prepare(tall)
    #expect(layout.allElements().allSatisfy { $0.frame.isFinite })
    #expect(layout.contentSize.height.isFinite)
  }
}
