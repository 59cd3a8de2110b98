import MosaicCore

/// What a flow rect query makes of each cell it finds: its attributes
/// (``/MosaicCore/PreparedLayout/elements(in:viewport:into:)``) or its index path alone
/// (``/MosaicCore/PreparedLayout/indexPathsForItems(in:viewport:into:buffer:)``), so that both
/// answers come from one search.
protocol FlowCellAnswer {
  /// The answer for the cell at `item` of `section`, whose frame is `frame`.
  init(cellAt section: Int, item: Int, frame: Rect)
}

extension LayoutAttributes: FlowCellAnswer {
  /// The cell's attributes, at the cells' zIndex.
  init(cellAt section: Int, item: Int, frame: Rect) {
    self.init(
      id: .cell(section: section, item: item), frame: frame, zIndex: LayoutAttributes.cellZIndex)
  }
}

extension IndexPath: FlowCellAnswer {
  /// The cell's index path; its frame is only what the query tested.
  init(cellAt section: Int, item: Int, frame _: Rect) {
    self.init(section: section, item: item)
  }
}
