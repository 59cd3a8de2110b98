import MosaicCore

/// The checks behind ``LayoutConformance``: one random or fixed case at a time, violations into
/// ``report``.
///
/// Each rule is one function in a `ConformanceChecker+<Concern>` file; the drivers here run them
/// from lists. The lists' order is the order of the report and of the draws from a case's
/// generator, so the same seed checks the same things in the same order.
struct ConformanceChecker {
  let options: ConformanceOptions
  var report = ConformanceReport(subject: "")
  var acceptedRandomCases = 0

  /// At most this many violations of one rule are kept from one case, so that one broken rule
  /// does not hide the others.
  static let violationsPerRuleAndCase = 3

  init(options: ConformanceOptions) {
    self.options = options
  }

  var isFull: Bool { report.violations.count >= options.maximumViolations }

  // MARK: Rules

  /// A rule over one random case the subject prepared.
  typealias CaseRule = (
    inout ConformanceChecker, PreparedCase, inout CaseScope, inout SeededGenerator
  ) -> Void

  /// A rule over a layout listed at one viewport.
  typealias ListingRule = (ConformanceChecker) -> (
    Listing, inout CaseScope, inout SeededGenerator
  ) -> Void

  /// A rule over fixed inputs (no seed of their own).
  typealias FixedRule = (inout ConformanceChecker, ConformanceSubject, inout SeededGenerator) ->
    Void

  /// What each accepted random case is checked for, in order.
  static var caseRules: [CaseRule] {
    [
      { checker, prepared, scope, generator in
        let input = prepared.input
        checker.examine(
          prepared.layout, input: input, viewport: input.viewport, scope: &scope,
          using: &generator)
      },
      { checker, prepared, scope, _ in checker.checkDeterminism(prepared, scope: &scope) },
      { $0.checkScrolledOffsets($1, scope: &$2, using: &$3) },
      { $0.checkUpdates($1, scope: &$2, using: &$3) },
    ]
  }

  /// What a layout is checked for at every viewport it is examined at, in order. Only the last
  /// draws from the generator.
  static var listingRules: [ListingRule] {
    [
      Self.checkUniqueElements, Self.checkCompleteElements, Self.checkFiniteFrames,
      Self.checkContentSize, Self.checkSectionFrames, Self.checkAttributesLookup,
      Self.checkQueriesAgreeWithScan,
    ]
  }

  /// The fixed cases, in order.
  static var fixedRules: [FixedRule] {
    [
      { $0.checkEmptyData($1, using: &$2) },
      { $0.checkSingleItem($1, using: &$2) },
      { checker, subject, _ in checker.checkInvalidInputs(subject) },
    ]
  }

  // MARK: Drivers

  /// One random case: its subject and input drawn from `seed`, prepared, then every case rule.
  mutating func checkRandomCase(
    seed: UInt64, subjects: (inout SeededGenerator) -> ConformanceSubject
  ) {
    var generator = SeededGenerator(seed: seed)
    let subject = subjects(&generator)
    if report.subject.isEmpty { report.subject = subject.name }
    let input =
      options.makeInput?(&generator)
      ?? RandomLayoutInput.make(using: &generator, limits: options.inputs)
    var scope = CaseScope(
      context: "case seed 0x\(String(seed, radix: 16)) (\(RandomLayoutInput.summary(of: input)))",
      caseSeed: seed)
    let layout: any PreparedLayout
    do {
      layout = try subject.prepare(input)
    } catch {
      report.refusedInputs += 1
      if report.firstRefusal == nil { report.firstRefusal = error }
      return
    }
    report.checkedLayouts += 1
    acceptedRandomCases += 1

    let prepared = PreparedCase(subject: subject, input: input, layout: layout)
    for rule in Self.caseRules {
      rule(&self, prepared, &scope, &generator)
    }
    flush(scope)
  }

  /// Every listing rule on `layout` at `viewport`.
  func examine(
    _ layout: any PreparedLayout, input: LayoutInput, viewport: Viewport, scope: inout CaseScope,
    using generator: inout SeededGenerator
  ) {
    let listing = Listing(
      layout: layout, input: input, viewport: viewport,
      everything: options.elementScope == .everything)
    for rule in Self.listingRules {
      rule(self)(listing, &scope, &generator)
    }
  }

  /// Every fixed rule on `subject`.
  mutating func checkFixedCases(_ subject: ConformanceSubject) {
    var generator = SeededGenerator(seed: options.seed ^ 0xF1CE_D000)
    for rule in Self.fixedRules {
      rule(&self, subject, &generator)
    }
  }

  // MARK: Recording

  /// One random case the subject accepted.
  struct PreparedCase {
    let subject: ConformanceSubject
    let input: LayoutInput
    let layout: any PreparedLayout
  }

  /// Violations of one case, capped per rule.
  struct CaseScope {
    let context: String
    let caseSeed: UInt64?
    var counts: [ConformanceRule: Int] = [:]
    var pending: [ConformanceViolation] = []
  }

  mutating func record(
    _ rule: ConformanceRule, context: String, caseSeed: UInt64?, _ message: String
  ) {
    guard !isFull else { return }
    report.violations.append(
      ConformanceViolation(rule: rule, context: context, caseSeed: caseSeed, message: message))
  }

  func note(_ rule: ConformanceRule, _ message: String, _ scope: inout CaseScope) {
    let count = scope.counts[rule, default: 0]
    scope.counts[rule] = count + 1
    guard count < Self.violationsPerRuleAndCase else { return }
    scope.pending.append(
      ConformanceViolation(
        rule: rule, context: scope.context, caseSeed: scope.caseSeed, message: message))
  }

  mutating func flush(_ scope: CaseScope) {
    for violation in scope.pending {
      record(
        violation.rule, context: violation.context, caseSeed: violation.caseSeed, violation.message)
    }
  }
}
