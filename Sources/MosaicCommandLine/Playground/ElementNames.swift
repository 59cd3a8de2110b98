import MosaicCarousel
import MosaicCore
import MosaicInteraction

/// The model's name of the item a cell shows, so a client keeps one DOM node per item across
/// drags and batches: during a drag the layout is the proposed order's (the moving item at its
/// target, the items lifted with it left out), which the session maps back to the committed
/// model in O(log lifted) a cell.
struct ElementNames {
  let session: ReorderSession<ItemName>
  let carousel: CarouselController?

  /// The item's name for a cell, `nil` for any other element.
  func name(of id: ElementID) -> String? { item(of: id)?.description }

  /// The item a cell shows, `nil` for any other element.
  func item(of id: ElementID) -> ItemName? {
    guard id.category == .cell else { return nil }
    guard carousel == nil else { return dataPath(of: id).flatMap(session.model.item(at:)) }
    return session.item(shownAt: id.indexPath)
  }

  /// Where in the committed model the item a cell shows sits, `nil` for any other element (and
  /// for an item arriving from another collection).
  func dataPath(of id: ElementID) -> IndexPath? {
    guard id.category == .cell else { return nil }
    var path = IndexPath(section: id.section, item: id.item)
    if let carousel {
      // A carousel's cells are virtual copies: the data item is the index modulo the count.
      path.item = carousel.geometry.dataIndex(ofVirtualItem: path.item)
      return path
    }
    return session.committedIndexPath(shownAt: path)
  }
}
