import MosaicCore

extension ConformanceChecker {
  /// ``ConformanceRule/determinism``: a second prepare of the same input lists the same elements,
  /// has the same content size and section frames, and answers the viewport's rect query alike.
  func checkDeterminism(_ prepared: PreparedCase, scope: inout CaseScope) {
    let layout = prepared.layout
    let input = prepared.input
    let again: any PreparedLayout
    do {
      again = try prepared.subject.prepare(input)
    } catch {
      note(.determinism, "the same input prepared once, then was refused: \(error)", &scope)
      return
    }
    let first = layout.allElements(viewport: input.viewport)
    let second = again.allElements(viewport: input.viewport)
    if first != second {
      let index =
        zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(first.count, second.count)
      note(
        .determinism,
        "preparing the same input twice listed different elements (\(first.count) and \(second.count); first difference at element \(index))",
        &scope)
    }
    if layout.contentSize != again.contentSize {
      note(.determinism, "contentSize \(layout.contentSize), then \(again.contentSize)", &scope)
    }
    if layout.sectionCount != again.sectionCount
      || (0..<min(layout.sectionCount, 10_000)).contains(where: {
        layout.sectionFrame($0) != again.sectionFrame($0)
      })
    {
      note(.determinism, "section frames differ between two prepares of the same input", &scope)
    }
    var firstVisible: [LayoutAttributes] = []
    var secondVisible: [LayoutAttributes] = []
    layout.elements(in: input.viewport.bounds, viewport: input.viewport, into: &firstVisible)
    again.elements(in: input.viewport.bounds, viewport: input.viewport, into: &secondVisible)
    if firstVisible != secondVisible {
      note(
        .determinism, "two prepares of the same input answer the viewport's rect query differently",
        &scope)
    }
  }
}
