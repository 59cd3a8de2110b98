import MosaicCore
import MosaicInteraction
import Testing

/// Measured sizes (`CollectionModel.resizing`) and sized inserts: who owns an item's size.
@Suite("Measured sizes and sized inserts")
struct ResizeTests {
  let square = Size(width: 10, height: 10)
  let wide = Size(width: 90, height: 20)

  /// Section 0 owns its sizes; section 1 is fixed at 30×30.
  func mixed() throws -> Model {
    try Model(
      sections: [
        Model.Section(items: ["a", "b"], sizes: [square, square]),
        Model.Section(items: ["c", "d"], itemSize: Size(width: 30, height: 30)),
      ], defaultItemSize: Size(width: 50, height: 50))
  }

  @Test func resizeChangesOnlyTheItemAddressed() throws {
    let resized = try mixed().resizing([(ip(0, 1), wide)]).model
    #expect(resized.sections[0].itemSizes == [square, wide])
    #expect(resized.sections[1] == (try mixed()).sections[1])
  }

  @Test func aFixedSizeSectionRefusesAResizeAndNothingChanges() throws {
    var data = try mixed()
    // The first entry is valid: the whole update is still refused.
    #expect(
      throws: LayoutError(
        path: "resize.items[1]",
        message: "cannot resize item 0 in section 1: its section has a fixed itemSize")
    ) { try data.resize([(ip(0, 0), wide), (ip(1, 0), wide)]) }
    #expect(data.sections == (try mixed()).sections)
  }

  @Test func outOfRangeAndBadSizesNameTheirField() throws {
    let data = try mixed()
    #expect(
      throws: LayoutError(
        path: "resize.items[0]",
        message: "attempt to resize item 2 in section 0 which only contains 2 items")
    ) { try data.resizing([(ip(0, 2), wide)]) }
    #expect(
      throws: LayoutError(
        path: "resize.items[0]",
        message: "attempt to resize item 0 in section 5, but there are only 2 sections")
    ) { try data.resizing([(ip(5, 0), wide)]) }
    #expect(
      throws: LayoutError(
        path: "resize.items[0].size.height", message: "expected a finite number >= 0, got -1.0")
    ) { try data.resizing([(ip(0, 0), Size(width: 1, height: -1))]) }
    #expect(
      throws: LayoutError(
        path: "resize.items[0].size.width", message: "expected a finite number >= 0, got nan")
    ) { try data.resizing([(ip(0, 0), Size(width: .nan, height: 1))]) }
    #expect(
      throws: LayoutError(
        path: "resize.items[0].size.width",
        message: "expected at most 1e15, the longest length a layout takes, got 1e+308")
    ) { try data.resizing([(ip(0, 0), Size(width: 1e308, height: 1))]) }
  }

  @Test func aMovedItemCarriesItsMeasuredSizeIntoAnOwnSizeSection() throws {
    var data = try Model(
      sections: [
        Model.Section(items: ["a", "b"], sizes: [square, square]),
        Model.Section(items: ["c"], sizes: [square]),
      ])
    try data.resize([(ip(0, 1), wide)])
    try data.performBatchUpdates(BatchUpdate(moveItems: [(ip(0, 1), ip(1, 0))]))
    #expect(data.items == [["a"], ["b", "c"]])
    #expect(data.sections[1].itemSizes == [wide, square])
  }

  @Test func anItemMovedIntoAFixedSizeSectionTakesItsSize() throws {
    var data = try mixed()
    try data.resize([(ip(0, 0), wide)])
    try data.performBatchUpdates(BatchUpdate(moveItems: [(ip(0, 0), ip(1, 0))]))
    #expect(data.items == [["b"], ["a", "c", "d"]])
    #expect(data.sections[1].itemSizes == nil)
    #expect(data.sections[1].itemSize == Size(width: 30, height: 30))
  }

  @Test func sizedInsertsGoOnlyIntoOwnSizeSections() throws {
    var data = try mixed()
    try data.performBatchUpdates(
      BatchUpdate(insertItems: [(ip(0, 0), "x", wide), (ip(0, 1), "y", nil)]))
    // Unsized: the section has no fixed size, so the strategy's default.
    #expect(data.sections[0].itemSizes == [wide, Size(width: 50, height: 50), square, square])
    #expect(
      throws: LayoutError(
        path: "batch.insertItems[0]",
        message:
          "cannot insert item 0 into section 1 with a size: its section has a fixed itemSize")
    ) { try data.applying(BatchUpdate(insertItems: [(ip(1, 0), "z", wide)])) }
    #expect(
      throws: LayoutError(
        path: "batch.insertItems[0].size.width", message: "expected a finite number >= 0, got -2.0"
      )
    ) { try data.applying(BatchUpdate(insertItems: [(ip(0, 0), "z", Size(width: -2, height: 1))])) }
    // An unsized insert into a fixed-size section takes its size; the section stays fixed.
    try data.performBatchUpdates(BatchUpdate(insertItems: [(ip(1, 0), "z", nil)]))
    #expect(data.sections[1].itemSizes == nil && data.items[1] == ["z", "c", "d"])
  }
}
