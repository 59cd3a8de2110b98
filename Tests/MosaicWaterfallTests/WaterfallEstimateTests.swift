import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfall
import Testing

/// `estimatedItemSize` in a waterfall: an estimated item is scaled to its column like any other.
@Suite struct WaterfallEstimateTests {
  let estimate = Size(width: 100, height: 50)
  var options: WaterfallOptions { WaterfallOptions(estimatedItemSize: estimate) }

  @Test func theEstimateIsOffAtZeroAndTheItemSizeIsTheDefault() {
    #expect(WaterfallOptions().estimatedItemSize == .zero)
    #expect(Waterfall(options: WaterfallOptions()).estimatedItemSize == nil)
    #expect(Waterfall(options: options).estimatedItemSize == estimate)
    let tall = Waterfall(options: WaterfallOptions(itemSize: Size(width: 30, height: 60)))
    #expect(tall.defaultItemSize == Size(width: 30, height: 60))
  }

  /// Worked example: width 320, two columns 10 apart, so itemWidth = (320 − 10) / 2 = 155; a
  /// 100×50 estimate is 50 · 155 / 100 = 77.5 tall. Items 0 and 1 start the columns, item 2
  /// goes under item 0 (a tie goes to column 0) at 77.5 + 10.
  @Test func estimatedItemsAreScaledToTheColumnWidth() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemCount: 3)], viewport: viewport(width: 320), options: options))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 0, width: 155, height: 77.5), Rect(x: 165, y: 0, width: 155, height: 77.5),
        Rect(x: 0, y: 87.5, width: 155, height: 77.5),
      ])
    #expect(layout.contentSize == Size(width: 320, height: 165))
  }

  /// Item 0 measured at 100×100 is 155 tall; column 1 now ends first, so item 2 moves there.
  @Test func aMeasuredItemIsScaledAndMovesTheNextOneToTheShorterColumn() throws {
    let layout = try #require(
      prepareWaterfall(
        [SectionData(itemSizes: [Size(width: 100, height: 100), estimate, estimate])],
        viewport: viewport(width: 320), options: options))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 0, width: 155, height: 155), Rect(x: 165, y: 0, width: 155, height: 77.5),
        Rect(x: 165, y: 87.5, width: 155, height: 77.5),
      ])
    #expect(layout.contentSize == Size(width: 320, height: 165))
  }

  @Test func sectionsThatGiveSizesIgnoreTheEstimate() throws {
    let sections = [
      SectionData(itemCount: 1, itemSize: Size(width: 10, height: 20)),
      SectionData(itemCount: 1),
    ]
    let on = try #require(
      prepareWaterfall(sections, viewport: viewport(width: 320), options: options))
    let off = try #require(prepareWaterfall(sections, viewport: viewport(width: 320)))
    #expect(on.cellFrames(section: 0).map(\.height) == [310])
    #expect(off.cellFrames(section: 0).map(\.height) == [310])
    #expect(on.cellFrames(section: 1).map(\.height) == [77.5])
    #expect(off.cellFrames(section: 1).map(\.height) == [155])  // the square 50×50 itemSize
  }

  @Test func anEstimateSetInCodeIsValidated() {
    let waterfall = Waterfall(
      options: WaterfallOptions(estimatedItemSize: Size(width: -3, height: 1)))
    #expect(
      throws: LayoutError(
        path: "layout.options.estimatedItemSize.width",
        message: "expected a finite number >= 0, got -3.0")
    ) {
      try waterfall.prepare(
        LayoutInput(sections: [SectionData(itemCount: 1)], viewport: viewport(width: 320)))
    }
  }

  /// On random inputs, the estimate changes nothing but the sections given by a count alone: the
  /// layout equals the one without estimates where those sections are given the estimate as
  /// their `itemSize`.
  @Test func onlyCountAloneSectionsChange() throws {
    var generator = SeededGenerator(seed: 0xE571)
    for _ in 0..<300 {
      let input = RandomLayoutInput.make(using: &generator)
      let estimate = Size(
        width: Double(Int.random(in: 0...150, using: &generator)),
        height: Double(Int.random(in: 1...150, using: &generator)))
      var on = WaterfallOptions()
      on.scrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
      on.estimatedItemSize = estimate
      var off = on
      off.estimatedItemSize = .zero
      var written = input
      for index in written.sections.indices
      where written.sections[index].itemSizes == .uniform(nil) {
        written.sections[index].itemSizes = .uniform(estimate)
      }
      let estimated = try Waterfall(options: on).prepare(input)
      let reference = try Waterfall(options: off).prepare(written)
      #expect(estimated.allElements() == reference.allElements(), "\(input)")
      #expect(estimated.contentSize == reference.contentSize)
    }
  }
}
