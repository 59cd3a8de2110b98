import MosaicCore
import MosaicTestKit
import Testing

/// The kit fails on deliberately broken layouts, each for the rule it breaks, and passes the same
/// fixture without its defect.
@Suite struct KitCatchesDefectsTests {
  static let expectations: [(DefectiveList.Defect, ConformanceRule)] = [
    (.duplicateElement, .uniqueElements),
    (.missingCell, .completeElements),
    (.nanFrame, .finiteFrames),
    (.negativeSize, .finiteFrames),
    (.contentTooSmall, .contentSize),
    (.sectionFrameOutOfRange, .sectionFrames),
    (.claimsStackedSections, .sectionFrames),
    (.hitTestClosedEdges, .hitTest),
    (.hitTestFindsHeaders, .hitTest),
    (.rectQueryCountsTouching, .rectQuery),
    (.lookupDisagrees, .attributesLookup),
    (.lookupInventsCells, .attributesLookup),
    (.nondeterministic, .determinism),
    (.framesFollowOffset, .viewportIndependence),
    (.alphaFollowsOffset, .viewportIndependence),
    (.needsPrepareOnScroll, .needsPrepare),
    (.refusesEmptyData, .emptyData),
    (.acceptsInvalidInput, .invalidInput),
    (.refusesEverything, .acceptsInput),
    (.missesSingleItem, .singleItem),
    (.staleUpdate, .updateAgreement),
    (.lineLookupOffByOne, .completeElements),
    (.lineSearchFindsNothing, .completeElements),
    (.cellFramesReversed, .completeElements),
    (.firstHeaderMissed, .completeElements),
    (.indexPathsReversed, .rectQuery),
  ]

  @Test func everyDefectHasAnExpectation() {
    let covered = Set(Self.expectations.map(\.0.rawValue))
    #expect(covered == Set(DefectiveList.Defect.allCases.map(\.rawValue)).subtracting(["none"]))
  }

  @Test func theFixtureWithoutDefectsConforms() {
    let report = LayoutConformance.check(DefectiveList(.none))
    #expect(report.passed, "\(report)")
    #expect(report.checkedLayouts > 60)
    #expect(report.refusedInputs == 0)
  }

  @Test(arguments: expectations.map { ($0.0.rawValue, $0.1) })
  func theKitFails(defectName: String, rule: ConformanceRule) throws {
    let defect = try #require(DefectiveList.Defect(rawValue: defectName))
    let report = LayoutConformance.check(DefectiveList(defect))
    #expect(!report.passed)
    #expect(report.brokenRules.contains(rule), "\(report)")
    for violation in report.violations {
      #expect(!violation.context.isEmpty && !violation.message.isEmpty)
    }
  }

  /// A strategy that refuses everything breaks the empty-data rule too, and says why.
  @Test func refusingEverythingIsReportedWithTheReason() {
    let report = LayoutConformance.check(DefectiveList(.refusesEverything))
    #expect(report.brokenRules == [.acceptsInput, .emptyData, .singleItem])
    #expect(report.checkedLayouts == 0)
    #expect(report.violations.contains { $0.message.contains("refuses everything") })
  }

  /// Declaring what a layout does with the scroll position silences exactly that.
  @Test func declarationsLetOffsetDependenceThrough() {
    #expect(
      LayoutConformance.check(
        DefectiveList(.alphaFollowsOffset),
        options: ConformanceOptions(viewportDependence: .appearance)
      ).passed)
    #expect(
      LayoutConformance.check(
        DefectiveList(.framesFollowOffset), options: ConformanceOptions(viewportDependence: .frames)
      ).passed)
    // Declaring appearance does not let frames move.
    let frames = LayoutConformance.check(
      DefectiveList(.framesFollowOffset),
      options: ConformanceOptions(viewportDependence: .appearance))
    #expect(frames.brokenRules == [.viewportIndependence])
  }

  /// The same options give the same report; a violation's case seed replays that case alone.
  @Test func reportsAreDeterministicAndReplayable() throws {
    let first = LayoutConformance.check(DefectiveList(.hitTestClosedEdges))
    let second = LayoutConformance.check(DefectiveList(.hitTestClosedEdges))
    #expect(first.violations == second.violations)
    let violation = try #require(first.violations.first { $0.caseSeed != nil })
    var options = ConformanceOptions()
    options.onlyCaseSeed = violation.caseSeed
    let replay = LayoutConformance.check(DefectiveList(.hitTestClosedEdges), options: options)
    #expect(replay.checkedLayouts == 1)
    #expect(replay.violations.first?.context == violation.context)
    #expect(replay.violations.first?.message == violation.message)
  }

  @Test func violationsAreCapped() {
    var options = ConformanceOptions()
    options.maximumViolations = 5
    #expect(
      LayoutConformance.check(DefectiveList(.nanFrame), options: options).violations.count == 5)
  }

  /// The Swift Testing convenience records one issue per violation.
  @Test func expectRecordsIssues() {
    var options = ConformanceOptions()
    options.maximumViolations = 2
    withKnownIssue {
      let report = LayoutConformance.expect(DefectiveList(.contentTooSmall), options: options)
      #expect(report.violations.count == 2)
    }
  }
}

/// Layouts whose `allElements` is a window around the viewport (a wrapping carousel) are checked
/// inside the viewport when they say so, and fail completeness when they do not.
@Suite struct WindowedLayoutTests {
  static var oneSection: ConformanceOptions {
    var options = ConformanceOptions(elementScope: .window)
    options.inputs.maximumSections = 1
    return options
  }

  @Test func aWindowedStripConformsWhenDeclared() {
    let report = LayoutConformance.check(RepeatingStrip(options: .init()), options: Self.oneSection)
    #expect(report.passed, "\(report)")
    #expect(report.checkedLayouts > 50)
  }

  @Test func aWindowedStripFailsCompletenessUndeclared() {
    var options = Self.oneSection
    options.elementScope = .everything
    let report = LayoutConformance.check(RepeatingStrip(options: .init()), options: options)
    #expect(report.brokenRules.contains(.completeElements))
  }
}
