import MosaicCore
import MosaicTestSupport
import Testing

/// Spans ride on a size list: every edit carries an item's span as it carries its size, and two
/// lists are equal only when their spans are.
@Suite struct SizeListSpanTests {
  static let sizes = (0..<10).map { Size(width: Double($0 + 1), height: 10) }

  @Test func spansAreReadBackAndOneColumnIsNone() {
    let list = SizeList(Self.sizes, spans: [2: .columns(3), 5: .full, 7: .columns(1), 40: .full])
    #expect(list.count == 10)
    #expect(list.spanCount == 2)
    #expect(list.span(at: 2) == .columns(3) && list.span(at: 5) == .full)
    #expect(list.span(at: 7) == nil && list.span(at: 0) == nil)
    #expect(Array(list) == Self.sizes)
    #expect(list.spannedItems.map(\.item) == [2, 5])
    #expect(list.description.hasSuffix("spans [2: 3 columns, 5: full]"))
  }

  @Test func equalityAndHashingSeeSpans() {
    let plain = SizeList(Self.sizes)
    let spanned = SizeList(Self.sizes, spans: [4: .full])
    #expect(plain != spanned)
    #expect(spanned == SizeList(Self.sizes, spans: [4: .full]))
    #expect(spanned != SizeList(Self.sizes, spans: [4: .columns(2)]))
    #expect(spanned != SizeList(Self.sizes, spans: [5: .full]))
    #expect(Set([spanned, SizeList(Self.sizes, spans: [4: .full])]).count == 1)
    // A spanned list is never "all alike", so strategies do not lay it out by arithmetic.
    let alike = SizeList(Array(repeating: Size(width: 1, height: 1), count: 5), spans: [1: .full])
    #expect(
      SectionData(itemCount: 5, itemSizes: .perItem(alike)).uniformSize(default: .zero) == nil)
  }

  @Test func aNewSizeKeepsTheSpanAndSetSpanKeepsTheSize() {
    var list = SizeList(Self.sizes, spans: [3: .columns(2)])
    list[3] = Size(width: 99, height: 1)
    #expect(list[3] == Size(width: 99, height: 1) && list.span(at: 3) == .columns(2))
    list.setSpan(.full, at: 3)
    #expect(list[3] == Size(width: 99, height: 1) && list.span(at: 3) == .full)
    list.setSpan(nil, at: 3)
    #expect(list.spanCount == 0 && list[3] == Size(width: 99, height: 1))
  }

  /// Random inserts, deletes and moves applied to a list and to a plain array of (size, span):
  /// the list reads back the array after every edit.
  @Test func randomEditsCarrySpansAsAnArrayWould() {
    var generator = SeededGenerator(seed: 0x5BA1)
    for _ in 0..<200 {
      var reference: [(Size, ItemSpan?)] = (0..<Int.random(in: 0...1_500, using: &generator)).map {
        (
          Size(width: Double($0), height: 1),
          Int.random(in: 0..<9, using: &generator) == 0 ? .full : nil
        )
      }
      var builder = SizeList.Builder()
      for (size, span) in reference { builder.append(size, span: span) }
      var list = builder.finish()
      for _ in 0..<20 {
        let count = reference.count
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where count > 0:
          let range = Int.random(in: 0..<count, using: &generator)..<count
          let cut =
            range
            .lowerBound..<min(count, range.lowerBound + Int.random(in: 1...700, using: &generator))
          reference.removeSubrange(cut)
          list.removeSubrange(cut)
        case 1 where count > 1:
          let from = Int.random(in: 0..<count, using: &generator)
          let to = Int.random(in: 0..<count - 1, using: &generator)
          let moved = reference.remove(at: from)
          reference.insert(moved, at: to)
          let piece = list.list(from..<from + 1)
          list.removeSubrange(from..<from + 1)
          var edit = SizeList.Builder()
          edit.append(0..<to, of: list)
          edit.append(0..<1, of: piece)
          edit.append(to..<list.count, of: list)
          list = edit.finish()
        case 2 where count > 0:
          let item = Int.random(in: 0..<count, using: &generator)
          let span: ItemSpan? = Bool.random(using: &generator) ? .columns(2) : nil
          reference[item].1 = span
          list.setSpan(span, at: item)
        default:
          let at = Int.random(in: 0...count, using: &generator)
          let size = Size(width: -1, height: Double(at))
          reference.insert((size, .full), at: at)
          var edit = SizeList.Builder()
          edit.append(0..<at, of: list)
          edit.append(size, span: .full)
          edit.append(at..<list.count, of: list)
          list = edit.finish()
        }
        #expect(Array(list) == reference.map(\.0))
        let spans = reference.enumerated().compactMap { entry in
          entry.element.1.map { (entry.offset, $0) }
        }
        #expect(list.spannedItems.map(\.item) == spans.map(\.0))
        #expect(list.spannedItems.map(\.span) == spans.map(\.1))
        if Array(list) != reference.map(\.0) || list.spannedItems.map(\.item) != spans.map(\.0) {
          return
        }
      }
    }
  }
}
