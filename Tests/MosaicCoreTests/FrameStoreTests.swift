import MosaicCore
import Testing

@Suite("FrameStore")
struct FrameStoreTests {
  /// Sections of 2, 0 and 3 cells, headers on sections 0 and 2, a footer on 1, one decoration.
  func makeStore() -> FrameStore {
    var builder = FrameStoreBuilder(sectionCount: 3, cellCapacity: 5, supplementaryCapacity: 4)
    builder.setHeader(Rect(x: 0, y: 0, width: 100, height: 10))
    builder.appendCell(Rect(x: 0, y: 10, width: 50, height: 50))
    builder.appendCell(Rect(x: 50, y: 10, width: 50, height: 50))
    builder.endSection(frame: Rect(x: 0, y: 0, width: 100, height: 60))
    builder.setFooter(Rect(x: 0, y: 60, width: 100, height: 5))
    builder.endSection(frame: Rect(x: 0, y: 60, width: 100, height: 5))
    builder.setHeader(Rect(x: 0, y: 65, width: 100, height: 10))
    for item in 0..<3 {
      builder.appendCell(Rect(x: Double(item) * 30, y: 75, width: 30, height: 30))
    }
    builder.addSupplementary(
      ElementID(category: .decoration, kind: "shelf", section: 2, item: 0),
      frame: Rect(x: 0, y: 100, width: 100, height: 5), zIndex: -1)
    builder.endSection(frame: Rect(x: 0, y: 65, width: 100, height: 40))
    return builder.build(contentSize: Size(width: 100, height: 105))
  }

  @Test func cellsComeFirstThenSupplementaries() {
    let store = makeStore()
    #expect(store.count == 9)
    #expect(store.cellCount == 5)
    #expect((0..<5).allSatisfy(store.isCell))
    #expect(store.elementID(at: 5) == .header(section: 0))
    #expect(store.elementID(at: 6) == .footer(section: 1))
    #expect(store.elementID(at: 7) == .header(section: 2))
    #expect(
      store.elementID(at: 8) == ElementID(category: .decoration, kind: "shelf", section: 2, item: 0)
    )
    #expect(store.zIndex(at: 0) == 0)
    #expect(store.zIndex(at: 5) == 10)
    #expect(store.zIndex(at: 8) == -1)
  }

  @Test func indexPathsSkipEmptySections() {
    let store = makeStore()
    #expect(store.indexPath(ofCell: 0) == IndexPath(section: 0, item: 0))
    #expect(store.indexPath(ofCell: 1) == IndexPath(section: 0, item: 1))
    #expect(store.indexPath(ofCell: 2) == IndexPath(section: 2, item: 0))
    #expect(store.indexPath(ofCell: 4) == IndexPath(section: 2, item: 2))
    #expect(store.itemCount(inSection: 1) == 0)
    #expect(store.cellRange(ofSection: 2) == 2..<5)
  }

  @Test func lookupByIdentity() {
    let store = makeStore()
    #expect(store.index(of: .cell(section: 2, item: 1)) == 3)
    #expect(store.index(of: .cell(section: 1, item: 0)) == nil)
    #expect(store.index(of: .cell(section: 0, item: -1)) == nil)
    #expect(store.index(of: .cell(section: 7, item: 0)) == nil)
    #expect(store.index(of: .header(section: 2)) == 7)
    #expect(store.index(of: .header(section: 1)) == nil)
    #expect(store.index(of: .footer(section: 1)) == 6)
    #expect(
      store.index(of: ElementID(category: .decoration, kind: "shelf", section: 2, item: 0)) == 8)
    #expect(
      store.index(of: ElementID(category: .decoration, kind: "other", section: 2, item: 0)) == nil)
    #expect(store.frame(at: 3) == Rect(x: 30, y: 75, width: 30, height: 30))
    #expect(store.sectionFrame(1) == Rect(x: 0, y: 60, width: 100, height: 5))
    #expect(store.sectionFrame(3) == nil)
    #expect(store.headerIndex(ofSection: 0) == 5)
    #expect(store.footerIndex(ofSection: 0) == nil)
  }

  @Test func emptyStore() {
    var builder = FrameStoreBuilder(sectionCount: 0, cellCapacity: 0)
    let store = builder.build(contentSize: .zero)
    #expect(store.count == 0)
    #expect(store.sectionCount == 0)
    #expect(store.index(of: .cell(section: 0, item: 0)) == nil)
  }

  /// Bulk batches and single cells mixed: the first batch (which makes the arrays already
  /// written) writes fewer cells than it may, a single cell and a second batch follow, then a
  /// footer; every frame lands in order and the supplementary element after the cells.
  @Test func bulkBatchesAndSingleCellsKeepTheirOrder() {
    var builder = FrameStoreBuilder(sectionCount: 1, cellCapacity: 8, supplementaryCapacity: 1)
    builder.appendCells(upTo: 5) { cells in
      for item in 0..<2 { cells.append(Rect(x: Double(item), y: 0, width: 1, height: 1)) }
    }
    builder.appendCell(Rect(x: 2, y: 0, width: 1, height: 1))
    builder.appendCells(upTo: 4) { cells in
      for item in 3..<6 { cells.append(Rect(x: Double(item), y: 0, width: 1, height: 1)) }
    }
    builder.setFooter(Rect(x: 0, y: 1, width: 6, height: 1))
    builder.endSection(frame: Rect(x: 0, y: 0, width: 6, height: 2))
    let store = builder.build(contentSize: Size(width: 6, height: 2))
    #expect(store.cellCount == 6)
    #expect(store.count == 7)
    #expect((0..<6).map { store.frame(at: $0).x } == [0, 1, 2, 3, 4, 5])
    #expect(store.frame(at: 6) == Rect(x: 0, y: 1, width: 6, height: 1))
    #expect(store.footerIndex(ofSection: 0) == 6)
  }
}
