import Mosaic
import MosaicCore
import MosaicInteraction
import Testing

/// Who owns a size when self-sizing estimates are on: a section given by its items alone owns its
/// items' sizes (they start at the estimate); a section with an `itemSize` stays fixed-size.
@Suite("Estimated sizes: who owns a size")
struct EstimateOwnershipTests {
  let estimate = Size(width: 100, height: 40)
  let measured = Size(width: 100, height: 80)
  let square = Size(width: 10, height: 10)
  let fixed = Size(width: 30, height: 30)
  let strategyDefault = Size(width: 50, height: 50)

  /// Section 0 is given by its items alone, section 1 has a fixed `itemSize`, section 2 carries
  /// per-item sizes.
  func model(estimated: Size?) throws -> Model {
    try Model(
      sections: [
        Model.Section(items: ["a", "b", "c"]),
        Model.Section(items: ["d", "e"], itemSize: fixed),
        Model.Section(items: ["f"], sizes: [square]),
      ], defaultItemSize: strategyDefault, estimatedItemSize: estimated)
  }

  @Test func aResizeTurnsAnEstimatedSectionIntoPerItemSizes() throws {
    let data = try model(estimated: estimate)
    #expect(data.estimatedItemSize == estimate)
    #expect(data.sections[0].itemSizes == nil)
    let resized = try data.resizing([(ip(0, 1), measured)]).model
    #expect(resized.sections[0].itemSizes == [estimate, measured, estimate])
    #expect(resized.sectionData[0].itemSizes == .perItem([estimate, measured, estimate]))
    // A second measurement changes only its own item.
    let again = try resized.resizing([(ip(0, 2), square)]).model
    #expect(again.sections[0].itemSizes == [estimate, measured, square])
  }

  @Test func aModelPairedWithAStrategyTakesItsSizes() throws {
    var options = FlowOptions()
    options.itemSize = strategyDefault
    options.estimatedItemSize = estimate
    let paired = try Model(
      sections: [.init(items: ["a", "b"])], pairedWith: Flow(options: options))
    #expect(paired.estimatedItemSize == estimate && paired.defaultItemSize == strategyDefault)
    try paired.checkEstimate(agreesWith: Flow(options: options))
    #expect(
      try paired.resizing([(ip(0, 1), measured)]).model.sections[0].itemSizes
        == [estimate, measured])
    // Estimates off in the strategy: off in the model, and a resize says why.
    options.estimatedItemSize = .zero
    let fixedModel = try Model(
      sections: [.init(items: ["a", "b"])], pairedWith: Flow(options: options))
    #expect(fixedModel.estimatedItemSize == nil)
    #expect(throws: LayoutError.self) { try fixedModel.resizing([(ip(0, 1), measured)]) }
  }

  @Test func withEstimatesOffASectionGivenByItsItemsIsFixedSize() throws {
    for estimated in [nil, Size.zero] {
      let data = try model(estimated: estimated)
      #expect(data.estimatedItemSize == nil)
      // The reason is the model's missing estimate, not an itemSize nobody set.
      let reason = "estimates are off (no estimatedItemSize), so its section sizes its items alike"
      #expect(
        throws: LayoutError(
          path: "resize.items[0]", message: "cannot resize item 1 in section 0: " + reason)
      ) { try data.resizing([(ip(0, 1), measured)]) }
      #expect(
        throws: LayoutError(
          path: "batch.insertItems[0]",
          message: "cannot insert item 0 into section 0 with a size: " + reason)
      ) { try data.applying(BatchUpdate(insertItems: [(ip(0, 0), "x", measured)])) }
    }
  }

  @Test func aSectionWithAnItemSizeStaysFixedWithEstimatesOn() throws {
    let data = try model(estimated: estimate)
    #expect(
      throws: LayoutError(
        path: "resize.items[0]",
        message: "cannot resize item 0 in section 1: its section has a fixed itemSize")
    ) { try data.resizing([(ip(1, 0), measured)]) }
    #expect(
      throws: LayoutError(
        path: "batch.insertItems[0]",
        message: "cannot insert item 0 into section 1 with a size: its section has a fixed itemSize"
      )
    ) { try data.applying(BatchUpdate(insertItems: [(ip(1, 0), "x", measured)])) }
    // A measured item moved in takes the section's size.
    let moved = try data.resizing([(ip(0, 0), measured)]).model.applying(
      BatchUpdate(moveItems: [(ip(0, 0), ip(1, 0))])
    ).model
    #expect(moved.sections[1].itemSizes == nil && moved.items[1] == ["a", "d", "e"])
  }

  @Test func unsizedInsertsGetTheEstimateAndSizedOnesKeepTheirSize() throws {
    let data = try model(estimated: estimate)
    // Unsized into the estimated section: nothing is stored per item yet.
    let unsized = try data.applying(BatchUpdate(insertItems: [(ip(0, 0), "x", nil)])).model
    #expect(unsized.items[0] == ["x", "a", "b", "c"])
    #expect(unsized.sections[0].itemSizes == nil)
    // Sized into the estimated section: the others are at the estimate.
    let sized = try data.applying(BatchUpdate(insertItems: [(ip(0, 1), "x", measured)])).model
    #expect(sized.sections[0].itemSizes == [estimate, measured, estimate, estimate])
    // Unsized into a section of per-item sizes: the estimate, not the strategy's default.
    let perItem = try data.applying(BatchUpdate(insertItems: [(ip(2, 1), "y", nil)])).model
    #expect(perItem.sections[2].itemSizes == [square, estimate])
    // An inserted section starts at the estimate and owns its sizes.
    let inserted = try data.applying(
      BatchUpdate(insertSections: [(3, Model.Section(items: []))])
    ).model
      .applying(BatchUpdate(insertItems: [(ip(3, 0), "z", measured), (ip(3, 1), "w", nil)])).model
    #expect(inserted.sections[3].itemSizes == [measured, estimate])
  }

  @Test func itemsCarryTheirCurrentSizesAcrossSections() throws {
    let data = try model(estimated: estimate)
    // An unmeasured item carries the estimate into a section of per-item sizes.
    let out = try data.applying(BatchUpdate(moveItems: [(ip(0, 0), ip(2, 0))])).model
    #expect(out.sections[2].itemSizes == [estimate, square])
    #expect(out.sections[0].itemSizes == nil)
    // A per-item size carries into an estimated section, which then stores sizes per item.
    let into = try data.applying(BatchUpdate(moveItems: [(ip(2, 0), ip(0, 3))])).model
    #expect(into.sections[0].itemSizes == [estimate, estimate, estimate, square])
    // A measured item keeps its size when it moves within its section.
    let within = try data.resizing([(ip(0, 0), measured)]).model.applying(
      BatchUpdate(moveItems: [(ip(0, 0), ip(0, 2))])
    ).model
    #expect(within.sections[0].itemSizes == [estimate, estimate, measured])
  }

  @Test func aReloadKeepsTheMeasuredSize() throws {
    let resized = try model(estimated: estimate).resizing([(ip(0, 1), measured)]).model
    let reloaded = try resized.applying(
      BatchUpdate(reloadItems: [ip(0, 1)], reloadSections: [0])
    ).model
    #expect(reloaded.sections[0].itemSizes == [estimate, measured, estimate])
    #expect(reloaded.items == resized.items)
  }

  @Test func aDragCarriesAMeasuredSizeIntoAnEstimatedSection() throws {
    let data = try model(estimated: estimate).resizing([(ip(2, 0), measured)]).model
    let proposed = try #require(data.proposedSectionData(moving: ip(2, 0), to: ip(0, 1)))
    #expect(proposed[0].itemSizes == .perItem([estimate, measured, estimate, estimate]))
    // An item at the estimate leaves the estimated section as it is.
    let unmeasured = try #require(
      try model(estimated: estimate).proposedSectionData(moving: ip(0, 0), to: ip(0, 2)))
    #expect(unmeasured[0].itemSizes == .uniform(nil))
    // The committed move agrees with the proposal.
    let moved = try data.applying(BatchUpdate(moveItems: [(ip(2, 0), ip(0, 1))])).model
    #expect(moved.sectionData == proposed)
  }

  @Test func aBadEstimateIsRefused() {
    #expect(
      throws: LayoutError(
        path: "layout.options.estimatedItemSize.height",
        message: "expected a finite number >= 0, got -1.0")
    ) { try Model(sections: [], estimatedItemSize: Size(width: 10, height: -1)) }
    #expect(
      throws: LayoutError(
        path: "layout.options.estimatedItemSize.width",
        message: "expected a finite number >= 0, got nan"
      )
    ) { try Model(sections: [], estimatedItemSize: Size(width: .nan, height: 1)) }
  }

  /// A session pairs a model with a layout only when they agree on estimates: the layout's alone
  /// would draw every item at the estimate, then refuse to resize it.
  @Test func aSessionRefusesAModelAndLayoutThatDisagreeOnEstimates() throws {
    let viewport = Viewport(width: 390, height: 844)
    let layout = Flow(options: FlowOptions(estimatedItemSize: estimate))
    #expect(
      throws: LayoutError(
        path: "layout.options.estimatedItemSize",
        message:
          "is (100, 40) but the model's estimatedItemSize is none: give both the same estimate")
    ) { try ReorderSession(model: model(estimated: nil), layout: layout, viewport: viewport) }
    #expect(
      throws: LayoutError(
        path: "layout.options.estimatedItemSize",
        message:
          "is none but the model's estimatedItemSize is (100, 40): give both the same estimate")
    ) {
      try ReorderSession(
        model: model(estimated: estimate), layout: Flow(options: FlowOptions()),
        viewport: viewport)
    }
    // Agreeing, the session measures an item at the estimate.
    var session = try ReorderSession(
      model: model(estimated: estimate), layout: layout, viewport: viewport)
    try session.replaceModel(session.model.resizing([(ip(0, 1), measured)]).model)
    #expect(session.model.sections[0].itemSizes == [estimate, measured, estimate])
  }
}
