import MosaicCore

/// The sizes of a section with item `from` moved to index `to`, read through the original array:
/// a drag update re-packs a few lines without copying the section's sizes.
struct FlowMovedSizes: RandomAccessCollection {
  let sizes: [Size]
  let from: Int
  let to: Int

  var startIndex: Int { 0 }
  var endIndex: Int { sizes.count }

  @inline(__always)
  subscript(index: Int) -> Size {
    if from < to {
      if index < from || index > to { return sizes[index] }
      return index == to ? sizes[from] : sizes[index + 1]
    }
    if index < to || index > from { return sizes[index] }
    return index == to ? sizes[from] : sizes[index - 1]
  }
}
