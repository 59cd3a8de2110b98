import MosaicCore

/// The pixel grid a ``PagedLayout`` places its elements' origins on along the scroll axis: a
/// screen scale, and half a pixel, the most rounding moves a value (what queries widen their
/// search by).
package struct PixelGrid: Sendable, Equatable {
  /// Pixels a point: in ``/MosaicCore/LayoutInput/scaleRange``.
  package let scale: Double
  /// `0.5 / scale`.
  package let halfPixel: Double

  /// The grid of `scale` pixels a point, or `nil` when `scale` is `nil` or outside
  /// ``/MosaicCore/LayoutInput/scaleRange`` (which a validated input never is): no rounding.
  package init?(scale: Double?) {
    guard let scale, LayoutInput.scaleRange.contains(scale) else { return nil }
    self.scale = scale
    halfPixel = 0.5 / scale
  }

  /// `value` on the grid, to the nearest pixel: `value.roundedToPixel(scale: scale)`.
  @inline(__always)
  package func rounded(_ value: Double) -> Double { value.roundedToPixel(scale: scale) }
}
