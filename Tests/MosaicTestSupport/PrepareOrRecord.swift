import MosaicCore
import Testing

/// `strategy` prepared over `sections`, or `nil` after recording the error as a test issue at
/// the caller's source location.
public func prepareOrRecord<Strategy: LayoutStrategy>(
  _ strategy: Strategy, _ sections: [SectionData], viewport: Viewport,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Strategy.Layout? {
  do {
    return try strategy.prepare(LayoutInput(sections: sections, viewport: viewport))
  } catch {
    Issue.record("prepare threw \(error)", sourceLocation: sourceLocation)
    return nil
  }
}
