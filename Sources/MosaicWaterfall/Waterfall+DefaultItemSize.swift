import MosaicCore

extension Waterfall {
  /// Waterfall's ``WaterfallOptions/itemSize``: the size of items whose section gives none.
  public var defaultItemSize: Size { options.itemSize }

  /// Waterfall's ``WaterfallOptions/estimatedItemSize``, or `nil` when it is `.zero` (estimates
  /// off).
  public var estimatedItemSize: Size? {
    options.estimatedItemSize == .zero ? nil : options.estimatedItemSize
  }

  /// The size of the items of a section given by a count alone, before scaling to the column: the
  /// estimate when estimates are on, else ``WaterfallOptions/itemSize``.
  var unsizedItemSize: Size { estimatedItemSize ?? options.itemSize }
}
