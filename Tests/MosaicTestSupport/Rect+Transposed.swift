import MosaicCore

extension Rect {
  /// The rectangle mirrored across the diagonal (x ↔ y, width ↔ height): a vertical flow layout's
  /// frame as the horizontal layout of the transposed data places it.
  public var transposed: Rect { Rect(x: y, y: x, width: height, height: width) }
}

extension Size {
  /// Width and height swapped.
  public var transposed: Size { Size(width: height, height: width) }
}

extension EdgeInsets {
  /// The insets mirrored across the diagonal: top ↔ left, bottom ↔ right.
  public var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}
