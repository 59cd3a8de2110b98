import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicTestSupport
import Testing

/// A thousand seeded random flow layouts: every query agrees with a linear scan, the geometry
/// keeps its invariants, and a horizontal layout is the exact mirror of the vertical one.
@Suite struct FlowPropertyTests {
  /// One random layout: its data, options and viewport.
  struct Case {
    var sections: [SectionData]
    var options: FlowOptions
    var sectionOptions: [Int: FlowSectionOptions]
    var viewport: Viewport
  }

  static let layoutCount = 1_000
  static let batches = 10

  @Test(arguments: 0..<batches)
  func randomLayoutsAgreeWithALinearScanAndKeepTheirInvariants(batch: Int) throws {
    let perBatch = Self.layoutCount / Self.batches
    for index in (batch * perBatch)..<((batch + 1) * perBatch) {
      let seed = 0xF10_0000 + UInt64(index)
      var generator = SeededGenerator(seed: seed)
      let flowCase = Self.randomCase(using: &generator)
      let layout = try Flow(options: flowCase.options, sectionOptions: flowCase.sectionOptions)
        .prepare(LayoutInput(sections: flowCase.sections, viewport: flowCase.viewport))

      var problems = QueryAgreement.mismatches(of: layout, using: &generator)
      problems += Self.invariantViolations(layout, flowCase)
      problems += try Self.mirrorViolations(layout, flowCase)
      if !problems.isEmpty {
        Issue.record("seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
        return
      }
    }
  }

  // MARK: Generation

  static func extent<G: RandomNumberGenerator>(using generator: inout G) -> Double {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: 0
    case 1...5: Double(Int.random(in: 1...80, using: &generator))
    case 6...8: (Double.random(in: 0...80, using: &generator) * 4).rounded() / 4
    default: Double.random(in: 100...300, using: &generator)  // often wider than the line
    }
  }

  static func randomSize<G: RandomNumberGenerator>(using generator: inout G) -> Size {
    Size(width: extent(using: &generator), height: extent(using: &generator))
  }

  static func spacing<G: RandomNumberGenerator>(using generator: inout G) -> Double {
    [0, 10, (Double.random(in: 0...15, using: &generator) * 2).rounded() / 2].randomElement(
      using: &generator) ?? 0
  }

  static func insets<G: RandomNumberGenerator>(using generator: inout G) -> EdgeInsets {
    func side() -> Double {
      Bool.random(using: &generator) ? 0 : Double(Int.random(in: 0...30, using: &generator))
    }
    return EdgeInsets(top: side(), left: side(), bottom: side(), right: side())
  }

  static func maybe<T, G: RandomNumberGenerator>(
    _ chance: Double, using generator: inout G, _ make: (inout G) -> T
  ) -> T? {
    Double.random(in: 0..<1, using: &generator) < chance ? make(&generator) : nil
  }

  static func randomCase<G: RandomNumberGenerator>(using generator: inout G) -> Case {
    var options = FlowOptions()
    options.scrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
    options.itemSize = randomSize(using: &generator)
    options.minimumLineSpacing = spacing(using: &generator)
    options.minimumInteritemSpacing = spacing(using: &generator)
    options.sectionInset = maybe(0.5, using: &generator) { insets(using: &$0) } ?? .zero
    options.headerReferenceSize = maybe(0.4, using: &generator) { randomSize(using: &$0) } ?? .zero
    options.footerReferenceSize = maybe(0.4, using: &generator) { randomSize(using: &$0) } ?? .zero
    // The default pair half the time, so grids are common.
    if Bool.random(using: &generator) {
      options.lineAlignment = LineAlignment.allCases.randomElement(using: &generator) ?? .justified
      options.lastLineAlignment =
        LineAlignment.allCases.randomElement(using: &generator) ?? .leading
    }

    var sections: [SectionData] = []
    var overrides: [Int: FlowSectionOptions] = [:]
    for index in 0..<Int.random(in: 0...5, using: &generator) {
      let count =
        Bool.random(using: &generator)
        ? Int.random(in: 0...3, using: &generator)
        : Int.random(in: 0...24, using: &generator)
      let header = maybe(0.3, using: &generator) { randomSize(using: &$0) }
      let footer = maybe(0.3, using: &generator) { randomSize(using: &$0) }
      let sizes: SectionData.ItemSizes
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: sizes = .uniform(nil)
      case 1: sizes = .uniform(randomSize(using: &generator))
      case 2: sizes = .perItem(Array(repeating: randomSize(using: &generator), count: count))
      default: sizes = .perItem((0..<count).map { _ in randomSize(using: &generator) })
      }
      sections.append(
        SectionData(itemCount: count, itemSizes: sizes, header: header, footer: footer))
      if Double.random(in: 0..<1, using: &generator) < 0.3 {
        overrides[index] = FlowSectionOptions(
          minimumLineSpacing: maybe(0.5, using: &generator) { spacing(using: &$0) },
          minimumInteritemSpacing: maybe(0.5, using: &generator) { spacing(using: &$0) },
          sectionInset: maybe(0.5, using: &generator) { insets(using: &$0) },
          headerReferenceSize: maybe(0.3, using: &generator) { randomSize(using: &$0) },
          footerReferenceSize: maybe(0.3, using: &generator) { randomSize(using: &$0) },
          lineAlignment: maybe(0.3, using: &generator) {
            LineAlignment.allCases.randomElement(using: &$0)
          }
            ?? nil,
          lastLineAlignment: maybe(0.3, using: &generator) {
            LineAlignment.allCases.randomElement(using: &$0)
          } ?? nil)
      }
    }

    let dimension =
      Int.random(in: 0..<10, using: &generator) == 0
      ? 0 : Double(Int.random(in: 1...400, using: &generator))
    let other = Double(Int.random(in: 0...400, using: &generator))
    let viewportSize =
      options.scrollDirection == .vertical
      ? Size(width: dimension, height: other) : Size(width: other, height: dimension)
    let contentInset =
      maybe(0.3, using: &generator) { generator in
        EdgeInsets(
          top: Double(Int.random(in: 0...20, using: &generator)),
          left: Double(Int.random(in: 0...20, using: &generator)),
          bottom: Double(Int.random(in: 0...20, using: &generator)),
          right: Double(Int.random(in: 0...20, using: &generator)))
      } ?? .zero
    let scale: Double? = [nil, nil, 1, 2, 3].randomElement(using: &generator) ?? nil
    return Case(
      sections: sections, options: options, sectionOptions: overrides,
      viewport: Viewport(size: viewportSize, contentInset: contentInset, scale: scale))
  }

  // MARK: Invariants

  /// Everything the FlowStrategy article promises about the geometry, checked from the outside.
  static func invariantViolations(_ layout: FlowLayout, _ flowCase: Case) -> [String] {
    var problems: [String] = []
    let options = flowCase.options
    let scrollAxis = options.scrollDirection.scrollAxis
    let lineAxis = options.scrollDirection.lineAxis
    // Rounded origins may move by half a pixel; exact layouts get only float slack.
    let slack = flowCase.viewport.scale.map { 0.5 / $0 + 1e-9 } ?? 1e-9
    let contentEnd = layout.contentSize.value(along: scrollAxis)
    let dimension = max(0, flowCase.viewport.layoutDimension(for: options.scrollDirection))
    func low(_ frame: Rect) -> Double { frame.minimum(along: scrollAxis) }
    func high(_ frame: Rect) -> Double {
      frame.minimum(along: scrollAxis) + frame.extent(along: scrollAxis)
    }

    if layout.contentSize.value(along: lineAxis) != dimension {
      problems.append("content size \(layout.contentSize) across the lines is not D = \(dimension)")
    }
    if layout.sectionCount != flowCase.sections.count { problems.append("section count") }
    var sectionStart = 0.0
    for (section, data) in flowCase.sections.enumerated() {
      guard let frame = layout.sectionFrame(section) else { continue }
      let overrides = flowCase.sectionOptions[section]
      // Sections stack with no gap and span the line dimension.
      if abs(low(frame) - sectionStart) > 1e-9 {
        problems.append("section \(section) starts at \(low(frame)), expected \(sectionStart)")
      }
      if frame.minimum(along: lineAxis) != 0 || frame.extent(along: lineAxis) != dimension {
        problems.append("section \(section) does not span the line dimension")
      }
      sectionStart = high(frame)

      // A header exactly when its extent along the scroll axis is positive; data wins.
      let headerSize = data.header ?? overrides?.headerReferenceSize ?? options.headerReferenceSize
      let footerSize = data.footer ?? overrides?.footerReferenceSize ?? options.footerReferenceSize
      let header = layout.headerFrame(section)
      let footer = layout.footerFrame(section)
      if (header != nil) != (headerSize.value(along: scrollAxis) > 0)
        || (footer != nil) != (footerSize.value(along: scrollAxis) > 0)
      {
        problems.append("section \(section): header/footer presence")
      }
      if let header, abs(low(header) - low(frame)) > slack {
        problems.append("section \(section): header not at the section's start")
      }
      // The section ends where the footer's advance, rounded up to the advance grid, ends.
      if let footer, abs(high(footer) - high(frame)) > slack + AdvanceGrid.step {
        problems.append("section \(section): footer not at the section's end")
      }

      // Cells: the data's sizes, unrounded, inside the section and the content.
      let cells = layout.cellFrames(section: section)
      if cells.count != data.itemCount {
        problems.append("section \(section): \(cells.count) cells for \(data.itemCount) items")
        continue
      }
      for (item, cell) in cells.enumerated() {
        if cell.size != data.size(ofItem: item, default: options.itemSize) {
          problems.append("cell \(section).\(item) has size \(cell.size)")
        }
        if low(cell) < low(frame) - slack || high(cell) > high(frame) + slack || low(cell) < -slack
          || high(cell) > contentEnd + slack
        {
          problems.append(
            "cell \(section).\(item) \(cell) outside its section \(frame) or the content")
        }
      }

      // Lines (exact layouts only): consecutive cells centred on the same line share their
      // midpoint across it. Lines follow one another at exactly the line spacing, from the top
      // inset to the bottom inset, aligned as their options say, their items at least the
      // interitem spacing apart.
      guard flowCase.viewport.scale == nil, !cells.isEmpty else { continue }
      // Every advance along the scroll axis is rounded up to the advance grid: a distance made of
      // a few advances is longer by less than that many steps.
      let advances = 4 * AdvanceGrid.step
      let inset = overrides?.sectionInset ?? options.sectionInset
      let lineSpacing = overrides?.minimumLineSpacing ?? options.minimumLineSpacing
      var lines: [(low: Double, high: Double, cells: [Rect])] = []
      for cell in cells {
        let middle = low(cell) + cell.extent(along: scrollAxis) / 2
        if let last = lines.last, abs((last.low + last.high) / 2 - middle) <= 1e-6 {
          lines[lines.count - 1].low = min(last.low, low(cell))
          lines[lines.count - 1].high = max(last.high, high(cell))
          lines[lines.count - 1].cells.append(cell)
        } else {
          lines.append((low(cell), high(cell), [cell]))
        }
      }
      let firstLine =
        low(frame) + (header.map { $0.extent(along: scrollAxis) } ?? 0)
        + inset.leading(along: scrollAxis)
      if abs(lines[0].low - firstLine) > advances {
        problems.append("section \(section): first line at \(lines[0].low), expected \(firstLine)")
      }
      let lastLineEnd =
        high(frame) - (footer.map { $0.extent(along: scrollAxis) } ?? 0)
        - inset.trailing(along: scrollAxis)
      if abs(lines[lines.count - 1].high - lastLineEnd) > advances {
        problems.append(
          "section \(section): last line ends at \(lines[lines.count - 1].high), expected \(lastLineEnd)"
        )
      }
      for (previous, next) in zip(lines, lines.dropFirst())
      where abs(next.low - (previous.high + lineSpacing)) > advances {
        problems.append(
          "section \(section): lines at \(previous.low)..<\(previous.high) and \(next.low)")
      }

      // Alignment along each line. Consecutive zero-thickness lines with no spacing between them
      // share a midpoint and cannot be told apart; such sections skip this part.
      if lineSpacing == 0, lines.contains(where: { $0.high == $0.low }) { continue }
      let begin = inset.leading(along: lineAxis)
      let available = dimension - begin - inset.trailing(along: lineAxis)
      let interitem = overrides?.minimumInteritemSpacing ?? options.minimumInteritemSpacing
      let lineAlignment = overrides?.lineAlignment ?? options.lineAlignment
      let lastLineAlignment = overrides?.lastLineAlignment ?? options.lastLineAlignment
      // The last line follows lineAlignment (centred, by default) when every line holds one
      // item; in a grid, only when one item fits per line (k == 1): a lone item of a grid that
      // could hold more sits at the leading inset.
      var lastIsComplete = lines.allSatisfy { $0.cells.count == 1 }
      if lineAlignment == .justified, lastLineAlignment == .leading,
        let size = data.uniformSize(default: options.itemSize)
      {
        let pitch = size.value(along: lineAxis) + interitem
        let fitsOne = pitch > 0 ? (available + interitem) / pitch < 2 : available < 0
        lastIsComplete = fitsOne
      }
      for (number, line) in lines.enumerated() {
        let isLast = number == lines.count - 1
        // The grid path agrees with the general one otherwise: full lines are flush with both
        // insets (k items at the grid gap), a short last line starts at the leading inset.
        let alignment = !isLast || lastIsComplete ? lineAlignment : lastLineAlignment
        let start = line.cells[0].minimum(along: lineAxis)
        let last = line.cells[line.cells.count - 1]
        let end = last.minimum(along: lineAxis) + last.extent(along: lineAxis)
        let expected: [(Double, Double)] =
          switch alignment {
          case .leading: [(start, begin)]
          case .trailing: [(end, begin + available)]
          case .center: [((start + end) / 2, begin + available / 2)]
          case .justified where line.cells.count == 1: [((start + end) / 2, begin + available / 2)]
          case .justified: [(start, begin), (end, begin + available)]
          }
        if expected.contains(where: { abs($0.0 - $0.1) > 1e-6 }) {
          problems.append(
            "section \(section) line \(number) (\(alignment)) spans \(start)..<\(end)")
        }
        for (left, right) in zip(line.cells, line.cells.dropFirst())
        where right.minimum(along: lineAxis)
          - (left.minimum(along: lineAxis) + left.extent(along: lineAxis))
          < interitem - 1e-6
        {
          problems.append("section \(section): \(left) and \(right) closer than the spacing")
        }
      }
    }
    if abs(sectionStart - contentEnd) > 1e-9 {
      problems.append("sections end at \(sectionStart), content at \(contentEnd)")
    }
    return problems
  }

  /// The same case mirrored across the diagonal must give exactly the mirrored frames.
  static func mirrorViolations(_ layout: FlowLayout, _ flowCase: Case) throws -> [String] {
    let mirror = try Flow(
      options: transposed(flowCase.options),
      sectionOptions: flowCase.sectionOptions.mapValues(transposed)
    ).prepare(
      LayoutInput(
        sections: flowCase.sections.map(\.transposed), viewport: flowCase.viewport.transposed))
    var problems: [String] = []
    if mirror.contentSize != layout.contentSize.transposed {
      problems.append("mirrored content size")
    }
    let frames = layout.allElements().map { ($0.id, $0.frame.transposed) }
    let mirrored = mirror.allElements().map { ($0.id, $0.frame) }
    if frames.count != mirrored.count || !zip(frames, mirrored).allSatisfy({ $0 == $1 }) {
      problems.append("mirrored frames differ")
    }
    for section in 0..<layout.sectionCount
    where mirror.sectionFrame(section) != layout.sectionFrame(section)?.transposed {
      problems.append("mirrored section \(section) frame differs")
    }
    return problems
  }
}
