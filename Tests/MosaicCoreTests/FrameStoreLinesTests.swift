import MosaicCore
import Testing

/// A store kept in lines (``ElementLines``): cells centred in their lines, minimums along the
/// lines' axis worked out and never stored, frames given any other way kept exactly.
@Suite("FrameStore in lines")
struct FrameStoreLinesTests {
  /// Two lines written at offset 100 along `axis`: cells 10 and 6 thick from top 0 (the line
  /// 10 thick), one 4 thick from top 15; a header before them at 90.
  static func store(along axis: Axis) -> FrameStore {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 3, supplementaryCapacity: 1)
    builder.setHeader(Rect(axis: axis, along: 90, across: 0, alongExtent: 8, acrossExtent: 40))
    let widest = builder.appendLines(upTo: 3, lines: 2, along: axis, offset: 100) { lines in
      lines.append(across: 0, acrossExtent: 10, alongExtent: 10)
      lines.append(across: 20, acrossExtent: 12, alongExtent: 6)
      lines.endLine(top: 0)
      lines.append(across: 5, acrossExtent: 10, alongExtent: 4)
      lines.endLine(top: 15)
    }
    #expect(widest == 32)
    builder.endSection(
      frame: Rect(axis: axis, along: 90, across: 0, alongExtent: 30, acrossExtent: 40))
    return builder.build(contentSize: Size(axis: axis, along: 120, across: 40))
  }

  static let expected:
    [(along: Double, across: Double, alongExtent: Double, acrossExtent: Double)] =
      [(100, 0, 10, 10), (102, 20, 6, 12), (115, 5, 4, 10), (90, 0, 8, 40)]

  @Test(arguments: Axis.allCases)
  func cellsAreCentredInTheirLines(axis: Axis) {
    let store = Self.store(along: axis)
    #expect(store.lines?.cellRuns == 2)
    #expect(store.lines?.count == 3)
    #expect(store.count == 4)
    #expect(store.cellCount == 3)
    let frames = Self.expected.map {
      Rect(
        axis: axis, along: $0.along, across: $0.across, alongExtent: $0.alongExtent,
        acrossExtent: $0.acrossExtent)
    }
    #expect((0..<4).map(store.frame(at:)) == frames)
    #expect(store.headerIndex(ofSection: 0) == 3)
    #expect(store.cellRange(ofSection: 0) == 0..<3)
    // The column along the lines' axis is not kept; asked for, it is worked out.
    let storedAlong = store.withStoredColumns { minX, minY, _, _ in
      axis == .vertical ? minY.count : minX.count
    }
    #expect(storedAlong == 0)
    #expect(
      Array(axis == .vertical ? store.minY : store.minX) == frames.map { $0.minimum(along: axis) })
    let columns = store.withFrameColumns { minX, minY, width, height in
      (0..<4).map { Rect(x: minX[$0], y: minY[$0], width: width[$0], height: height[$0]) }
    }
    #expect(columns == frames)
  }

  /// Cells given as frames, before and after lines, one at a time or in bulk, are lines of their
  /// own and keep their frames exactly; cells written after the last line ended are not added.
  @Test func framesBesideLinesAreLinesOfTheirOwn() {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 8)
    let before = Rect(x: 1.25, y: 3.1, width: 7, height: 2.2)
    builder.appendCell(before)
    _ = builder.appendLines(upTo: 3, lines: 1, along: .vertical) { lines in
      lines.append(across: 0, acrossExtent: 4, alongExtent: 3)
      lines.endLine(top: 10)
      // Not ended: not added.
      lines.append(across: 9, acrossExtent: 4, alongExtent: 3)
    }
    let after = Rect(x: 2, y: 40.7, width: 3, height: 0.3)
    builder.appendCell(after)
    let bulk = Rect(x: 4, y: 50.1, width: 1, height: 9)
    builder.appendCells(upTo: 2) { $0.append(bulk) }
    builder.endSection(frame: Rect(x: 0, y: 0, width: 10, height: 60))
    let store = builder.build(contentSize: Size(width: 10, height: 60))
    #expect(store.cellCount == 4)
    #expect(store.lines?.cellRuns == 4)
    #expect(
      (0..<4).map(store.frame(at:)) == [
        before, Rect(x: 0, y: 10, width: 4, height: 3), after, bulk,
      ])
  }

  /// Moving cells moves the lines that hold them, and only those.
  @Test func movingCellsMovesTheirLines() {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 3)
    _ = builder.appendLines(upTo: 3, lines: 2, along: .horizontal) { lines in
      lines.append(across: 0, acrossExtent: 4, alongExtent: 2)
      lines.endLine(top: 0)
      lines.append(across: 0, acrossExtent: 4, alongExtent: 2)
      lines.append(across: 5, acrossExtent: 4, alongExtent: 1)
      lines.endLine(top: 3)
    }
    let reach = builder.moveCells(from: 1, along: .horizontal, by: 10)
    #expect(reach == 9)
    builder.endSection(frame: Rect(x: 0, y: 0, width: 15, height: 9))
    let store = builder.build(contentSize: Size(width: 15, height: 9))
    #expect(
      (0..<3).map(store.frame(at:)) == [
        Rect(x: 0, y: 0, width: 2, height: 4), Rect(x: 13, y: 0, width: 2, height: 4),
        Rect(x: 13.5, y: 5, width: 1, height: 4),
      ])
  }

  /// Lines written alike in one call (``LineWriter/appendLines(_:repeating:acrossExtent:alongExtent:top:)``)
  /// make the store, reach included, that writing their cells one by one makes, after a line
  /// of other cells or as the store's first (whose cells are then kept once), and before one
  /// more line and a footer: every frame, column and copy of its lines is the same.
  @Test(arguments: Axis.allCases, [false, true])
  func linesWrittenAlikeAreTheLinesWrittenCellByCell(axis: Axis, first: Bool) {
    let origins: [Double] = [12.5, 3, 30]
    let tops: [Double] = [20, 31.5, 43, 54.5, 66, 77.5]
    func store(inOneCall: Bool) -> (FrameStore, Double) {
      var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 24, supplementaryCapacity: 1)
      builder.setHeader(Rect(axis: axis, along: 0, across: 0, alongExtent: 5, acrossExtent: 60))
      let reach = builder.appendLines(upTo: 24, lines: 10, along: axis, offset: 7) { lines in
        if !first {
          lines.append(across: 1, acrossExtent: 50, alongExtent: 9)
          lines.endLine(top: 0)
        }
        if inOneCall {
          origins.withUnsafeBufferPointer { origins in
            lines.appendLines(6, repeating: origins, acrossExtent: 8, alongExtent: 6.5) {
              tops[$0]
            }
          }
        } else {
          for top in tops {
            for origin in origins {
              lines.append(across: origin, acrossExtent: 8, alongExtent: 6.5)
            }
            lines.endLine(top: top)
          }
        }
        lines.append(across: 2, acrossExtent: 4, alongExtent: 3)
        lines.endLine(top: 90)
      }
      builder.setFooter(Rect(axis: axis, along: 100, across: 0, alongExtent: 5, acrossExtent: 60))
      builder.endSection(
        frame: Rect(axis: axis, along: 0, across: 0, alongExtent: 105, acrossExtent: 60))
      return (builder.build(contentSize: Size(axis: axis, along: 105, across: 60)), reach)
    }
    let (alike, alikeReach) = store(inOneCall: true)
    let (oneByOne, oneByOneReach) = store(inOneCall: false)
    let cells = first ? 19 : 20
    #expect(alike.cellCount == cells)
    #expect(alike.count == cells + 2)
    #expect(alike.lines?.cellRuns == (first ? 7 : 8))
    // Only a store's first lines keep their cells once.
    #expect(alike.lines?.omittedCells == (first ? 15 : 0))
    #expect(alike.byteCount < oneByOne.byteCount || !first)
    #expect(alikeReach == oneByOneReach)
    #expect(alikeReach == (first ? 38 : 51))
    let elements = 0..<alike.count
    #expect(elements.map(alike.frame(at:)) == elements.map(oneByOne.frame(at:)))
    #expect(alike.lines?.starts == oneByOne.lines?.starts)
    #expect(alike.lines?.spans == oneByOne.lines?.spans)
    #expect(
      [alike.minX, alike.minY, alike.width, alike.height]
        == [oneByOne.minX, oneByOne.minY, oneByOne.width, oneByOne.height])
    func columns(_ store: FrameStore) -> [Rect] {
      store.withFrameColumns { minX, minY, width, height in
        elements.map { Rect(x: minX[$0], y: minY[$0], width: width[$0], height: height[$0]) }
      }
    }
    #expect(columns(alike) == columns(oneByOne))
    #expect(
      alike.frame(at: cells - 2)
        == Rect(axis: axis, along: tops[5] + 7, across: 30, alongExtent: 6.5, acrossExtent: 8))
    // Copied line by line into another store, from any line: the same cells.
    let runs = alike.lines?.cellRuns ?? 0
    for from in 0..<runs {
      var copy = FrameStoreBuilder(sectionCount: 1, cellCapacity: cells)
      let reach = copy.appendLines(copying: from..<runs, of: alike, tops: nil)
      copy.endSection(frame: Rect(x: 0, y: 0, width: 60, height: 70))
      let copied = copy.build(contentSize: Size(width: 60, height: 70))
      let first = Int(alike.lines?.starts[from] ?? 0)
      #expect((0..<copied.count).map(copied.frame(at:)) == (first..<cells).map(alike.frame(at:)))
      #expect(
        reach
          == (first..<cells).map {
            alike.frame(at: $0).minimum(along: axis.other)
              + alike.frame(at: $0).extent(along: axis.other)
          }.max())
    }
  }
}
