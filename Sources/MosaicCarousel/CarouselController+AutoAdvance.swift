import MosaicCore

extension CarouselController {
  /// True when auto-advance is configured (a finite, positive interval) and there is more than
  /// one page.
  /// - Complexity: O(1).
  public var autoAdvances: Bool {
    autoAdvanceInterval.isFinite && autoAdvanceInterval > 0 && geometry.count > 1
  }

  /// Advances the clock by `seconds`. When auto-advance is on and no drag is in progress, the
  /// time accumulates and, once it reaches the interval, the carousel moves to the next page
  /// (``next()``, wrapping). While dragging, the clock does not run: auto-advance is paused, and
  /// restarts with a fresh interval when the drag ends. Like a repeating `NSTimer`, missed fires
  /// are coalesced: one long tick advances one page and keeps the remainder. Returns true when
  /// it advanced. A negative or non-finite `seconds` is ignored.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func tick(seconds: Double) -> Bool {
    guard autoAdvances, !isDragging, seconds.isFinite, seconds > 0 else { return false }
    elapsed += seconds
    guard elapsed >= autoAdvanceInterval else { return false }
    elapsed = elapsed.truncatingRemainder(dividingBy: autoAdvanceInterval)
    next()
    return true
  }
}
