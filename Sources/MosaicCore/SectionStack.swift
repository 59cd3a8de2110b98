/// How one section's parts follow each other along the scroll axis, for a strategy that stacks
/// sections one after another (flow, waterfall, a scaffolded strategy): the header inset's leading
/// side, the header, the header inset's trailing side, the section inset's leading side, the
/// items, the section inset's trailing side, then the footer inset and footer likewise.
///
/// Every advance is rounded up to ``AdvanceGrid``, so positions are exact sums and a section laid
/// out at another top moves by exactly the difference. A header or footer of no extent takes no
/// room, and neither does the trailing side of its inset; the leading side is always added (the
/// CHT waterfall's rule; a flow layout's header and footer insets are zero, which makes the rule
/// moot there).
///
/// ```swift
/// let stack = SectionStack(scrollAxis: .vertical, sectionInset: inset)
/// let head = stack.head(from: top, headerExtent: 40)
/// if let header = head.header { builder.setHeader(frameOfHeader(at: header)) }
/// let itemsEnd = layOutItems(from: head.items)
/// let tail = stack.tail(from: itemsEnd, footerExtent: 0)
/// builder.endSection(frame: sectionFrame(from: top, to: tail.end))
/// ```
public struct SectionStack: Sendable {
  /// The axis sections stack along.
  public var scrollAxis: Axis
  /// Room before and after the header along the scroll axis.
  public var headerInset: EdgeInsets
  /// Room between the header and the first items, and between the last items and the footer.
  public var sectionInset: EdgeInsets
  /// Room before and after the footer along the scroll axis.
  public var footerInset: EdgeInsets

  /// A stack along `scrollAxis`; only the insets' sides on that axis matter here.
  /// - Complexity: O(1).
  public init(
    scrollAxis: Axis, headerInset: EdgeInsets = .zero, sectionInset: EdgeInsets,
    footerInset: EdgeInsets = .zero
  ) {
    self.scrollAxis = scrollAxis
    self.headerInset = headerInset
    self.sectionInset = sectionInset
    self.footerInset = footerInset
  }

  /// `value` rounded up to ``AdvanceGrid``. Called directly: taken as a closure value
  /// (`let advance = AdvanceGrid.roundedUp`), it went through a thunk per call, 8% of a flow
  /// update over 1,000 sections.
  @inline(__always)
  private func advance(_ value: Double) -> Double { AdvanceGrid.roundedUp(value) }

  /// The part before the items of a section that starts at `top`: where its header starts (`nil`
  /// when `headerExtent` is not positive) and where its items start.
  /// - Complexity: O(1).
  public func head(from top: Double, headerExtent: Double) -> (header: Double?, items: Double) {
    var cursor = top + advance(headerInset.leading(along: scrollAxis))
    var header: Double?
    if headerExtent > 0 {
      header = cursor
      cursor += advance(headerExtent) + advance(headerInset.trailing(along: scrollAxis))
    }
    return (header, cursor + advance(sectionInset.leading(along: scrollAxis)))
  }

  /// The part after the items, which end at `itemsEnd`: where the footer starts (`nil` when
  /// `footerExtent` is not positive) and where the section ends, which is where the next starts.
  /// - Complexity: O(1).
  public func tail(from itemsEnd: Double, footerExtent: Double) -> (footer: Double?, end: Double) {
    var cursor =
      itemsEnd + advance(sectionInset.trailing(along: scrollAxis))
      + advance(footerInset.leading(along: scrollAxis))
    var footer: Double?
    if footerExtent > 0 {
      footer = cursor
      cursor += advance(footerExtent) + advance(footerInset.trailing(along: scrollAxis))
    }
    return (footer, cursor)
  }
}
