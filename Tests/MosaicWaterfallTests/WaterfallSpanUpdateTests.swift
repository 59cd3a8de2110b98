import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import Testing

@testable import MosaicWaterfall

/// Masonry sections (spans, a placement tolerance, sections cut into small pages) updated by
/// random edits that keep, add, remove and move spans: every update answers as a fresh prepare
/// of the new data (the kit's update rule).
@Suite struct WaterfallSpanUpdateTests {
  static let casesPerBatch = 12
  static let updatesPerCase = 12

  @Test(arguments: 0..<4)
  func randomSpanEditsEqualAFreshPrepare(batch: Int) throws {
    var updates = 0
    for offset in 0..<Self.casesPerBatch {
      let seed = 0x5BA0_0000 + UInt64(batch * Self.casesPerBatch + offset)
      var generator = SeededGenerator(seed: seed)
      var options = WaterfallOptions(columnCount: Int.random(in: 3...7, using: &generator))
      options.minimumInteritemSpacing = [0, 8, 10.5].randomElement(using: &generator) ?? 0
      if Bool.random(using: &generator) {
        options.placementTolerance = [0, 12, 40].randomElement(using: &generator)
      }
      var waterfall = Waterfall(options: options, sectionOptions: [:])
      if Bool.random(using: &generator) {
        waterfall.sectionOptions[1] = WaterfallSectionOptions(
          columnCount: Int.random(in: 3...9, using: &generator),
          placementTolerance: Bool.random(using: &generator) ? 25 : nil)
      }
      waterfall.pageLimit = Int.random(in: 8...90, using: &generator)
      let viewport = Viewport(
        width: [320.0, 430, 1024].randomElement(using: &generator) ?? 390, height: 700)
      var sections = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        Self.section(using: &generator)
      }
      var layout = try waterfall.prepare(LayoutInput(sections: sections, viewport: viewport))
      for step in 0..<Self.updatesPerCase {
        var edited = sections
        let index = Int.random(in: 0..<edited.count, using: &generator)
        Self.edit(&edited[index], using: &generator)
        let change = LayoutChange(from: sections, to: edited)
        let input = LayoutInput(sections: edited, viewport: viewport)
        let updated = try waterfall.update(layout, to: input, change: change)
        let fresh = try waterfall.prepare(input)
        let problems = UpdateAgreement.mismatches(updated, fresh, using: &generator)
        if !problems.isEmpty {
          Issue.record("seed \(seed) step \(step): \(problems.prefix(5).joined(separator: "; "))")
          return
        }
        sections = edited
        layout = updated
        updates += 1
      }
    }
    #expect(updates == Self.casesPerBatch * Self.updatesPerCase)
  }

  /// A section of per-item sizes with a few spans (up to 3 columns, every section has at least
  /// 3, or full).
  static func section(using generator: inout SeededGenerator) -> SectionData {
    let count = Int.random(in: 0...400, using: &generator)
    var sizes = SizeList((0..<count).map { _ in size(using: &generator) })
    for _ in 0..<(count / 15) {
      sizes.setSpan(span(using: &generator), at: Int.random(in: 0..<count, using: &generator))
    }
    return SectionData(itemCount: count, itemSizes: .perItem(sizes))
  }

  static func size(using generator: inout SeededGenerator) -> Size {
    Size(width: 100, height: Double(Int.random(in: 20...180, using: &generator)))
  }

  static func span(using generator: inout SeededGenerator) -> ItemSpan? {
    [nil, .columns(2), .columns(3), .full].randomElement(using: &generator) ?? nil
  }

  /// One random edit of `data`'s items: resize some (spans stay), set or clear spans, insert
  /// items (some spanned), delete a range, or move an item (its span goes with it).
  static func edit(_ data: inout SectionData, using generator: inout SeededGenerator) {
    guard case .perItem(var sizes) = data.itemSizes else { return }
    let count = sizes.count
    switch Int.random(in: 0..<5, using: &generator) {
    case 0 where count > 0:
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        sizes[Int.random(in: 0..<count, using: &generator)] = size(using: &generator)
      }
    case 1 where count > 0:
      sizes.setSpan(span(using: &generator), at: Int.random(in: 0..<count, using: &generator))
    case 2:
      let at = Int.random(in: 0...count, using: &generator)
      let added = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        (size(using: &generator), span(using: &generator))
      }
      var builder = SizeList.Builder()
      builder.append(0..<at, of: sizes)
      for (size, span) in added { builder.append(size, span: span) }
      builder.append(at..<count, of: sizes)
      sizes = builder.finish()
    case 3 where count > 0:
      let start = Int.random(in: 0..<count, using: &generator)
      sizes.removeSubrange(start..<min(count, start + Int.random(in: 1...5, using: &generator)))
    case 4 where count > 1:
      let from = Int.random(in: 0..<count, using: &generator)
      let to = Int.random(in: 0..<count - 1, using: &generator)
      let moved = sizes.list(from..<from + 1)
      sizes.removeSubrange(from..<from + 1)
      var builder = SizeList.Builder()
      builder.append(0..<to, of: sizes)
      builder.append(0..<1, of: moved)
      builder.append(to..<sizes.count, of: sizes)
      sizes = builder.finish()
    default:
      return
    }
    data.itemCount = sizes.count
    data.itemSizes = .perItem(sizes)
  }
}
