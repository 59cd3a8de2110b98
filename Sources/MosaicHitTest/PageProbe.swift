import MosaicCore

/// One page of a ``PageBlock`` as a query reads it: its ``BucketScan`` and the numbers that
/// decide whether the page is visited, in one trivial value.
///
/// Kept by the block beside the page it reads, for as long as the block holds the page: the
/// scan's pointers address the page's own frame and bucket arrays, which nothing mutates after
/// the page is built (``LayoutPage`` is immutable) and which the page, held by the block, keeps
/// alive. Copying a probe retains nothing, where reading the page's store and index out of the
/// block's arrays retained and released every array of both (nine and three) once a page a
/// query visited.
///
/// `@unchecked Sendable`: its pointers only ever read memory that nothing writes after the page
/// is built, so sharing a probe across threads is as safe as sharing the immutable page.
struct PageProbe: @unchecked Sendable {
  /// The page's scan; meaningful only when ``isUsable``.
  let scan: BucketScan
  /// False when the page's index holds no buckets and answers by a linear scan (past 32-bit
  /// entry counts, which a page never reaches within the core's item cap): the block then asks
  /// the page's index.
  let isUsable: Bool
  /// Where the page's indexable elements start and end along the scroll axis, relative to its
  /// origin.
  let alongMinimum: Double
  let alongMaximum: Double
  /// The zIndex of the page's cells.
  let cellZIndex: Int

  /// The probe of `page`, valid while `page` lives.
  init(_ page: LayoutPage) {
    isUsable = page.index.isUsable(with: page.store)
    // The pointers outlive the call: see the type's note on what keeps them valid.
    scan = page.index.withScan(page.store) { $0 }
    alongMinimum = page.alongMinimum
    alongMaximum = page.alongMaximum
    cellZIndex = page.store.cellZIndex
  }

  /// False when nothing of the page, placed at `origin`, can meet `low...high` along the axis:
  /// its indexable span moved by `origin`, widened by the slack the move may round by.
  @inline(__always)
  func reaches(low: Double, high: Double, origin: Double) -> Bool {
    let first = origin + alongMinimum
    let last = origin + alongMaximum
    let slack = BucketIndex.slack(
      origin: origin, relative: Swift.max(Swift.abs(first), Swift.abs(last)))
    return first - slack <= high && low <= last + slack
  }
}
