extension LayoutAttributes {
  /// The attributes `progress` of the way from `self` to `end`: frame, alpha and transform
  /// linearly, component by component; the identity, zIndex and hidden flag are `end`'s from
  /// halfway on, `self`'s before. `progress` is clamped to 0...1 (NaN counts as 0), so 0 gives
  /// `self`'s values and 1 `end`'s exactly.
  public func interpolated(to end: LayoutAttributes, progress: Double) -> LayoutAttributes {
    let t = progress.isNaN ? 0 : min(max(progress, 0), 1)
    if t == 0 { return self }
    if t == 1 { return end }
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    let late = t >= 0.5
    return LayoutAttributes(
      id: late ? end.id : id,
      frame: Rect(
        x: mix(frame.x, end.frame.x), y: mix(frame.y, end.frame.y),
        width: mix(frame.width, end.frame.width), height: mix(frame.height, end.frame.height)),
      zIndex: late ? end.zIndex : zIndex, alpha: mix(alpha, end.alpha),
      transform: Transform(
        a: mix(transform.a, end.transform.a), b: mix(transform.b, end.transform.b),
        c: mix(transform.c, end.transform.c), d: mix(transform.d, end.transform.d),
        tx: mix(transform.tx, end.transform.tx), ty: mix(transform.ty, end.transform.ty)),
      isHidden: late ? end.isHidden : isHidden)
  }
}
