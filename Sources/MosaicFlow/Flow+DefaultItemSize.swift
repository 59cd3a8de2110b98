import MosaicCore

extension Flow {
  /// Flow's ``FlowOptions/itemSize``: the size of items whose section gives none.
  public var defaultItemSize: Size { options.itemSize }
}
