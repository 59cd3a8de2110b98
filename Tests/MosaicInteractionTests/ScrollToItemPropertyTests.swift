import Mosaic
import MosaicTestSupport
import Testing

/// `scrollToItem` over estimated items, then any number of measurements of items before the target
/// that are not on screen: the target stays at the asked position, to the bit. Lists of one item
/// per line (flow, either direction, several sections with headers, content insets), so every item
/// before the target lies in an earlier line.
@Suite("Scroll to an item: properties")
struct ScrollToItemPropertyTests {
  @Test(arguments: [ScrollDirection.vertical, .horizontal])
  func measurementsAboveKeepTheTargetPut(direction: ScrollDirection) throws {
    var rng = SeededGenerator(seed: direction == .vertical ? 0x5C70 : 0x5C71)
    let axis = direction.scrollAxis
    var measured = 0
    for round in 0..<60 {
      var viewport = Viewport(width: 320, height: 480)
      viewport.contentInset = EdgeInsets(
        top: Double(Int.random(in: 0...40, using: &rng)),
        left: Double(Int.random(in: 0...30, using: &rng)),
        bottom: Double(Int.random(in: 0...40, using: &rng)),
        right: Double(Int.random(in: 0...30, using: &rng)))
      var options = FlowOptions()
      options.scrollDirection = direction
      // One item per line: the item spans the whole layout dimension.
      let across = viewport.layoutDimension(for: direction)
      options.estimatedItemSize =
        direction == .vertical ? Size(width: across, height: 44) : Size(width: 44, height: across)
      options.minimumLineSpacing = Double(Int.random(in: 0...8, using: &rng))
      options.headerReferenceSize = Size(width: 20, height: 20)
      let sections = (0..<3).map { section in
        Model.Section(items: (0..<40).map { "s\(section).\($0)" })
      }
      var model = try Model(
        sections: sections, estimatedItemSize: options.estimatedItemSize)
      let configuration = LayoutConfiguration(
        strategy: Flow(options: options),
        input: LayoutInput(sections: model.sectionData, viewport: viewport))
      var session = try ReorderSession(model: model, configuration: configuration)
      // A target far enough from both ends that no clamp is reached.
      let target = IndexPath(
        section: Int.random(in: 1...2, using: &rng), item: Int.random(in: 5..<30, using: &rng))
      let position: ScrollPosition = [
        direction == .vertical ? ScrollPosition.top : .left,
        direction == .vertical ? .centeredVertically : .centeredHorizontally,
        direction == .vertical ? .bottom : .right,
      ].randomElement(using: &rng)!
      try session.scroll(toItem: target, at: position)
      /// Where the target is on screen, as the position measures it.
      func placement() throws -> Double {
        let frame = try #require(session.layout.attributes(for: .cell(target))?.frame)
        let visible = session.viewport.visibleRect
        switch position {
        case .top, .left: return frame.minimum(along: axis) - visible.minimum(along: axis)
        case .bottom, .right:
          return frame.minimum(along: axis) + frame.extent(along: axis)
            - (visible.minimum(along: axis) + visible.extent(along: axis))
        default:
          return frame.minimum(along: axis) + frame.extent(along: axis) / 2
            - (visible.minimum(along: axis) + visible.extent(along: axis) / 2)
        }
      }
      #expect(try placement() == 0, "round \(round): the target is where it was asked")
      for _ in 0..<8 {
        // Items before the target that are not on screen.
        let visible = session.viewport.visibleRect
        var candidates: [IndexPath] = []
        for section in 0...target.section {
          for item in 0..<(section == target.section ? target.item : 40) {
            let path = IndexPath(section: section, item: item)
            let frame = try #require(session.layout.attributes(for: .cell(path))?.frame)
            if !frame.intersects(visible) { candidates.append(path) }
          }
        }
        let chosen = Set(
          (0..<Int.random(in: 1...10, using: &rng)).compactMap { _ in
            candidates.randomElement(using: &rng)
          })
        let sizes = chosen.map { path -> (indexPath: IndexPath, size: Size) in
          let length = Double(Int.random(in: 8...200, using: &rng))
          return (
            path,
            direction == .vertical
              ? Size(width: across, height: length) : Size(width: length, height: across)
          )
        }
        let resized = try model.resizing(sizes)
        try session.replaceModel(
          resized.model, change: resized.change, mapping: model.identityMapping,
          anchoring: .firstVisibleCell)
        model = resized.model
        measured += sizes.count
        #expect(try placement() == 0, "round \(round): the target moved on screen")
      }
    }
    #expect(measured > 1_000)
  }
}
