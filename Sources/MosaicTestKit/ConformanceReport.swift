import MosaicCore

/// One invariant the conformance kit checks (see ``/MosaicCore/PreparedLayout``'s documentation).
public enum ConformanceRule: String, Sendable, Hashable, CaseIterable {
  /// `allElements` reports every element exactly once.
  case uniqueElements
  /// `allElements` lists a cell for every item of the input and nothing outside it; the layout has
  /// as many sections as the input; `itemCount(inSection:)`, `forEachCellFrame(inSection:_:)`
  /// and `cellBounds(inSection:)` agree with the cells listed, `lineCount(inSection:)` with the
  /// line frames appended, and
  /// `lineFrame(inSection:at:)` and `forEachLineFrame(inSection:crossing:_:)` with those frames;
  /// `firstSection(withSupplementary:)` names the first section with a header (a footer) listed.
  case completeElements
  /// Frames are finite with non-negative sizes; alpha is in 0...1; transforms are finite.
  case finiteFrames
  /// `contentSize` is finite, not negative, and bounds every cell.
  case contentSize
  /// `sectionFrame(_:)` is finite in range and `nil` out of it, and in order along the scroll
  /// axis when the layout says it stacks its sections (`stacksSectionsAlongScrollAxis`), when
  /// `firstSection(endingAfter:)` also answers as the binary search over those frames.
  case sectionFrames
  /// `indexPathForItem(at:viewport:)` equals a linear scan.
  case hitTest
  /// `elements(in:viewport:into:)` equals a linear scan, and
  /// `indexPathsForItems(in:viewport:into:buffer:)` lists its cells' index paths in its order.
  case rectQuery
  /// `attributes(for:viewport:)` equals what the rect queries report, and `nil` for elements the
  /// layout does not have.
  case attributesLookup
  /// The same input prepares the same layout.
  case determinism
  /// A change of `contentOffset` alone changes no cell beyond what the options declare.
  case viewportIndependence
  /// `needsPrepare(for:)` is false when only `contentOffset` changed.
  case needsPrepare
  /// Empty data (no sections, or sections without items) prepares and has no cells.
  case emptyData
  /// A single item prepares, is listed once and is hit at its centre.
  case singleItem
  /// An invalid input throws a `LayoutError` instead of preparing.
  case invalidInput
  /// A live layout updated by a random change answers every query exactly as a fresh prepare of
  /// the changed input, refuses what that refuses, and leaves the layout it updated as it was.
  case updateAgreement
  /// At least one generated input was accepted: a layout that refuses everything checks nothing.
  case acceptsInput
}

/// One broken invariant: which, where, and what was seen.
public struct ConformanceViolation: Sendable, Hashable, CustomStringConvertible {
  /// The invariant.
  public var rule: ConformanceRule
  /// The case: `case seed 0x… (3 sections, 47 items, viewport …)`, or a fixed case's name.
  public var context: String
  /// The seed of the random case, for ``ConformanceOptions/onlyCaseSeed``; `nil` for fixed cases.
  public var caseSeed: UInt64?
  /// What was wrong.
  public var message: String

  /// Creates a violation.
  public init(rule: ConformanceRule, context: String, caseSeed: UInt64? = nil, message: String) {
    self.rule = rule
    self.context = context
    self.caseSeed = caseSeed
    self.message = message
  }

  /// `[rule] context: message`.
  public var description: String { "[\(rule.rawValue)] \(context): \(message)" }
}

/// What a conformance run found: the violations, and how much it checked.
public struct ConformanceReport: Sendable, CustomStringConvertible {
  /// The name of what was checked (`flow`, `sticky over flow`).
  public var subject: String
  /// Every violation found, up to ``ConformanceOptions/maximumViolations``.
  public var violations: [ConformanceViolation] = []
  /// How many prepared layouts were checked (random and fixed cases).
  public var checkedLayouts = 0
  /// How many updates of a live layout by a random change were compared with a fresh prepare
  /// (see ``ConformanceRule/updateAgreement``).
  public var checkedUpdates = 0
  /// How many valid random inputs the subject refused with a `LayoutError` (allowed: a strategy
  /// may have limits; a modifier may need headers).
  public var refusedInputs = 0
  /// The first refusal, to judge whether refusing was right.
  public var firstRefusal: LayoutError?

  /// True when no invariant was broken.
  public var passed: Bool { violations.isEmpty }

  /// The rules that were broken, each once.
  public var brokenRules: Set<ConformanceRule> { Set(violations.map(\.rule)) }

  /// A summary line, then one line per violation.
  public var description: String {
    var text =
      "\(subject): \(checkedLayouts) layouts and \(checkedUpdates) updates checked, "
      + "\(refusedInputs) inputs refused, "
      + "\(violations.count) violations"
    for violation in violations { text += "\n  \(violation)" }
    return text
  }
}
