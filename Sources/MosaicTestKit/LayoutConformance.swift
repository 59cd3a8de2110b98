import MosaicCore

/// The conformance kit: runs a strategy, or a modifier over a base, on generated inputs and
/// reports every invariant of ``/MosaicCore/PreparedLayout`` it breaks.
///
/// ```swift
/// let report = LayoutConformance.check(MyLayout(options: MyOptions()))
/// #expect(report.passed, "\(report)")          // or XCTAssertTrue(report.passed, "\(report)")
/// LayoutConformance.expect(MyLayout(options: MyOptions()))   // Swift Testing: one issue a violation
/// ```
///
/// What it checks, for each seeded random input (``RandomLayoutInput``) at the prepared scroll
/// position and at ``ConformanceOptions/offsetsPerCase`` others (see ``ConformanceRule``):
/// every element listed once and every cell of the input present; finite frames with
/// non-negative sizes; a `contentSize` that bounds every cell; hit-tests at random points and at
/// frame edges, and rect queries over random, empty and edge-touching rects, equal to a linear
/// scan (``LinearScan``); `attributes(for:)` equal to what the rect queries report; the same
/// input giving the same layout; cells unchanged by a scroll unless declared
/// (``ConformanceOptions/viewportDependence``) and `needsPrepare` false for a scroll; and the
/// update rule: the subject's ``/MosaicCore/LiveLayout`` updated by random changes (batches and
/// drags, see ``RandomLayoutChange``) answers every query as a fresh prepare does
/// (``UpdateAgreement``). Then fixed cases: no sections, sections without items, a single item, and
/// invalid inputs that must throw.
///
/// Everything is deterministic: the same seed checks the same cases, and each violation names its
/// case's seed (``ConformanceOptions/onlyCaseSeed`` replays it alone).
public enum LayoutConformance {
  /// Checks `strategy`.
  public static func check<S: LayoutStrategy>(
    _ strategy: S, options: ConformanceOptions = ConformanceOptions()
  ) -> ConformanceReport {
    check(.strategy(strategy), options: options)
  }

  /// Checks `modifier` applied over `base`.
  public static func check<M: LayoutModifier, S: LayoutStrategy>(
    _ modifier: M, over base: S, options: ConformanceOptions = ConformanceOptions()
  ) -> ConformanceReport {
    check(.modifier(modifier, over: base), options: options)
  }

  /// Checks one subject on every case.
  public static func check(
    _ subject: ConformanceSubject, options: ConformanceOptions = ConformanceOptions()
  ) -> ConformanceReport {
    check(options: options) { _ in subject }
  }

  /// Checks a subject drawn afresh for each case (random options), from the case's generator
  /// before its input is drawn. The fixed cases use the subject drawn from ``ConformanceOptions/seed``.
  public static func check(
    options: ConformanceOptions = ConformanceOptions(),
    subjects: (inout SeededGenerator) -> ConformanceSubject
  ) -> ConformanceReport {
    var checker = ConformanceChecker(options: options)
    if let seed = options.onlyCaseSeed {
      checker.checkRandomCase(seed: seed, subjects: subjects)
      return checker.report
    }
    var generator = SeededGenerator(seed: options.seed)
    let fixed = subjects(&generator)
    checker.report.subject = fixed.name
    checker.checkFixedCases(fixed)
    for index in 0..<options.cases where !checker.isFull {
      checker.checkRandomCase(seed: caseSeed(options.seed, index), subjects: subjects)
    }
    if checker.report.checkedLayouts == 0 || checker.acceptedRandomCases == 0 && options.cases > 0 {
      checker.record(
        .acceptsInput, context: "all cases", caseSeed: nil,
        "refused all \(options.cases) generated inputs"
          + (checker.report.firstRefusal.map { "; the first with: \($0)" } ?? ""))
    }
    return checker.report
  }

  /// The seed of random case `index`.
  ///
  /// Mixed rather than consecutive: SplitMix64 streams from seeds one increment apart are the same
  /// stream shifted by one draw, which would make neighbouring cases near copies.
  static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
    var generator = SeededGenerator(seed: seed ^ (UInt64(index + 1) &* 0xD1B5_4A32_D192_ED03))
    return generator.next()
  }
}
