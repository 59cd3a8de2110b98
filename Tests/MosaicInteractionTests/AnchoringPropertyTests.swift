import Mosaic
import MosaicTestSupport
import Testing

/// On random layouts with estimates (flow and waterfall, both directions, content insets) and
/// random scripts of batches, measured sizes and scrolls, the anchor of every update stays where
/// it was on screen unless the offset was clamped. The anchor and the offset are worked out here
/// from the items' names and a scan of every cell, not from the mapping or a rect query.
@Suite("Scroll anchoring: properties")
struct AnchoringPropertyTests {
  /// A random configuration with estimates on: flow or waterfall, either direction, insets.
  static func configuration(_ rng: inout SeededGenerator) -> LayoutConfiguration {
    let direction: ScrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
    var viewport = Viewport(width: 320, height: 480)
    viewport.contentInset = EdgeInsets(
      top: Double(Int.random(in: 0...30, using: &rng)),
      left: Double(Int.random(in: 0...20, using: &rng)),
      bottom: Double(Int.random(in: 0...40, using: &rng)),
      right: Double(Int.random(in: 0...20, using: &rng)))
    let input = LayoutInput(sections: [], viewport: viewport)
    if Bool.random(using: &rng) {
      var options = WaterfallOptions()
      options.scrollDirection = direction
      options.columnCount = Int.random(in: 1...3, using: &rng)
      options.estimatedItemSize = Size(width: 100, height: 60)
      options.headerHeight = Double([0, 24].randomElement(using: &rng)!)
      return LayoutConfiguration(strategy: Waterfall(options: options), input: input)
    }
    var options = FlowOptions()
    options.scrollDirection = direction
    options.estimatedItemSize = Size(
      width: Double([90, 140, 300].randomElement(using: &rng)!), height: 44)
    options.minimumLineSpacing = Double(Int.random(in: 0...10, using: &rng))
    options.headerReferenceSize = Size(width: 24, height: [0, 24].randomElement(using: &rng)!)
    return LayoutConfiguration(strategy: Flow(options: options), input: input)
  }

  /// What the test expects of an update: the anchor's name and its old place on screen, found by
  /// scanning every cell; `nil` when no visible cell survives.
  static func expectedAnchor(
    _ layout: any PreparedLayout, viewport: Viewport, model: Model, survivors: Set<String>
  ) -> (name: String, screen: Double)? {
    let axis = layout.scrollDirection.scrollAxis
    let visible = viewport.visibleRect
    var best: (origin: Double, path: IndexPath, name: String)?
    var cells: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &cells)
    for cell in cells
    where cell.id.category == .cell && cell.frame.intersects(visible) {
      guard let name = model.item(at: cell.id.indexPath), survivors.contains(name) else { continue }
      let candidate = (cell.frame.minimum(along: axis), cell.id.indexPath, name)
      if let current = best, (current.origin, current.path) <= (candidate.0, candidate.1) {
        continue
      }
      best = candidate
    }
    return best.map { ($0.name, $0.origin - viewport.contentOffset.value(along: axis)) }
  }

  /// A random valid step: a batch (inserts with and without sizes, deletes, moves), measured
  /// sizes of random items, or a scroll.
  static func step(_ model: Model, round: Int, _ rng: inout SeededGenerator) -> Step {
    let count = model.itemCount(inSection: 0)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      let paths = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
        IndexPath(section: 0, item: Int.random(in: 0..<max(1, count), using: &rng))
      }
      return .resize(
        count == 0
          ? []
          : Array(Set(paths)).map { path in
            (
              path,
              Size(
                width: Double(Int.random(in: 20...300, using: &rng)),
                height: Double(Int.random(in: 10...160, using: &rng)))
            )
          })
    case 1:
      return .scroll(Double(Int.random(in: -50...4_000, using: &rng)))
    default:
      var batch = BatchUpdate<String>()
      var deleted = Set<Int>()
      for _ in 0..<Int.random(in: 0...3, using: &rng) where count > 0 {
        deleted.insert(Int.random(in: 0..<count, using: &rng))
      }
      batch.deleteItems = deleted.map { IndexPath(section: 0, item: $0) }
      let inserts = Int.random(in: 0...4, using: &rng)
      let newCount = count - deleted.count + inserts
      var slots = Array(0..<newCount).shuffled(using: &rng).prefix(inserts).makeIterator()
      for index in 0..<inserts {
        guard let slot = slots.next() else { break }
        let size: Size? =
          Bool.random(using: &rng)
          ? Size(width: 100, height: Double(Int.random(in: 10...120, using: &rng))) : nil
        batch.insertItems.append(
          (IndexPath(section: 0, item: slot), "r\(round).\(index)", size))
      }
      return .batch(batch)
    }
  }

  enum Step {
    case batch(BatchUpdate<String>)
    case resize([(IndexPath, Size)])
    case scroll(Double)
  }

  @Test(arguments: 0..<4)
  func theAnchorStaysOnScreenUnlessClamped(part: Int) throws {
    var rng = SeededGenerator(seed: 0xA9C0_0000 + UInt64(part))
    var anchored = 0
    var clamped = 0
    for round in 0..<40 {
      var configuration = Self.configuration(&rng)
      let names = (0..<Int.random(in: 20...120, using: &rng)).map { "m\(round).\($0)" }
      var model = try Model(
        sections: [Model.Section(items: names)],
        defaultItemSize: configuration.strategy.defaultItemSize,
        estimatedItemSize: configuration.strategy.estimatedItemSize)
      configuration.input.sections = model.sectionData
      var session = try ReorderSession(model: model, configuration: configuration)
      let axis = session.layout.scrollDirection.scrollAxis
      for index in 0..<25 {
        let step = Self.step(model, round: round * 100 + index, &rng)
        let oldLayout = session.layout
        let oldViewport = session.viewport
        let update: (model: Model, change: LayoutChange, mapping: ItemMapping)
        switch step {
        case .scroll(let value):
          var offset = oldViewport.contentOffset
          if axis == .vertical { offset.y = value } else { offset.x = value }
          session.scroll(toContentOffset: offset)
          continue
        case .resize(let items):
          let resized = try model.resizing(items)
          update = (resized.model, resized.change, resized.mapping)
        case .batch(let batch):
          let edit = try model.applying(batch)
          update = (edit.model, edit.change, edit.mapping)
        }
        let survivors = Set(update.model.items[0])
        let anchor = Self.expectedAnchor(
          oldLayout, viewport: oldViewport, model: model, survivors: survivors)
        try session.replaceModel(
          update.model, change: update.change, mapping: update.mapping,
          anchoring: .firstVisibleCell)
        model = update.model
        let layout = session.layout
        // The offset the rule gives, worked out here.
        var wanted = oldViewport.contentOffset.value(along: axis)
        if let anchor, let path = model.indexPath(of: anchor.name),
          let frame = layout.attributes(for: .cell(path), viewport: oldViewport)?.frame
        {
          wanted = frame.minimum(along: axis) - anchor.screen
        }
        let inset = oldViewport.contentInset
        let low = -inset.leading(along: axis)
        let high = max(
          low,
          layout.contentSize.value(along: axis) + inset.trailing(along: axis)
            - oldViewport.size.value(along: axis))
        let expected = min(max(wanted, low), high)
        let offset = session.viewport.contentOffset
        #expect(offset.value(along: axis) == expected, "round \(round) step \(index)")
        #expect(
          offset.value(along: axis.other) == oldViewport.contentOffset.value(along: axis.other))
        if let anchor, expected == wanted {
          anchored += 1
          let path = try #require(model.indexPath(of: anchor.name))
          let frame = try #require(layout.attributes(for: .cell(path))?.frame)
          #expect(frame.minimum(along: axis) - offset.value(along: axis) == anchor.screen)
        } else if anchor != nil {
          clamped += 1
        }
      }
    }
    #expect(anchored > 200, "\(anchored) anchored updates, \(clamped) clamped")
  }
}
