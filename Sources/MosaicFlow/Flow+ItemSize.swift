import MosaicCore

extension Flow {
  /// A flow of items of `itemSize`, every other option at its default (the document's
  /// `{"strategy": "flow", "options": {"itemSize": …}}`); `Flow/init(options:)` for more.
  /// - Complexity: O(1).
  public init(itemSize: Size) {
    self.init(options: FlowOptions(itemSize: itemSize))
  }
}
