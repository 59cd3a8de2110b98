import MosaicCore

/// The rounding bound of queries over frames stored relative to an origin along the axis (a page
/// of a ``PagedLayout``; the queries are ``BucketScan``'s `cell(at:origin:)` and
/// `visit(_:origin:_:)`).
extension BucketIndex {
  /// A bound on the rounding of `value − origin` and of the frame ends compared with it, relative
  /// to their magnitudes (each rounding is within 2^-53 of it; 2^-48 leaves room for several).
  @inline(__always)
  static func slack(origin: Double, relative: Double) -> Double {
    (Swift.abs(origin) + Swift.abs(relative)) * 0x1p-48
  }
}
