import MosaicCore

/// One ``LayoutPage`` as a query reads it: its ``BucketScan`` and the zIndex of its cells, in
/// one trivial value of 144 bytes.
///
/// Kept by the page itself (``LayoutPage/probe``). The scan's pointers address the page's own
/// frame and bucket arrays, which nothing mutates after the page is built (a page is immutable)
/// and which the page keeps alive as long as the probe. Reading a probe retains nothing. Copying
/// the page's store and index instead (out of the page, or out of an array of them) retained and
/// released each of their twelve arrays: atomic writes to twelve cold cache lines, each waiting
/// for its line before the next load may start. Over 10^6 waterfall cells on pages of 500, a
/// point's scan of its page took 166 ns that way and 44 ns from a probe (C's grid over the same
/// frames: 27 ns).
///
/// `@unchecked Sendable`: its pointers only read memory that nothing writes after the page is
/// built, so sharing a probe across threads is as safe as sharing the immutable page.
struct PageProbe: @unchecked Sendable {
  /// The page's scan (which tests every element when the page's index holds no buckets: past
  /// 32-bit counts, which a page never reaches within the core's item cap; tests build such
  /// pages).
  let scan: BucketScan
  /// The zIndex of the page's cells.
  let cellZIndex: Int

  /// The probe of a page whose store and index are `store` and `index` (the page's own, whose
  /// arrays the page keeps alive).
  init(store: FrameStore, index: BucketIndex) {
    // The pointers outlive the call: see the type's note on what keeps them valid.
    scan = index.withScan(store) { $0 }
    cellZIndex = store.cellZIndex
  }
}
