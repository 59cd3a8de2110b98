#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Transform {
  /// A rotation by `angle` radians, UIKit's `CGAffineTransform(rotationAngle:)`: positive turns
  /// from +x towards +y (clockwise on a screen, whose y grows downwards). A non-finite angle gives
  /// the identity, so a bad option never puts a NaN in a frame's transform.
  public static func rotation(_ angle: Double) -> Transform {
    guard angle.isFinite else { return .identity }
    let cosine = cos(angle)
    let sine = sin(angle)
    return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
}
