import MosaicCore
import Testing

@Suite("SectionStack: how a section's parts follow each other along the scroll axis")
struct SectionStackTests {
  // Insets on both axes; only the scroll axis's sides count.
  let stack = SectionStack(
    scrollAxis: .vertical,
    headerInset: EdgeInsets(top: 5, left: 99, bottom: 3, right: 99),
    sectionInset: EdgeInsets(top: 10, left: 99, bottom: 20, right: 99),
    footerInset: EdgeInsets(top: 2, left: 99, bottom: 4, right: 99))

  @Test func headerThenItemsThenFooter() {
    // 100 + 5 = header at 105; 105 + 40 + 3 + 10 = items at 158.
    let head = stack.head(from: 100, headerExtent: 40)
    #expect(head.header == 105)
    #expect(head.items == 158)
    // 300 + 20 + 2 = footer at 322; 322 + 30 + 4 = the section ends at 356.
    let tail = stack.tail(from: 300, footerExtent: 30)
    #expect(tail.footer == 322)
    #expect(tail.end == 356)
  }

  @Test func anAbsentHeaderOrFooterKeepsOnlyItsLeadingInset() {
    let head = stack.head(from: 100, headerExtent: 0)
    #expect(head.header == nil)
    #expect(head.items == 115)  // 100 + 5 + 10
    let tail = stack.tail(from: 300, footerExtent: 0)
    #expect(tail.footer == nil)
    #expect(tail.end == 322)  // 300 + 20 + 2
  }

  @Test func horizontalStacksUseTheLeftAndRightSides() {
    let stack = SectionStack(
      scrollAxis: .horizontal, sectionInset: EdgeInsets(top: 99, left: 7, bottom: 99, right: 9))
    let head = stack.head(from: 0, headerExtent: 50)
    #expect(head.header == 0)
    #expect(head.items == 57)
    let tail = stack.tail(from: 100, footerExtent: 10)
    #expect(tail.footer == 109)
    #expect(tail.end == 119)
  }

  @Test func everyAdvanceIsRoundedUpToTheGrid() {
    let stack = SectionStack(scrollAxis: .vertical, sectionInset: .zero)
    // 0.1 pt is 104,857.6 steps of 2^-20 pt: the items start 104,858 steps after the header.
    let head = stack.head(from: 1, headerExtent: 0.1)
    #expect(head.header == 1)
    #expect(head.items == 1 + 104_858 * AdvanceGrid.step)
    // The same section one point lower moves by exactly one point.
    #expect(stack.head(from: 2, headerExtent: 0.1).items - head.items == 1)
  }
}
