import MosaicCore

/// A spatial index over a ``/MosaicCore/FrameStore``: one-dimensional buckets along the scroll
/// axis, stored as two flat arrays, built in linear time and queried without allocating.
///
/// ## Scheme
/// The content is cut into `bucketCount` equal slabs of `bucketExtent` along `axis` (the scroll
/// axis), starting at the smallest minimum of any element. The index is compressed sparse rows:
/// `offsets[b]..<offsets[b + 1]` is bucket `b`'s range in `entries`, and each entry is a 32-bit
/// element index whose top bit says "this is the element's first bucket". An element is entered in
/// every bucket its frame touches, in element order; a rect query reports every hit of the first
/// bucket it visits and, in later buckets, only entries carrying the flag, so an element spanning
/// several buckets is reported once without a dedupe set, and the flag is checked before the frame
/// is loaded. Frames are read from the store (the index holds no copy of them). Two exact
/// shortcuts spare most frame reads of a viewport query: an element whose first bucket lies
/// strictly inside the query's bucket range needs no test along the axis, and the across-axis test
/// is skipped when the query overlaps every element across the axis (a full-width viewport). Hits
/// come out in bucket order; the ordered entry points sort them (they are nearly sorted) without
/// allocating, see ``appendElements(in:store:into:)``.
///
/// Building takes one pass for the statistics, then the classic two passes with no sort: count
/// the entries of every bucket, prefix-sum the counts, and fill in reverse element order,
/// decrementing each bucket's end, which leaves every bucket in ascending element order and the
/// offsets in place without a cursor array.
///
/// ## Bucket extent
/// `bucketExtent` is twice the mean extent along `axis` of the cells that can be hit (all
/// indexable elements when there are no cells). On the C bucket grid (see docs/reference-facts.md,
/// "Bucket extent of the hit-test index") twice the average item extent was best for viewport
/// queries, half of it best for points, and 1×, a quarter viewport and 2× tied overall; scrolling
/// asks a viewport query every frame while hit-tests come one per tap, so 2× wins. It also
/// enters an element in 1 + extent / bucketExtent ≈ 1.5 buckets on average, so the index costs
/// about 6 bytes of entries plus under 1 byte of offsets per element (measured in the tests).
/// Tests and the benchmark override the choice (`init(store:axis:bucketExtent:)`, package-only).
///
/// ## Measured
/// Release build, one thread, queries through the public API from another module, on a shared
/// 2-core VM (medians; loaded runs were up to 2× slower). 1,000,000 grid cells (4 columns of
/// 80×120, spacing 10): build 10 ms, 6.54 B per element of index (38.5 with the 32-byte frame),
/// point 190 ns, random 390×844 viewport 550 ns, scrolling viewport 60 ns. At 4,000,000: build
/// 39 ms, point 260 ns, random viewport 740 ns, scrolling 60 ns. The C bucket grid of the
/// reference: 14–18 ms, 124 ns, 298–385 ns, 105 ns, 37.6 B at 10^6; 75 ms, 201 ns, 767 ns at
/// 4·10^6. The remaining cold-cache gap is the frame layout: a ``/MosaicCore/FrameStore`` keeps
/// four arrays, so a candidate touches four cache lines and pages where an array of frames touches
/// one (warm, a point query takes 35 ns). No entry point is `@inlinable`: they are not generic, and
/// inlining would only save one call per query.
///
/// ## Degenerate input
/// - No elements, or none with area: one empty bucket; queries return nothing.
/// - Frames of zero, negative or NaN extent, and frames with a non-finite minimum, intersect and
///   contain nothing under ``/MosaicCore/Rect``'s rules, so they are not indexed at all.
/// - Negative coordinates and elements outside `contentSize`: buckets span the elements' actual
///   extent, not the content size; coordinates past either end clamp to the first or last bucket.
/// - Huge content with tiny elements: the bucket count is capped at `elements + 1` and at
///   ``maximumBucketCount``; the extent grows to cover the span instead.
/// - An element that would be entered in more than ``maximumBucketsPerElement`` buckets (a section
///   background over a million items, a frame of infinite extent) goes in a separate list of large
///   elements checked by every query, so memory stays O(elements).
/// - A span too large for a finite extent (coordinates near ±1.8e308) collapses to one bucket.
///
/// ## Limits
/// Entries are 32-bit with one flag bit, so the index supports up to `Int32.max` elements (the
/// core caps layouts at 50 million items) and up to `UInt32.max` entries. Nothing is refused: past
/// either limit the index keeps no buckets and answers by a linear scan, which is correct but O(n).
/// The same happens when a query passes a store with a different element count from the one the
/// index was built over. The index must be queried with the store it was built from.
public struct BucketIndex: Sendable {
  /// The axis the buckets run along (the scroll axis).
  /// - Complexity: O(1).
  public let axis: Axis
  /// The extent of one bucket along ``axis``; the whole span when there is one bucket, 0 when no
  /// element has area.
  /// - Complexity: O(1).
  package let bucketExtent: Double

  /// The most buckets the index makes, whatever the span and element sizes (128 MB of offsets
  /// at most, reached only past 33 million elements since the count is also capped at
  /// `elements + 1`).
  /// - Complexity: O(1).
  public static let maximumBucketCount = 1 << 25
  /// The most buckets one element is entered in; larger elements go to the large-element list.
  ///
  /// At twice the mean extent, 8 buckets hold an element 16 times the mean cell: headers,
  /// footers and backgrounds of small sections stay in the buckets, while backgrounds of large
  /// sections (few, and otherwise entered in thousands of buckets) are checked on every query.
  /// So an element never has more than 8 entries.
  /// - Complexity: O(1).
  public static let maximumBucketsPerElement = 8

  /// The flag marking an entry as its element's first bucket.
  static let firstBucketFlag: UInt32 = 1 << 31
  /// The bits of an entry holding the element index.
  static let elementMask: UInt32 = ~firstBucketFlag

  /// Coordinate → bucket.
  let mapping: BucketMapping
  /// `offsets[b]..<offsets[b + 1]` are bucket `b`'s entries; `bucketCount + 1` values.
  let offsets: ContiguousArray<UInt32>
  /// Element indices (low 31 bits) with the first-bucket flag (top bit), ascending per bucket.
  let entries: ContiguousArray<UInt32>
  /// Elements spanning too many buckets, ascending; checked by every query.
  let largeElements: ContiguousArray<UInt32>
  /// The largest minimum across the axis of any indexed element.
  let acrossLowMaximum: Double
  /// The smallest maximum across the axis of any indexed element.
  let acrossHighMinimum: Double
  /// The smallest minimum along the axis of any indexable element; +∞ when there is none.
  let alongMinimum: Double
  /// The largest maximum along the axis of any indexable element, +∞ included; −∞ when none.
  let alongMaximum: Double
  /// The element count of the store the index was built over.
  let elementCount: Int
  /// The cell count of the store the index was built over.
  let cellCount: Int
  /// True when the index holds no buckets and every query scans linearly (too many elements or
  /// entries for 32 bits).
  let isLinear: Bool

  /// Indexes `store` along `axis` with the automatic bucket extent (twice the mean cell extent).
  /// - Complexity: O(elements + buckets): three linear passes, no sort, O(1) allocations.
  public init(store: FrameStore, axis: Axis) {
    self.init(store: store, axis: axis, bucketExtent: nil)
  }

  /// Indexes `store` along `axis` with buckets of `bucketExtent` (when positive and finite;
  /// otherwise the automatic extent). The bucket-count caps still apply.
  /// - Complexity: O(elements + buckets): three linear passes, no sort, O(1) allocations.
  package init(store: FrameStore, axis: Axis, bucketExtent: Double?) {
    self.init(
      store: store, axis: axis, requestedExtent: bucketExtent, elementLimit: Int(Int32.max),
      entryLimit: Int(UInt32.max))
  }

  /// The designated initialiser; the limits are parameters so tests can reach the linear fallback.
  init(
    store: FrameStore, axis: Axis, requestedExtent: Double?, elementLimit: Int, entryLimit: Int
  ) {
    self.axis = axis
    elementCount = store.count
    cellCount = store.cellCount
    let plan = FrameColumns.with(store, axis: axis) { columns in
      Self.plan(columns, cellCount: store.cellCount, requestedExtent: requestedExtent)
    }
    let storage: Storage? =
      store.count > elementLimit
      ? nil
      : FrameColumns.with(store, axis: axis) { columns in
        Self.fill(columns, mapping: plan.mapping, entryLimit: entryLimit)
      }
    acrossLowMaximum = plan.acrossLowMaximum
    acrossHighMinimum = plan.acrossHighMinimum
    alongMinimum = plan.span.low
    alongMaximum = plan.span.high
    if let storage {
      mapping = plan.mapping
      bucketExtent = plan.extent
      offsets = storage.offsets
      entries = storage.entries
      largeElements = storage.large
      isLinear = false
    } else {
      mapping = BucketMapping(origin: 0, extent: 0, count: 1)
      bucketExtent = 0
      offsets = [0, 0]
      entries = []
      largeElements = []
      isLinear = true
    }
  }

  /// The number of buckets (1 when the index degenerated to a single bucket or a linear scan).
  /// - Complexity: O(1).
  package var bucketCount: Int { offsets.count - 1 }

  /// The number of elements kept in the large-element list (checked by every query).
  /// - Complexity: O(1).
  package var largeElementCount: Int { largeElements.count }

  /// The number of bucket entries (elements entered in several buckets count once per bucket).
  /// - Complexity: O(1).
  package var entryCount: Int { entries.count }

  /// The heap bytes the index holds: offsets, entries and the large-element list (not the frames,
  /// which the store holds).
  /// - Complexity: O(1).
  package var byteCount: Int {
    (offsets.capacity + entries.capacity + largeElements.capacity) * MemoryLayout<UInt32>.stride
  }
}
