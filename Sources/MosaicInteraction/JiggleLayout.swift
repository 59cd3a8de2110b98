import MosaicCore

/// A layout in edit mode: every cell of `base` rotated by ``EditModeOptions/transform(item:frame:)``
/// at query time, except the lifted item of a drag, which is a still snapshot.
public struct JiggleLayout: ForwardingLayout {
  /// The layout shown when not editing.
  public let base: any PreparedLayout
  /// The jiggle's angle and period.
  public let options: EditModeOptions
  /// The display frame the transforms are computed for.
  public let frame: UInt64
  /// The lifted item, which does not jiggle, or `nil`.
  public let still: ElementID?

  /// `base` jiggling at display frame `frame`.
  public init(
    base: any PreparedLayout, options: EditModeOptions, frame: UInt64, still: ElementID? = nil
  ) {
    self.base = base
    self.options = options
    self.frame = frame
    self.still = still
  }

  /// None: a store holds frames, not the transforms that make these cells differ from the base's.
  public var cellFrameStore: FrameStore? { nil }

  func jiggled(_ attributes: LayoutAttributes) -> LayoutAttributes {
    guard attributes.id.category == .cell, attributes.id != still else { return attributes }
    var result = attributes
    result.transform = options.transform(item: attributes.id.indexPath.item, frame: frame)
    return result
  }

  /// The base's attributes, a cell's rotated.
  /// - Complexity: the base query plus O(1).
  public func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes? {
    base.attributes(for: element, viewport: viewport).map(jiggled)
  }

  /// The base's elements in `rect`, cells rotated. Frames, and so the elements found, are the
  /// base's: UIKit too finds elements by frame, whatever their transform.
  /// - Complexity: the base query plus O(results).
  public func elements(in rect: Rect, viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.elements(in: rect, viewport: viewport, into: &results)
    for index in start..<results.count { results[index] = jiggled(results[index]) }
  }

  /// Every element, cells rotated.
  /// - Complexity: the base query plus O(elements).
  public func allElements(viewport: Viewport, into results: inout [LayoutAttributes]) {
    let start = results.count
    base.allElements(viewport: viewport, into: &results)
    for index in start..<results.count { results[index] = jiggled(results[index]) }
  }

  /// Every element, cells rotated, one at a time: the base's enumeration.
  public func forEachElement<Failure: Error>(
    viewport: Viewport, _ body: (LayoutAttributes) throws(Failure) -> Void
  ) throws(Failure) {
    try base.forEachElement(viewport: viewport) { (attributes) throws(Failure) in
      try body(jiggled(attributes))
    }
  }

  /// The base's hit-test: by frame, as UIKit's `indexPathForItem(at:)`.
  /// - Complexity: the base query's.
  public func indexPathForItem(at point: Point, viewport: Viewport) -> IndexPath? {
    base.indexPathForItem(at: point, viewport: viewport)
  }
}
