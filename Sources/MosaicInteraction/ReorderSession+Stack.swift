import MosaicCore

extension ReorderSession {
  /// A session over `model`, laid out by `stack` (a strategy and its modifiers, written in
  /// Swift) in `viewport`, kept live as ``init(model:configuration:)`` keeps it:
  /// `ReorderSession(model: model, layout: Flow(itemSize: size).sticky(), viewport: viewport)`.
  /// - Throws: ``/MosaicCore/LayoutError`` as
  ///   ``/MosaicCore/LayoutStack/configuration(sections:viewport:)`` and
  ///   ``/MosaicCore/LiveLayout/init(_:)`` do for the model's data.
  /// - Complexity: one prepare of the model's data.
  public init(model: CollectionModel<Item>, layout stack: LayoutStack, viewport: Viewport)
    throws(LayoutError)
  {
    try self.init(
      model: model,
      configuration: stack.configuration(sections: model.sectionData, viewport: viewport))
  }

  /// A session over `model`, laid out by `strategy` alone in `viewport`, kept live:
  /// `ReorderSession(model: model, layout: Flow(itemSize: size), viewport: viewport)`.
  /// - Throws: ``/MosaicCore/LayoutError`` as ``/MosaicCore/LiveLayout/init(_:)`` does for the
  ///   model's data.
  /// - Complexity: one prepare of the model's data.
  public init(
    model: CollectionModel<Item>, layout strategy: some LayoutStrategy, viewport: Viewport
  )
    throws(LayoutError)
  {
    try self.init(
      model: model,
      configuration: strategy.configuration(sections: model.sectionData, viewport: viewport))
  }

  /// The content point under `point`, a viewport point: `point` plus the session's content
  /// offset (``/MosaicCore/Viewport/contentPoint(atViewportPoint:)`` of ``viewport``). What a
  /// gesture's location becomes before it asks the layout (`indexPathForItem(at:)`).
  /// - Complexity: O(1).
  public func contentPoint(atViewportPoint point: Point) -> Point {
    viewport.contentPoint(atViewportPoint: point)
  }
}
