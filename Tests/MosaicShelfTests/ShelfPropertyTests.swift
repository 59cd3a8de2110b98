import MosaicCore
import MosaicFlow
import MosaicShelf
import MosaicTestSupport
import Testing

/// A thousand seeded random flow layouts under random shelves of both styles (alone and stacked):
/// hit-tests and rect queries equal a linear scan over `allElements`, every decoration is where
/// the shelf article (Sources/Mosaic/Mosaic.docc/ShelfModifier.md) puts it, and lines derived
/// from the cells agree with flow's own.
@Suite struct ShelfPropertyTests {
  static let layoutCount = 1_000
  static let batches = 10

  @Test(arguments: 0..<batches)
  func randomShelvesAgreeWithALinearScanAndSitWhereTheSpecSays(batch: Int) throws {
    let perBatch = Self.layoutCount / Self.batches
    for index in (batch * perBatch)..<((batch + 1) * perBatch) {
      let seed = 0x5E1F_0000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let shelfCase = RandomFlowCase.make(using: &generator)
      let input = shelfCase.input
      let flow = try Flow(options: shelfCase.options, sectionOptions: shelfCase.sectionOptions)
        .prepare(input)
      var layout: any PreparedLayout = flow
      for options in shelfCase.shelves {
        layout = try Shelf(options: options).apply(to: layout, input: input)
      }

      var problems = QueryAgreement.mismatches(of: layout, using: &generator)
      problems += Self.randomQueryMismatches(layout, using: &generator)
      problems += Self.placementViolations(layout, flow: flow, shelfCase)
      problems += try Self.derivationViolations(flow: flow, shelfCase)
      if !problems.isEmpty {
        Issue.record("seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
        return
      }
    }
  }

  /// Points and rects biased to edges, empty, huge and non-finite, against the linear scan, and
  /// `attributes(for:)` against `allElements`.
  static func randomQueryMismatches(
    _ layout: any PreparedLayout, using generator: inout SeededGenerator
  ) -> [String] {
    let all = layout.allElements()
    let frames = all.map(\.frame)
    let bounds = Rect(
      x: -30, y: -30, width: layout.contentSize.width + 60, height: layout.contentSize.height + 60)
    var problems: [String] = []
    var buffer: [LayoutAttributes] = []
    for _ in 0..<20 {
      let rect = RandomQueries.rect(in: bounds, frames: frames, unit: 0.25, using: &generator)
      buffer.removeAll(keepingCapacity: true)
      layout.elements(in: rect, viewport: layout.preparedViewport, into: &buffer)
      if buffer != LinearScan.elements(in: rect, of: all) {
        problems.append("rect \(rect): \(buffer.map(\.id))")
      }
      let point = RandomQueries.point(in: bounds, frames: frames, unit: 0.25, using: &generator)
      if layout.indexPathForItem(at: point) != LinearScan.indexPathForItem(at: point, in: all) {
        problems.append("hit-test at \(point)")
      }
    }
    for element in all where layout.attributes(for: element.id) != element {
      problems.append("attributes(for: \(element.id)) disagrees with allElements")
    }
    return problems
  }

  /// Backgrounds: one per non-empty section, full width, from the header's end to the footer's
  /// start, covering every cell of the section along the scroll axis. Rows: one per flow line,
  /// `offset` past its far edge, `height` thick, full width.
  static func placementViolations(
    _ layout: any PreparedLayout, flow: FlowLayout, _ shelfCase: RandomFlowCase
  ) -> [String] {
    var problems: [String] = []
    let direction = shelfCase.options.scrollDirection
    let scrollAxis = direction.scrollAxis
    let lineAxis = direction.lineAxis
    let dimension = max(0, shelfCase.viewport.layoutDimension(for: direction))
    let scale = shelfCase.viewport.scale
    let slack = scale.map { 0.5 / $0 + 1e-9 } ?? 1e-9
    func aligned(_ value: Double) -> Double {
      scale.map { (value * $0).rounded() / $0 } ?? value
    }
    func low(_ frame: Rect) -> Double { frame.minimum(along: scrollAxis) }
    func high(_ frame: Rect) -> Double { low(frame) + frame.extent(along: scrollAxis) }
    let decorations = layout.decorations

    for options in shelfCase.shelves {
      let mine = decorations.filter { $0.id.kind == options.effectiveKind }
      var expectedCount = 0
      for (section, data) in shelfCase.sections.enumerated() {
        let own = mine.filter { $0.id.section == section }
        for decoration in own {
          if decoration.zIndex != options.zIndex { problems.append("\(decoration.id) zIndex") }
          if decoration.frame.minimum(along: lineAxis) != 0
            || decoration.frame.extent(along: lineAxis) != dimension
          {
            problems.append("\(decoration.id) does not span the line dimension")
          }
        }
        switch options.style {
        case .sectionBackground:
          guard data.itemCount > 0 else {
            if !own.isEmpty { problems.append("empty section \(section) has a background") }
            continue
          }
          expectedCount += 1
          guard own.count == 1, let background = own.first, background.id.item == 0,
            let sectionFrame = flow.sectionFrame(section)
          else {
            problems.append("section \(section): \(own.count) backgrounds")
            continue
          }
          // The header's end and the footer's start, clamped into the section (a rounded
          // header may end past an unrounded section).
          let start = min(
            max(
              low(sectionFrame),
              flow.attributes(for: .header(section: section)).map { high($0.frame) }
                ?? low(sectionFrame)), high(sectionFrame))
          let end = max(
            min(
              high(sectionFrame),
              flow.attributes(for: .footer(section: section)).map { low($0.frame) }
                ?? high(sectionFrame)), start)
          // The rounded section less header and footer, widened over cells that rounding moved
          // past it (exact layouts never need it).
          let lines = flow.lineFrames(inSection: section)
          let expectedLow = lines.map(low).reduce(aligned(start), min)
          let expectedHigh = lines.map(high).reduce(max(aligned(start), aligned(end)), max)
          if scale == nil, expectedLow != start || expectedHigh != end {
            problems.append("section \(section): lines \(lines) outside \(start)..<\(end)")
          }
          if abs(low(background.frame) - expectedLow) > 1e-9
            || abs(high(background.frame) - expectedHigh) > 1e-9
          {
            problems.append(
              "section \(section) background \(background.frame), expected \(expectedLow)..<\(expectedHigh)"
            )
          }
          for cell in flow.cellFrames(section: section)
          where low(cell) < low(background.frame) - slack
            || high(cell) > high(background.frame) + slack
          {
            problems.append(
              "section \(section): cell \(cell) outside its background \(background.frame)")
          }
        case .rows:
          let lines = flow.lineFrames(inSection: section)
          expectedCount += lines.count
          if own.count != lines.count {
            problems.append("section \(section): \(own.count) shelves for \(lines.count) lines")
            continue
          }
          for (line, (shelf, frame)) in zip(own, lines).enumerated() {
            if shelf.id.item != line { problems.append("\(shelf.id) out of order") }
            if low(shelf.frame) != aligned(high(frame) + options.offset)
              || shelf.frame.extent(along: scrollAxis) != options.height
            {
              problems.append("shelf \(shelf.id) at \(shelf.frame) for line \(frame)")
            }
          }
        }
      }
      if mine.count != expectedCount {
        problems.append(
          "\(mine.count) decorations of \(options.effectiveKind), expected \(expectedCount)")
      }
    }
    return problems
  }

  /// Equal frames up to floating-point rounding: a grid's line frames are computed from its
  /// pitch, a derived line is the union of its cells, and the two differ in the last bits.
  static func approximatelyEqual(_ lhs: [Rect], _ rhs: [Rect]) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
    return lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy {
        close($0.minX, $1.minX) && close($0.minY, $1.minY) && close($0.maxX, $1.maxX)
          && close($0.maxY, $1.maxY)
      }
  }

  /// Flow's recorded lines are the union of their cells, every cell is in exactly one, and (for
  /// exact layouts of cells with extent along the scroll axis) the lines derived from the cells
  /// (``LineDerivation``, over a wrapper that keeps no store) are the same.
  static func derivationViolations(flow: FlowLayout, _ shelfCase: RandomFlowCase) throws -> [String]
  {
    var problems: [String] = []
    let input = shelfCase.input
    let hidden = try HideEveryOtherModifier(options: NoSectionOptions()).apply(
      to: flow, input: input)
    let scrollAxis = shelfCase.options.scrollDirection.scrollAxis
    for section in 0..<shelfCase.sections.count {
      let lines = flow.lineFrames(inSection: section)
      let cells = flow.cellFrames(section: section)
      if lines.count != flow.lineCount(inSection: section) { problems.append("line count") }
      if cells.isEmpty != lines.isEmpty { problems.append("section \(section): lines of no cells") }
      var union: Rect?
      for cell in cells { union = union.map { $0.union(cell) } ?? cell }
      var linesUnion: Rect?
      for line in lines { linesUnion = linesUnion.map { $0.union(line) } ?? line }
      if let union, let linesUnion,
        abs(union.minX - linesUnion.minX) > 1e-6 || abs(union.maxX - linesUnion.maxX) > 1e-6
          || abs(union.minY - linesUnion.minY) > 1e-6 || abs(union.maxY - linesUnion.maxY) > 1e-6
      {
        problems.append("section \(section): lines \(linesUnion) do not span the cells \(union)")
      }
      let exact =
        shelfCase.viewport.scale == nil && cells.allSatisfy { $0.extent(along: scrollAxis) > 0 }
      var derivedLines: [Rect] = []
      LineDerivation.appendLines(ofSection: section, in: hidden, into: &derivedLines)
      if exact, !Self.approximatelyEqual(derivedLines, lines) {
        problems.append("section \(section): derived lines \(derivedLines), flow's \(lines)")
      }
      if hidden.lineFrames(inSection: section) != lines { problems.append("lines not forwarded") }
    }
    return problems
  }
}
