import MosaicCore

extension SVGRenderer {
  /// The SVG `matrix(…)` that applies `transform` about the centre of `frame`, as UIKit applies a
  /// view's transform about its centre (`translate(c) · transform · translate(−c)`); `nil` for the
  /// identity, or for a transform or frame that is not finite (drawn untransformed).
  /// - Complexity: O(1).
  static func matrix(_ transform: Transform, about frame: Rect) -> String? {
    guard !transform.isIdentity, frame.isFinite else { return nil }
    let t = transform
    let cx = frame.midX
    let cy = frame.midY
    let e = cx + t.tx - (t.a * cx + t.c * cy)
    let f = cy + t.ty - (t.b * cx + t.d * cy)
    let components = [t.a, t.b, t.c, t.d, e, f]
    guard components.allSatisfy(\.isFinite) else { return nil }
    return "matrix(" + components.map(coefficient).joined(separator: " ") + ")"
  }

  /// A matrix coefficient to 1e-6: ``number(_:)``'s hundredths would round a small rotation's
  /// sine (0.0349 for π/90) too coarsely to draw the angle.
  static func coefficient(_ value: Double) -> String {
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == rounded.rounded(), abs(rounded) < 1e15, let integer = Int(exactly: rounded) {
      return String(integer)
    }
    return "\(rounded)"
  }
}
