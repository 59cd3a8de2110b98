import MosaicCore

/// A prepared ``Carousel``: one section of `count × multiplier` virtual cells whose frames are
/// computed on demand from a ``CarouselGeometry``. Nothing is stored per virtual item, so memory
/// and the cost of every query are the same for a multiplier of 1 and of 500.
///
/// ## Identities
/// A cell's `ElementID.item` (and the index path a hit-test returns) is the *virtual* index,
/// `0..<virtualCount`, so that two copies of a data item on screen at once stay distinct. The
/// data item it shows is ``dataIndex(ofVirtualItem:)``, `virtual mod count`.
///
/// ## `allElements`
/// Deliberately not every virtual item: a ×500 carousel of 1,000 items would list 500,000 cells
/// (`mosaic layout --json` would print some 50 MB, and the call would cost O(multiplier)). It
/// lists one copy of the data: the `count` consecutive virtual items centred on the item resting
/// nearest to the viewport's content offset (``CarouselGeometry/window(aroundOffset:)``), so each
/// data item appears exactly once, with the cells a viewer at that offset can see. Rect queries,
/// hit-tests and ``attributes(for:viewport:)`` answer for the whole virtual range.
public struct CarouselLayout: PreparedLayout {
  /// The numbers every frame is computed from.
  public let geometry: CarouselGeometry
  /// The viewport the layout was prepared for.
  public let preparedViewport: Viewport
  /// 1, or 0 when the data has no section.
  public let sectionCount: Int
  /// Every item's extent across the scroll axis, when the data does not give one per item.
  let uniformCrossExtent: Double
  /// The data's per-item sizes (the input's own array, shared, not copied), or empty when the
  /// items share one size. Its length is the data count, never the virtual count.
  let itemSizes: [Size]

  init(
    geometry: CarouselGeometry, viewport: Viewport, sectionCount: Int, uniformCrossExtent: Double,
    itemSizes: [Size]
  ) {
    self.geometry = geometry
    self.preparedViewport = viewport
    self.sectionCount = sectionCount
    self.uniformCrossExtent = uniformCrossExtent
    self.itemSizes = itemSizes
  }

  /// The size of the whole content.
  /// - Complexity: O(1).
  public var contentSize: Size { geometry.contentSize }

  /// The scroll direction.
  /// - Complexity: O(1).
  public var scrollDirection: ScrollDirection { geometry.scrollDirection }

  /// The number of virtual items (cells): `count × multiplier`.
  /// - Complexity: O(1).
  public var virtualCount: Int { geometry.virtualCount }

  /// The number of virtual items of the single section; 0 for any other.
  /// - Complexity: O(1).
  public func itemCount(inSection section: Int) -> Int {
    section == 0 && sectionCount == 1 ? geometry.virtualCount : 0
  }

  /// The data item virtual item `virtualItem` shows (`virtual mod count`), or `nil` when
  /// `virtualItem` is outside `0..<virtualCount`.
  /// - Complexity: O(1).
  public func dataIndex(ofVirtualItem virtualItem: Int) -> Int? {
    virtualItem >= 0 && virtualItem < geometry.virtualCount
      ? geometry.dataIndex(ofVirtualItem: virtualItem) : nil
  }

  /// True: a carousel has one section at most.
  public var stacksSectionsAlongScrollAxis: Bool { true }

  /// The frame of the single section: the whole content; `nil` when there is none.
  /// - Complexity: O(1).
  public func sectionFrame(_ section: Int) -> Rect? {
    section == 0 && sectionCount == 1 ? Rect(origin: .zero, size: contentSize) : nil
  }

  /// True when the viewport's size, content insets or scale changed: unlike flow, the carousel
  /// also depends on the viewport's extent along the scroll axis (centring, the default item
  /// size). Scrolling never needs a new prepare.
  /// - Complexity: O(1).
  public func needsPrepare(for viewport: Viewport) -> Bool {
    let old = preparedViewport
    return old.size != viewport.size || old.contentInset != viewport.contentInset
      || old.scale != viewport.scale
  }

  /// Heap bytes held by the layout: the shared per-item sizes when the data gave them, else 0.
  /// Independent of the multiplier.
  /// - Complexity: O(1).
  package var byteCount: Int { itemSizes.capacity * MemoryLayout<Size>.stride }

  /// Virtual item `virtualItem`'s frame (which must be in range).
  /// - Complexity: O(1).
  @inline(__always)
  func frame(ofVirtualItem virtualItem: Int) -> Rect {
    let acrossExtent =
      itemSizes.isEmpty
      ? uniformCrossExtent
      : itemSizes[geometry.dataIndex(ofVirtualItem: virtualItem)].value(
        along: geometry.scrollDirection.lineAxis)
    return geometry.frame(ofVirtualItem: virtualItem, acrossExtent: acrossExtent)
  }

  /// Virtual item `virtualItem`'s attributes (which must be in range).
  /// - Complexity: O(1).
  @inline(__always)
  func attributes(ofVirtualItem virtualItem: Int) -> LayoutAttributes {
    LayoutAttributes(
      id: .cell(section: 0, item: virtualItem), frame: frame(ofVirtualItem: virtualItem),
      zIndex: LayoutAttributes.cellZIndex)
  }
}
