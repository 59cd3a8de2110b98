/// A 2D affine transform applied about an element's centre, UIKit's `CGAffineTransform`.
///
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform: Hashable, Sendable {
  /// Row 1, column 1.
  public var a: Double
  /// Row 1, column 2.
  public var b: Double
  /// Row 2, column 1.
  public var c: Double
  /// Row 2, column 2.
  public var d: Double
  /// Translation along x.
  public var tx: Double
  /// Translation along y.
  public var ty: Double

  /// Creates a transform from its six components.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  ///
  /// Computed and inlinable rather than a stored constant: every attributes value a query makes
  /// takes it as its default, and a stored static is read through a one-time-initialisation
  /// check, about 5 instructions a cell of a viewport query (callgrind).
  @inlinable
  public static var identity: Transform { Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// A scale by `sx`, `sy`.
  @inlinable
  public static func scale(_ sx: Double, _ sy: Double) -> Transform {
    Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// True for the identity transform.
  @inlinable
  public var isIdentity: Bool { self == .identity }
}
