import MosaicCore
import MosaicTestSupport
import Testing

@testable import MosaicHitTest

/// Random pages, random queries: a ``PagedLayout`` answers exactly as a linear scan over its own
/// `allElements()`, which lists every page's elements, placed, in global element order.
@Suite struct PagedLayoutPropertyTests {
  static let layoutsPerBatch = 50

  /// A layout of up to 6 random pages along one direction, with lengths that leave gaps, make
  /// pages overlap or meet exactly, fall off the pixel grid, and sometimes a far origin (10^9 pt
  /// on), so moved-back query coordinates are rounded; one page in six has an index that scans
  /// linearly, two in six are indexed by random lines of their cells; one layout in three places
  /// its elements on a pixel grid.
  static func randomLayout(using generator: inout SeededGenerator) -> (PagedLayout, Rect, Double) {
    let direction: ScrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
    let axis = direction.scrollAxis
    var pages: [LayoutPage] = []
    var unit = 1.0
    var bounds: Rect?
    var origin = 0.0
    for _ in 0..<Int.random(in: 0...6, using: &generator) {
      var random = RandomFrameStore(using: &generator)
      while random.scrollDirection != direction { random = RandomFrameStore(using: &generator) }
      unit = min(unit, random.unit)
      let natural = random.store.contentSize.value(along: axis)
      let length: Double
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5: length = natural
      case 5, 6: length = (Double.random(in: 0...natural + 1, using: &generator) * 4).rounded() / 4
      case 7: length = natural + Double(Int.random(in: 1...500, using: &generator))
      case 8: length = natural + Double.random(in: 0...3, using: &generator)
      default: length = 1e9 + 0.25
      }
      // Now and then an index degenerated to a linear scan: the blocks' fallback for a page
      // whose index holds no buckets.
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        let index = BucketIndex(
          store: random.store, axis: axis, requestedExtent: nil, elementLimit: 0, entryLimit: 0)
        pages.append(LayoutPage(store: random.store, index: index, length: length))
      case 1, 2:
        // Indexed by lines: random cuts of the cells, whatever their frames.
        let cells = random.store.cellCount
        let starts = (0..<cells).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
        pages.append(
          LayoutPage(
            store: random.store, axis: axis, length: length,
            lineStarts: ContiguousArray(starts.isEmpty ? [0] : starts)))
      default:
        pages.append(LayoutPage(store: random.store, axis: axis, length: length))
      }
      let placed =
        axis == .vertical
        ? Rect(
          x: random.bounds.minX, y: origin + random.bounds.minY, width: random.bounds.width,
          height: random.bounds.height)
        : Rect(
          x: origin + random.bounds.minX, y: random.bounds.minY, width: random.bounds.width,
          height: random.bounds.height)
      bounds = bounds.map { $0.union(placed) } ?? placed
      origin += length
    }
    // Blocks of one or two pages, in runs of one to three sections, in most layouts: pages are
    // found through two directories, and a section may straddle blocks.
    var builder =
      Bool.random(using: &generator)
      ? PagedLayoutBuilder()
      : PagedLayoutBuilder(
        pageLimit: Int.random(in: 1...2, using: &generator),
        sectionRun: Int.random(in: 1...3, using: &generator))
    for page in pages { builder.append(page) }
    let scale = [nil, nil, nil, nil, 1, 2, 3, 0.25, 16].randomElement(using: &generator) ?? nil
    let layout = PagedLayout(
      builder: &builder, crossExtent: 390, scrollDirection: direction,
      viewport: Viewport(width: 390, height: 844), pixelScale: scale)
    return (layout, bounds ?? Rect(x: 0, y: 0, width: 390, height: 844), unit)
  }

  @Test(arguments: 0..<8)
  func queriesEqualALinearScanOverAllElements(batch: Int) {
    var failures: [String] = []
    var queries = 0
    for offset in 0..<Self.layoutsPerBatch {
      let seed = 0x9A6E_0000 + UInt64(batch * Self.layoutsPerBatch + offset)
      var generator = SeededGenerator(seed: seed)
      let (layout, bounds, unit) = Self.randomLayout(using: &generator)
      let all = layout.allElements()
      let frames = all.map(\.frame)
      failures += Self.orderAndLookupMismatches(layout, all).map { "seed \(seed): \($0)" }
      for _ in 0..<60 {
        let point = RandomQueries.point(
          in: bounds, frames: frames, unit: unit, using: &generator)
        let expected = LinearScan.indexPathForItem(at: point, in: all)
        let actual = layout.indexPathForItem(at: point)
        if actual != expected {
          failures.append(
            "seed \(seed) point \(point): \(String(describing: actual)) ≠ \(String(describing: expected))"
          )
        }
        let rect = RandomQueries.rect(in: bounds, frames: frames, unit: unit, using: &generator)
        var reused = [LayoutAttributes(id: .header(section: 99), frame: .zero, zIndex: 7)]
        layout.elements(in: rect, viewport: layout.preparedViewport, into: &reused)
        let hits = Array(reused.dropFirst())
        if reused.first?.zIndex != 7 || hits != LinearScan.elements(in: rect, of: all) {
          failures.append(
            "seed \(seed) rect \(rect): \(hits.map(\.id)) ≠ \(LinearScan.elements(in: rect, of: all).map(\.id))"
          )
        }
        queries += 2
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    #expect(queries == Self.layoutsPerBatch * 120)
  }

  /// `allElements` lists cells section by section, then supplementary elements; every element is
  /// found again by `attributes(for:)` (decorations may repeat an identity: the first wins), and
  /// section frames are the pages' moved by their origins.
  static func orderAndLookupMismatches(_ layout: PagedLayout, _ all: [LayoutAttributes])
    -> [String]
  {
    var problems: [String] = []
    if !zip(all, placedFrames(layout)).allSatisfy({ sameFrame($0.frame, $1) }) {
      problems.append(
        "frames are not the pages' placed (scale \(String(describing: layout.pixelScale)))")
    }
    // Every element is held, but a page placed again in a block of places, held once.
    let held = layout.blocks.reduce(0) { $0 + $1.storedElementCount }
    let placedAgain = layout.blocks.contains { $0.repeatedPage != nil }
    if layout.materializedElementCount != held || (!placedAgain && held != all.count)
      || held > all.count
    {
      problems.append("\(all.count) elements, \(layout.materializedElementCount) materialised")
    }
    let cells = all.prefix { $0.id.category == .cell }
    if cells.count != layout.cellCount { problems.append("cells are not all first") }
    let paths = cells.map(\.id.indexPath)
    if paths != paths.sorted() { problems.append("cells out of order") }
    var seen = Set<ElementID>()
    for element in all where seen.insert(element.id).inserted {
      if !same(layout.attributes(for: element.id), element) {
        problems.append("attributes(for: \(element.id)) ≠ \(element)")
      }
    }
    for page in 0..<layout.pageCount {
      let store = layout.pages[page].store
      for local in 0..<store.sectionCount {
        let section = layout.firstSection(ofPage: page) + local
        let frame = store.sectionFrame(local) ?? .zero
        let origin = layout.origin(ofPage: page)
        let expected =
          layout.scrollDirection == .vertical
          ? Rect(x: frame.x, y: origin + frame.y, width: frame.width, height: frame.height)
          : Rect(x: origin + frame.x, y: frame.y, width: frame.width, height: frame.height)
        if layout.sectionFrame(section) != expected { problems.append("section frame \(section)") }
      }
    }
    if layout.sectionFrame(layout.sectionCount) != nil || layout.sectionFrame(-1) != nil {
      problems.append("a section frame out of range")
    }
    // Each section's cell frames read from its pages: the cells `allElements` lists, in order;
    // nothing out of range; no frame after `body` returns false.
    for section in -1...layout.sectionCount {
      var frames: [Rect] = []
      layout.forEachCellFrame(inSection: section) {
        frames.append($0)
        return true
      }
      let expected = cells.filter { $0.id.section == section }.map(\.frame)
      if frames.count != expected.count
        || zip(frames, expected).contains(where: { !sameFrame($0, $1) })
      {
        problems.append("forEachCellFrame(inSection: \(section)): \(frames) ≠ \(expected)")
      }
      var visited = 0
      layout.forEachCellFrame(inSection: section) { _ in
        visited += 1
        return false
      }
      if visited != min(1, expected.count) { problems.append("section \(section) went on") }
    }
    return problems
  }

  /// Every element's frame in `allElements` order (each page's cells, page by page, then each
  /// page's supplementary elements), worked out from the pages: the stored frame moved by the
  /// page's origin along the scroll axis, that minimum rounded to the layout's pixel grid.
  static func placedFrames(_ layout: PagedLayout) -> [Rect] {
    let axis = layout.scrollDirection.scrollAxis
    func placed(_ frame: Rect, page: Int) -> Rect {
      let moved = layout.origin(ofPage: page) + frame.minimum(along: axis)
      let along = layout.pixelScale.map { moved.roundedToPixel(scale: $0) } ?? moved
      return Rect(
        axis: axis, along: along, across: frame.minimum(along: axis.other),
        alongExtent: frame.extent(along: axis), acrossExtent: frame.extent(along: axis.other))
    }
    let pages = layout.pages
    let cells = pages.indices.flatMap { page in
      (0..<pages[page].store.cellCount).map { placed(pages[page].store.frame(at: $0), page: page) }
    }
    let supplementaries = pages.indices.flatMap { page in
      (pages[page].store.cellCount..<pages[page].store.count).map {
        placed(pages[page].store.frame(at: $0), page: page)
      }
    }
    return cells + supplementaries
  }

  /// Equal attributes, counting NaN coordinates (random stores have them) as equal.
  static func same(_ a: LayoutAttributes?, _ b: LayoutAttributes) -> Bool {
    guard let a else { return false }
    return a.id == b.id && a.zIndex == b.zIndex && sameFrame(a.frame, b.frame)
  }

  /// Equal frames, counting NaN coordinates as equal.
  static func sameFrame(_ a: Rect, _ b: Rect) -> Bool {
    func equal(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
    return equal(a.x, b.x) && equal(a.y, b.y) && equal(a.width, b.width)
      && equal(a.height, b.height)
  }
}
