#if canImport(Testing)
  import MosaicCore
  import Testing

  extension ConformanceReport {
    /// Records one Swift Testing issue per violation, at `sourceLocation`.
    public func recordIssues(sourceLocation: SourceLocation = #_sourceLocation) {
      for violation in violations {
        Issue.record(Comment(rawValue: "\(subject): \(violation)"), sourceLocation: sourceLocation)
      }
    }
  }

  extension LayoutConformance {
    /// Checks `strategy` and records every violation as a Swift Testing issue.
    @discardableResult
    public static func expect<S: LayoutStrategy>(
      _ strategy: S, options: ConformanceOptions = ConformanceOptions(),
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> ConformanceReport {
      expect(.strategy(strategy), options: options, sourceLocation: sourceLocation)
    }

    /// Checks `modifier` over `base` and records every violation as a Swift Testing issue.
    @discardableResult
    public static func expect<M: LayoutModifier, S: LayoutStrategy>(
      _ modifier: M, over base: S, options: ConformanceOptions = ConformanceOptions(),
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> ConformanceReport {
      expect(.modifier(modifier, over: base), options: options, sourceLocation: sourceLocation)
    }

    /// Checks `subject` and records every violation as a Swift Testing issue.
    @discardableResult
    public static func expect(
      _ subject: ConformanceSubject, options: ConformanceOptions = ConformanceOptions(),
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> ConformanceReport {
      let report = check(subject, options: options)
      report.recordIssues(sourceLocation: sourceLocation)
      return report
    }

    /// Checks a subject drawn afresh for each case and records every violation as an issue.
    @discardableResult
    public static func expect(
      options: ConformanceOptions = ConformanceOptions(),
      sourceLocation: SourceLocation = #_sourceLocation,
      subjects: (inout SeededGenerator) -> ConformanceSubject
    ) -> ConformanceReport {
      let report = check(options: options, subjects: subjects)
      report.recordIssues(sourceLocation: sourceLocation)
      return report
    }
  }
#endif
