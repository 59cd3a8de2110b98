/// Writes cell frames straight into a ``FrameStoreBuilder``'s storage, with no capacity or
/// uniqueness check per cell. Get one from ``FrameStoreBuilder/appendCells(upTo:_:)``.
///
/// Not copyable: it holds pointers into the builder's arrays that are valid only inside that
/// call, so the closure can write through it but neither copy it nor move it out.
public struct CellWriter: ~Copyable {
  @usableFromInline let minX: UnsafeMutablePointer<Double>
  @usableFromInline let minY: UnsafeMutablePointer<Double>
  @usableFromInline let width: UnsafeMutablePointer<Double>
  @usableFromInline let height: UnsafeMutablePointer<Double>
  @usableFromInline let capacity: Int
  @usableFromInline var written = 0

  /// The number of cells written so far.
  @inlinable public var count: Int { written }

  @usableFromInline
  init(
    minX: UnsafeMutablePointer<Double>, minY: UnsafeMutablePointer<Double>,
    width: UnsafeMutablePointer<Double>, height: UnsafeMutablePointer<Double>, capacity: Int
  ) {
    self.minX = minX
    self.minY = minY
    self.width = width
    self.height = height
    self.capacity = capacity
  }

  /// Writes the next cell. Writing more cells than the batch reserved is a programming error.
  @inlinable
  public mutating func append(_ frame: Rect) {
    precondition(written < capacity, "appendCells(upTo:) reserved fewer cells than were written")
    minX[written] = frame.x
    minY[written] = frame.y
    width[written] = frame.width
    height[written] = frame.height
    written += 1
  }
}
