/// The bounds every document and input stays within, so that a layout's arithmetic stays finite
/// and its memory follows what the document asks for.
///
/// Three limits work together:
/// - every length (a size, spacing, inset, offset or height) is at most ``maximumLength`` in
///   magnitude, so that sums and products of lengths with counts (at most ``maximumItemCount``
///   items, ``maximumSectionCount`` sections, a carousel's multiplier) stay far from overflowing a
///   `Double`: no frame or content size can become infinite;
/// - a screen scale lies in ``scaleRange``;
/// - the elements a prepared layout keeps in memory (cells, headers, footers and decorations,
///   over the strategy and every modifier) are at most the input's ``elementBudget``, itself at
///   most ``maximumElementCount``: each strategy and modifier checks its share with
///   ``checkElementBudget(adding:to:at:)`` before it reserves storage.
extension LayoutInput {
  /// The largest magnitude of any length: 10^15 points. Beyond 2^53 (about 9·10^15) a `Double`
  /// no longer holds every whole point, so no real layout needs more; bounded lengths times
  /// bounded counts stay below 10^25, far from overflowing.
  /// (Messages spell it `1e15`; a test keeps the two together.)
  public static let maximumLength = 1e15

  /// The screen scales accepted: 0.25 to 16. Every real display lies well inside it (phones and
  /// laptops 1 to 4, Android's lowest density 0.75, desktop zoom down to 0.25 of a pixel); outside
  /// it, rounding to the pixel grid collapses every frame (a scale of 10^-300 puts all cells at 0)
  /// or overflows.
  public static let scaleRange: ClosedRange<Double> = 0.25...16

  /// The most elements one prepared layout may hold in memory, over its strategy and every
  /// modifier: 60 million. A plain flow of ``maximumItemCount`` cells fits, with room for headers,
  /// footers and decorations; a modifier that would add one element per line of 50 million
  /// single-item lines does not (about 100 bytes each, several gigabytes).
  public static let maximumElementCount = 60_000_000

  /// Throws unless `added` more elements on top of the `existing` ones stay within this input's
  /// ``elementBudget`` (at most ``maximumElementCount``): the check every strategy and modifier
  /// makes before reserving storage. The error names `path` (`data.sections`,
  /// `layout.modifiers[i]`; an empty path is filled in with the modifier's by
  /// ``LayoutConfiguration/prepare()``).
  /// - Complexity: O(1).
  public func checkElementBudget(adding added: Int, to existing: Int, at path: String)
    throws(LayoutError)
  {
    let budget = clampedElementBudget
    let (total, overflow) = max(0, existing).addingReportingOverflow(max(0, added))
    guard !overflow, total <= budget else {
      throw LayoutError(
        path: path,
        message:
          "would hold at least \(overflow ? "\(Int.max)" : "\(total)") elements, more than the \(budget) one layout may hold"
      )
    }
  }

  /// Whether `count` elements fit this input's ``elementBudget``.
  /// - Complexity: O(1).
  public func fitsElementBudget(_ count: Int) -> Bool { count <= clampedElementBudget }

  /// ``elementBudget`` within `0...maximumElementCount`: the one place the clamp is applied.
  private var clampedElementBudget: Int { min(max(0, elementBudget), Self.maximumElementCount) }

  /// Throws unless `value` is finite and at most ``maximumLength`` in magnitude (an offset, which
  /// may be negative).
  /// - Complexity: O(1).
  public static func checkCoordinate(_ value: Double, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    guard value.isFinite else {
      throw LayoutError(path: path(), message: "expected a finite number, got \(value)")
    }
    guard value.magnitude <= maximumLength else {
      throw LayoutError(
        path: path(),
        message:
          "expected a number between -1e15 and 1e15, the longest length a layout takes, got \(value)"
      )
    }
  }

  /// Throws unless `scale` lies in ``scaleRange``.
  /// - Complexity: O(1).
  public static func checkScale(_ scale: Double, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    guard scale.isFinite, scale > 0 else {
      throw LayoutError(path: path(), message: "expected a finite number > 0, got \(scale)")
    }
    guard scaleRange.contains(scale) else {
      throw LayoutError(
        path: path(),
        message:
          "expected a screen scale in \(scaleRange.lowerBound)...\(scaleRange.upperBound), got \(scale)"
      )
    }
  }
}
