/// The runs a ``FrameStore`` keeps its elements in when it stores them *in lines*: consecutive
/// cells that share a line along an axis (a flow's), each centred along the line, and then every
/// supplementary element as a run of its own. A run keeps where it starts along the axis (`top`)
/// and how thick it is; an element keeps its origin across the axis and its two extents, and its
/// minimum along the axis is `top + (thickness − extent) / 2`, worked out when asked. So a cell
/// takes 24 bytes, not 32, and an index of the lines is built from the runs alone.
///
/// The thickness of a run is the largest along-axis extent of its elements, so no element starts
/// before its run's top or ends past `top + thickness` by more than the rounding of that sum. A
/// supplementary element's run is exactly its frame (`thickness − extent` is 0).
@usableFromInline
package struct ElementLines: Sendable {
  /// The axis the lines follow one another along.
  package let axis: Axis
  /// `starts[r]..<starts[r + 1]` are run `r`'s elements; the last entry is the element count.
  package let starts: ContiguousArray<Int32>
  /// Where each run starts along the axis.
  package let top: ContiguousArray<Double>
  /// How thick each run is along the axis: its elements' largest extent there.
  package let thickness: ContiguousArray<Double>
  /// The number of runs of cells; the runs after them hold one supplementary element each.
  package let cellRuns: Int

  package init(
    axis: Axis, starts: ContiguousArray<Int32>, top: ContiguousArray<Double>,
    thickness: ContiguousArray<Double>, cellRuns: Int
  ) {
    self.axis = axis
    self.starts = starts
    self.top = top
    self.thickness = thickness
    self.cellRuns = cellRuns
  }

  /// The number of runs.
  package var count: Int { top.count }

  /// The run holding element `element` (in range).
  /// - Complexity: O(log runs).
  @usableFromInline
  package func run(of element: Int) -> Int {
    starts.withUnsafeBufferPointer { starts in
      // Invariant: starts[low] <= element < starts[high].
      var low = 0
      var high = starts.count - 1
      while low + 1 < high {
        let mid = (low + high) / 2
        if Int(starts[mid]) <= element { low = mid } else { high = mid }
      }
      return low
    }
  }

  /// The minimum along the axis of an element of run `run` whose extent along it is `extent`:
  /// centred in the run. The one definition every reader of a store in lines uses.
  @inline(__always)
  package static func low(top: Double, thickness: Double, extent: Double) -> Double {
    top + (thickness - extent) / 2
  }

  /// Heap bytes held by the runs.
  package var byteCount: Int {
    starts.capacity * 4 + (top.capacity + thickness.capacity) * 8
  }
}
