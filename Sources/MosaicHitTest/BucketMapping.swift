/// The map from a coordinate along the index axis to a bucket number.
///
/// `bucket(v) = clamp(floor((v − origin) / extent), 0, count − 1)`, computed so that it is
/// monotone (non-decreasing in `v`) and total: NaN and values below the origin map to bucket 0,
/// values at or past the end (including +∞) to the last bucket, and no non-finite value is ever
/// converted to an integer. Monotonicity is all the index's correctness needs: an element stored in
/// buckets `bucket(minimum)...bucket(maximum)` is found by any query that visits
/// `bucket(queryMinimum)...bucket(queryMaximum)` and overlaps it.
struct BucketMapping: Sendable {
  /// The coordinate where bucket 0 starts.
  let origin: Double
  /// `1 / extent`, or 0 when everything lives in one bucket.
  let inverseExtent: Double
  /// The number of buckets, at least 1.
  let count: Int
  /// `count` as a `Double`, for the clamp.
  private let countAsDouble: Double

  /// A mapping of `count` buckets of `extent` from `origin`; `count == 1` or a non-finite or
  /// non-positive `extent` puts everything in a single bucket.
  init(origin: Double, extent: Double, count: Int) {
    let single = count <= 1 || !(extent > 0) || !extent.isFinite || !origin.isFinite
    self.origin = single ? 0 : origin
    self.inverseExtent = single ? 0 : 1 / extent
    self.count = single ? 1 : count
    self.countAsDouble = Double(self.count)
  }

  /// The bucket holding coordinate `value`.
  /// - Complexity: O(1).
  @inline(__always)
  func bucket(_ value: Double) -> Int {
    let scaled = (value - origin) * inverseExtent
    // Below the origin, −∞ and NaN (also ∞ · 0 in single-bucket mode) land in bucket 0.
    if !(scaled >= 0) { return 0 }
    // At or past the end, including +∞.
    if scaled >= countAsDouble { return count - 1 }
    return Int(scaled)
  }

  /// The first and last bucket an indexable element of `columns` is entered in: those of its
  /// minimum and of its maximum (`minimum + extent`, as ``Rect`` computes it).
  /// - Complexity: O(1).
  @inline(__always)
  func buckets(of element: Int, in columns: FrameColumns) -> (first: Int, last: Int) {
    let low = columns.low[element]
    return (bucket(low), bucket(low + columns.extent[element]))
  }
}
