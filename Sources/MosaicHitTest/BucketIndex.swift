import MosaicCore

// PLACEHOLDER (linear scan) until the bucket index lands: same API, same answers.

/// A spatial index over a ``FrameStore``.
public struct BucketIndex: Sendable {
  let axis: Axis

  /// Indexes `store` along `axis`.
  public init(store: FrameStore, axis: Axis) {
    self.axis = axis
  }

  /// Calls `body` with every element strictly intersecting `rect`, each once, in ascending element order.
  public func forEachElement(in rect: Rect, store: FrameStore, _ body: (Int) -> Void) {
    for element in 0..<store.count where store.frame(at: element).intersects(rect) { body(element) }
  }

  /// The topmost cell containing `point` (highest zIndex, ties to the highest element index).
  public func cell(at point: Point, store: FrameStore) -> Int? {
    var best: Int?
    for element in 0..<store.cellCount where store.frame(at: element).contains(point) {
      if let current = best, store.zIndex(at: current) > store.zIndex(at: element) { continue }
      best = element
    }
    return best
  }
}
