import MosaicCore

extension Flow {
  /// Flow's ``FlowOptions/itemSize``: the size of items whose section gives none.
  public var defaultItemSize: Size { options.itemSize }

  /// Flow's ``FlowOptions/estimatedItemSize``, or `nil` when it is `.zero` (estimates off).
  public var estimatedItemSize: Size? {
    options.estimatedItemSize == .zero ? nil : options.estimatedItemSize
  }

  /// The size of the items of a section given by a count alone: the estimate when estimates are
  /// on, else ``FlowOptions/itemSize``.
  var unsizedItemSize: Size { estimatedItemSize ?? options.itemSize }
}
