import MosaicCarousel
import MosaicCore
import Testing

/// A carousel's geometry is finite at every limit at once: 10^9 items, a million copies,
/// and lengths of 1e15; beyond the length limit an option is refused by name.
@Suite struct CarouselFiniteTests {
  @Test func lengthsBeyondTheLimitAreRefusedByName() {
    let input = LayoutInput(
      sections: [SectionData(itemCount: 3)], viewport: Viewport(width: 320, height: 200))
    for (options, path) in [
      (CarouselOptions(itemSpacing: 1e300), "layout.options.itemSpacing"),
      (CarouselOptions(itemSize: Size(width: 2e15, height: 1)), "layout.options.itemSize.width"),
    ] {
      #expect(throws: LayoutError.self) { try Carousel(options: options).prepare(input) }
      do {
        _ = try Carousel(options: options).prepare(input)
      } catch {
        #expect(error.path == path)
      }
    }
  }

  @Test func everyLimitAtOnceStaysFinite() throws {
    let limit = LayoutInput.maximumLength
    let options = CarouselOptions(
      itemSize: Size(width: limit, height: limit), itemSpacing: limit,
      multiplier: CarouselOptions.maximumMultiplier)
    let input = LayoutInput(
      sections: [SectionData(itemCount: LayoutInput.maximumItemCount)],
      viewport: Viewport(
        size: Size(width: limit, height: limit), contentOffset: Point(x: limit, y: 0), scale: 16))
    let layout = try Carousel(options: options).prepare(input)
    #expect(layout.geometry.virtualCount == 1_000_000_000 * 1_000_000)
    #expect(layout.contentSize.width.isFinite)
    let last = layout.geometry.virtualCount - 1
    let frame = try #require(layout.attributes(for: .cell(section: 0, item: last))?.frame)
    #expect(frame.isFinite)
  }
}
