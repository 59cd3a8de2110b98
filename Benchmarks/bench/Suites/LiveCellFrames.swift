import CBaselines
import MosaicCore

/// A layout's cell frames copied into four C arrays in flat order (section by section), for a C
/// bucket grid over exactly the frames a Swift layout answers with. Owns its arrays until
/// ``deallocate()``.
struct LiveCellFrames {
  let minX: UnsafeMutablePointer<Double>
  let minY: UnsafeMutablePointer<Double>
  let width: UnsafeMutablePointer<Double>
  let height: UnsafeMutablePointer<Double>
  let count: Int

  /// The cells of `layout`, cell (s, i) at `starts[s] + i`: from its frame store when it has
  /// one, else from its elements.
  init(_ layout: any PreparedLayout, starts: [Int]) {
    let store = layout.cellFrameStore
    var elements: [LayoutAttributes] = []
    if store == nil { layout.allElements(viewport: layout.preparedViewport, into: &elements) }
    let count = store?.cellCount ?? elements.lazy.filter { $0.id.category == .cell }.count
    self.count = count
    minX = .allocate(capacity: max(1, count))
    minY = .allocate(capacity: max(1, count))
    width = .allocate(capacity: max(1, count))
    height = .allocate(capacity: max(1, count))
    if let store {
      for index in 0..<count {
        let frame = store.frame(at: index)
        minX[index] = frame.x
        minY[index] = frame.y
        width[index] = frame.width
        height[index] = frame.height
      }
    } else {
      for element in elements where element.id.category == .cell {
        let index = starts[element.id.section] + element.id.item
        minX[index] = element.frame.x
        minY[index] = element.frame.y
        width[index] = element.frame.width
        height[index] = element.frame.height
      }
    }
  }

  /// The arrays as `mc_frames` (borrowed: valid until ``deallocate()``).
  var cFrames: mc_frames {
    mc_frames(min_x: minX, min_y: minY, width: width, height: height, count: count)
  }

  /// Frees the four arrays.
  func deallocate() {
    minX.deallocate()
    minY.deallocate()
    width.deallocate()
    height.deallocate()
  }
}
