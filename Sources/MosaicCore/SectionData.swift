/// One section of the data a layout is prepared from: how many items, their sizes, and the sizes of
/// its header and footer.
public struct SectionData: Hashable, Sendable {
  /// How the items of a section are sized.
  public enum ItemSizes: Hashable, Sendable {
    /// Every item has this size; `nil` means the strategy's default item size.
    case uniform(Size?)
    /// One size per item: runs of one size are stored once (``SizeList``), so a section of
    /// 10^7 items at an estimate with a few measured costs a few pieces.
    case perItem(SizeList)

    /// One size per item, from an array (kept as it is, not copied).
    /// - Complexity: O(1).
    public static func perItem(_ sizes: [Size]) -> ItemSizes { .perItem(SizeList(sizes)) }
  }

  /// The number of items.
  public var itemCount: Int
  /// The items' sizes.
  public var itemSizes: ItemSizes
  /// The header's size; `nil` uses the strategy's reference size. A zero extent along the scroll
  /// axis means no header.
  public var header: Size?
  /// The footer's size; `nil` uses the strategy's reference size. A zero extent along the scroll
  /// axis means no footer.
  public var footer: Size?

  /// A section of `itemCount` items of one size (`nil`: the strategy's default).
  @inlinable
  public init(itemCount: Int, itemSize: Size? = nil, header: Size? = nil, footer: Size? = nil) {
    self.itemCount = itemCount
    self.itemSizes = .uniform(itemSize)
    self.header = header
    self.footer = footer
  }

  /// A section of `itemCount` items sized by `itemSizes`.
  @inlinable
  public init(itemCount: Int, itemSizes: ItemSizes, header: Size? = nil, footer: Size? = nil) {
    self.itemCount = itemCount
    self.itemSizes = itemSizes
    self.header = header
    self.footer = footer
  }

  /// A section with one size per item.
  @inlinable
  public init(itemSizes: [Size], header: Size? = nil, footer: Size? = nil) {
    self.itemCount = itemSizes.count
    self.itemSizes = .perItem(itemSizes)
    self.header = header
    self.footer = footer
  }

  /// The size of item `index`, with `defaultSize` standing in for an unsized uniform section.
  /// - Complexity: O(1).
  @inlinable
  public func size(ofItem index: Int, default defaultSize: Size) -> Size {
    switch itemSizes {
    case .uniform(let size): size ?? defaultSize
    case .perItem(let sizes): sizes[index]
    }
  }

  /// The size every item of `items` has, when they have one — the section is sized alike, or a
  /// run of one size covers them — with `defaultSize` standing in for an unsized uniform section;
  /// `nil` when they are explicit sizes. What a page of items placed again for the next ones of
  /// its size is checked by.
  /// - Complexity: O(log pieces) for per-item sizes, O(1) otherwise.
  package func oneSize(in items: Range<Int>, default defaultSize: Size) -> Size? {
    switch itemSizes {
    case .uniform(let size): return size ?? defaultSize
    case .perItem(let sizes):
      guard let run = sizes.run(at: items.lowerBound), run.end >= items.upperBound else {
        return nil
      }
      return run.size
    }
  }

  /// The span of item `index` (in range): ``SizeList/span(at:)`` of per-item sizes, `nil` (one
  /// column) for items sized alike.
  /// - Complexity: O(1) when no item has a span, else O(log pieces).
  @inline(__always)
  public func span(ofItem index: Int) -> ItemSpan? {
    guard case .perItem(let sizes) = itemSizes else { return nil }
    return sizes.span(at: index)
  }

  /// True when an item of the section has a span (``SizeList/spanCount``).
  /// - Complexity: O(1).
  public var hasSpans: Bool {
    guard case .perItem(let sizes) = itemSizes else { return false }
    return sizes.spanCount > 0
  }

  /// The single size every item shares, or `nil` when sizes differ.
  /// - Complexity: O(pieces + explicit sizes) for per-item sizes (``SizeList``), O(1) otherwise.
  public func uniformSize(default defaultSize: Size) -> Size? {
    switch itemSizes {
    case .uniform(let size): return size ?? defaultSize
    case .perItem(let sizes):
      return sizes.isEmpty ? defaultSize : sizes.commonSize
    }
  }
}
