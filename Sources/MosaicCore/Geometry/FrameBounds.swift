/// The smallest rect holding frames added one by one: the minimum and maximum of their edges,
/// whatever the order they come in (a fold of ``Rect/union(_:)`` recomputes each far edge from
/// the rect so far, which can move it by an ulp depending on the order).
public struct FrameBounds: Sendable, Equatable {
  private var minX = Double.infinity
  private var minY = Double.infinity
  private var maxX = -Double.infinity
  private var maxY = -Double.infinity
  /// True until a frame is added.
  public private(set) var isEmpty = true

  /// No frame yet.
  public init() {}

  /// Takes `frame` in.
  /// - Complexity: O(1).
  public mutating func add(_ frame: Rect) {
    minX = Swift.min(minX, frame.x)
    minY = Swift.min(minY, frame.y)
    maxX = Swift.max(maxX, frame.x + frame.width)
    maxY = Swift.max(maxY, frame.y + frame.height)
    isEmpty = false
  }

  /// The rect from the least to the greatest edge of the frames added; `nil` when none was.
  public var rect: Rect? {
    isEmpty ? nil : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
