import MosaicCore

/// Where a prepared flow layout's blocks sit: each ``FlowBlock`` (``FlowBlock/sectionLimit``
/// consecutive sections, laid out from 0) at its origin along the scroll axis, the next one
/// ``FlowBlock/length`` further on, and per block that has cells where its lines start and how
/// far they reach, so a query finds the blocks it touches by binary search.
///
/// An update that leaves a block's sections alone keeps the block object and only writes this
/// directory anew: O(blocks), about 20 bytes each, whatever the sections inside hold. Block
/// boundaries follow section indexes (block `b` holds sections `b·limit ..< (b+1)·limit`), so a
/// fresh prepare cuts the same blocks and lays each out from 0: an updated layout's positions,
/// each an exact sum of an origin and a relative position on ``/MosaicCore/AdvanceGrid``, are a
/// fresh prepare's to the bit.
///
/// A final class: a layout is read through `any PreparedLayout`, and one reference is all a copy
/// out of the box retains.
final class FlowDirectory: Sendable {
  /// The blocks, in section order.
  let blocks: ContiguousArray<FlowBlock>
  /// Where each block starts; one extra entry holds the content length.
  let origins: ContiguousArray<Double>
  /// Axes, scale, line dimension and slack.
  let placement: FlowPlacement
  /// The number of sections.
  let sectionCount: Int
  /// The number of cells.
  let cellCount: Int
  /// The number of headers and footers.
  let supplementaryCount: Int
  /// The scroll direction.
  let scrollDirection: ScrollDirection
  /// The viewport the layout was prepared for.
  let viewport: Viewport
  /// The blocks that have cells, in order.
  let listed: ContiguousArray<Int32>
  /// Where each listed block's first line starts (absolute, non-decreasing).
  let low: ContiguousArray<Double>
  /// The furthest any line of the listed blocks up to each one reaches (absolute, running).
  let reach: ContiguousArray<Double>

  /// The directory of `blocks` in `viewport`, the first at 0 and each next one where the
  /// previous one ends.
  /// - Complexity: O(blocks).
  init(
    blocks: ContiguousArray<FlowBlock>, sectionCount: Int, lineAxis: Axis,
    scrollDirection: ScrollDirection, dimension: Double, viewport: Viewport
  ) {
    self.blocks = blocks
    self.sectionCount = sectionCount
    self.scrollDirection = scrollDirection
    self.viewport = viewport
    var origins = ContiguousArray<Double>()
    origins.reserveCapacity(blocks.count + 1)
    var table = FlowReachTable(capacity: blocks.count)
    var origin = 0.0
    var cells = 0
    var supplementaries = 0
    for (index, block) in blocks.enumerated() {
      origins.append(origin)
      cells += block.cellCount
      supplementaries += block.supplementaryCount
      if let first = block.low.first, let last = block.reach.last {
        table.append(index, start: origin + first, end: origin + last)
      }
      origin += block.length
    }
    origins.append(origin)
    self.origins = origins
    self.cellCount = cells
    self.supplementaryCount = supplementaries
    self.listed = table.listed
    self.low = table.low
    self.reach = table.reach
    self.placement = FlowPlacement(
      lineAxis: lineAxis, scale: viewport.scale, dimension: dimension, contentLength: origin)
  }

  /// The content's length along the scroll axis.
  var length: Double { origins[origins.count - 1] }

  /// The block holding `section` (in range) and the section's index in it.
  @inline(__always)
  func location(ofSection section: Int) -> (block: Int, local: Int) {
    (section / FlowBlock.sectionLimit, section % FlowBlock.sectionLimit)
  }

  /// The cells of `section`, which must be in range (their first line relative to its block).
  func cells(ofSection section: Int) -> FlowSectionCells {
    let (block, local) = location(ofSection: section)
    return blocks[block].cells(at: local)
  }

  /// The edges of `section`, which must be in range, relative to its block, and the block's
  /// origin.
  func edges(ofSection section: Int) -> (edges: FlowSectionEdges, origin: Double) {
    let (block, local) = location(ofSection: section)
    return (blocks[block].edges(at: local), origins[block])
  }

  /// The first listed block whose running reach passes `value` (`listed.count` when none).
  /// - Complexity: O(log blocks).
  func firstReaching(beyond value: Double) -> Int { FlowSearch.firstPast(value, in: reach) }

  /// The first block whose end is past `value` (`blocks.count` when none): a block ends where
  /// the next starts.
  /// - Complexity: O(log blocks).
  func firstBlock(endingAfter value: Double) -> Int {
    FlowSearch.firstPast(value, in: origins, from: 1) - 1
  }

  /// Heap bytes held by the directory and its blocks.
  /// - Complexity: O(sections + segments).
  var byteCount: Int {
    var bytes =
      blocks.capacity * 8 + origins.capacity * 8 + listed.capacity * 4
      + (low.capacity + reach.capacity) * 8
    for block in blocks { bytes += block.byteCount }
    return bytes
  }
}
