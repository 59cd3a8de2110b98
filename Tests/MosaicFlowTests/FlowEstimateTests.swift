import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicTestSupport
import Testing

/// `estimatedItemSize`: the items of a section given by a count alone are laid out at the
/// estimate; everything else is as without it.
@Suite struct FlowEstimateTests {
  let estimate = Size(width: 100, height: 40)
  var options: FlowOptions { FlowOptions(estimatedItemSize: estimate) }

  @Test func theEstimateIsOffAtZero() {
    #expect(FlowOptions().estimatedItemSize == .zero)
    #expect(Flow(options: FlowOptions()).estimatedItemSize == nil)
    #expect(Flow(options: options).estimatedItemSize == estimate)
    // Either extent alone turns it on.
    let thin = Flow(options: FlowOptions(estimatedItemSize: Size(width: 0, height: 1)))
    #expect(thin.estimatedItemSize == Size(width: 0, height: 1))
    // The item size is still the default item size.
    #expect(Flow(options: options).defaultItemSize == Size(width: 50, height: 50))
  }

  /// Worked example: width 320, spacing 10, five items at 100×40. Three fit a line
  /// (3·100 + 2·10 = 320), x = 0, 110, 220; the second line is 40 + 10 lower.
  @Test func aSectionGivenByACountIsLaidOutAtTheEstimate() throws {
    let layout = try #require(
      prepareFlow([SectionData(itemCount: 5)], viewport: viewport(width: 320), options: options))
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 110, y: 0, width: 100, height: 40),
        Rect(x: 220, y: 0, width: 100, height: 40), Rect(x: 0, y: 50, width: 100, height: 40),
        Rect(x: 110, y: 50, width: 100, height: 40),
      ])
    #expect(layout.contentSize == Size(width: 320, height: 90))
  }

  /// The same section after item 1 reports 100×80: the first line is 80 thick, its other items
  /// centred in it (y = 20), and the second line moves down to 80 + 10.
  @Test func aMeasuredItemThickensItsLineAndMovesTheLaterOnes() throws {
    let sizes = [estimate, Size(width: 100, height: 80), estimate, estimate, estimate]
    let layout = try #require(
      prepareFlow([SectionData(itemSizes: sizes)], viewport: viewport(width: 320), options: options)
    )
    #expect(
      layout.cellFrames(section: 0) == [
        Rect(x: 0, y: 20, width: 100, height: 40), Rect(x: 110, y: 0, width: 100, height: 80),
        Rect(x: 220, y: 20, width: 100, height: 40), Rect(x: 0, y: 90, width: 100, height: 40),
        Rect(x: 110, y: 90, width: 100, height: 40),
      ])
    #expect(layout.contentSize == Size(width: 320, height: 130))
  }

  @Test func sectionsThatGiveSizesIgnoreTheEstimate() throws {
    let sections = [
      SectionData(itemCount: 2, itemSize: Size(width: 30, height: 30)),
      SectionData(itemSizes: [Size(width: 60, height: 20)]),
      SectionData(itemCount: 1),
    ]
    let layout = try #require(
      prepareFlow(sections, viewport: viewport(width: 320), options: options))
    #expect(
      layout.cellFrames(section: 0).map(\.size)
        == Array(repeating: Size(width: 30, height: 30), count: 2))
    #expect(layout.cellFrames(section: 1).map(\.size) == [Size(width: 60, height: 20)])
    #expect(layout.cellFrames(section: 2).map(\.size) == [estimate])
    // Without the estimate the count-alone section takes itemSize.
    let off = try #require(prepareFlow(sections, viewport: viewport(width: 320)))
    #expect(off.cellFrames(section: 2).map(\.size) == [Size(width: 50, height: 50)])
    #expect(off.cellFrames(section: 0) == layout.cellFrames(section: 0))
  }

  /// A count-alone section at the estimate lays out exactly as the same section written out as
  /// per-item sizes of the estimate, in both directions and under every alignment pair.
  @Test(arguments: [LineAlignment.justified, .leading, .center, .trailing])
  func theEstimateEqualsPerItemSizesOfIt(alignment: LineAlignment) throws {
    for direction in [ScrollDirection.vertical, .horizontal] {
      var options = options
      options.scrollDirection = direction
      options.lastLineAlignment = alignment
      let counted = try #require(
        prepareFlow([SectionData(itemCount: 7)], viewport: viewport(width: 320), options: options))
      let written = try #require(
        prepareFlow(
          [SectionData(itemSizes: Array(repeating: estimate, count: 7))],
          viewport: viewport(width: 320), options: options))
      #expect(counted.cellFrames(section: 0) == written.cellFrames(section: 0))
      #expect(counted.contentSize == written.contentSize)
    }
  }

  @Test func anEstimateSetInCodeIsValidated() {
    for (bad, path, message) in [
      (
        Size(width: -1, height: 40), "layout.options.estimatedItemSize.width",
        "expected a finite number >= 0, got -1.0"
      ),
      (
        Size(width: 10, height: .infinity), "layout.options.estimatedItemSize.height",
        "expected a finite number >= 0, got inf"
      ),
      (
        Size(width: 1e16, height: 1), "layout.options.estimatedItemSize.width",
        "expected at most 1e15, the longest length a layout takes, got 1e+16"
      ),
    ] {
      let flow = Flow(options: FlowOptions(estimatedItemSize: bad))
      #expect(throws: LayoutError(path: path, message: message)) {
        try flow.prepare(
          LayoutInput(sections: [SectionData(itemCount: 1)], viewport: viewport(width: 320)))
      }
    }
  }

  @Test func theEstimateDecodesAndRoundTrips() throws {
    let decoded = try FlowDecodingTests.decode(
      FlowOptions.self, #"{"estimatedItemSize": {"width": 100, "height": 40}}"#)
    #expect(decoded == options)
    #expect(try FlowDecodingTests.decode(FlowOptions.self, "{}").estimatedItemSize == .zero)
    let failure = try #require(
      FlowDecodingTests.decodingFailure {
        _ = try FlowDecodingTests.decode(
          FlowOptions.self, #"{"estimatedItemSize": {"width": 1, "height": -40}}"#)
      })
    #expect(failure.path == "estimatedItemSize.height")
    #expect(failure.description == "expected a finite number >= 0, got -40.0")
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
      var on = FlowOptions()
      on.scrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
      on.estimatedItemSize = estimate
      var off = on
      off.estimatedItemSize = .zero
      var written = input
      for index in written.sections.indices
      where written.sections[index].itemSizes == .uniform(nil) {
        written.sections[index].itemSizes = .uniform(estimate)
      }
      let estimated = try Flow(options: on).prepare(input)
      let reference = try Flow(options: off).prepare(written)
      #expect(estimated.allElements() == reference.allElements(), "\(input)")
      #expect(estimated.contentSize == reference.contentSize)
    }
  }
}
