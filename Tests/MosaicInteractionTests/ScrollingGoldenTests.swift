import Mosaic
import MosaicTestSupport
import Testing

/// `scrollToItem` positions and the clamp, worked out by hand on a one-column list of twenty
/// 50-point items (content 1,000 long) in a 200-point viewport with insets 10 before and 20 after
/// along the scroll axis: the visible extent is 170, offsets run from −10 to 1,000 + 20 − 200 = 820.
@Suite("Scrolling: scrollToItem and the clamp")
struct ScrollingGoldenTests {
  static func layout(_ direction: ScrollDirection) throws -> (any PreparedLayout, Viewport) {
    var options = FlowOptions()
    options.scrollDirection = direction
    options.itemSize = Size(width: 100, height: 100)
    options.itemSize =
      direction == .vertical
      ? Size(width: 100, height: 50) : Size(width: 50, height: 100)
    options.minimumLineSpacing = 0
    options.minimumInteritemSpacing = 0
    var viewport =
      direction == .vertical ? Viewport(width: 100, height: 200) : Viewport(width: 200, height: 100)
    viewport.contentInset =
      direction == .vertical
      ? EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
      : EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
    // The cross-axis offset is left alone by every rule: a non-zero one shows it.
    viewport.contentOffset = direction == .vertical ? Point(x: 3, y: 0) : Point(x: 0, y: 3)
    let configuration = LayoutConfiguration(
      strategy: Flow(options: options),
      input: LayoutInput(sections: [SectionData(itemCount: 20)], viewport: viewport))
    return (try configuration.prepare(), viewport)
  }

  /// The offset along the scroll axis, and the cross-axis one.
  static func offset(
    _ item: Int, _ position: ScrollPosition, _ direction: ScrollDirection
  ) throws -> (along: Double, across: Double) {
    let (layout, viewport) = try layout(direction)
    let offset = try Scrolling.contentOffset(
      showing: IndexPath(section: 0, item: item), at: position, in: layout, viewport: viewport)
    return direction == .vertical ? (offset.y, offset.x) : (offset.x, offset.y)
  }

  @Test func verticalPositions() throws {
    #expect(try Self.offset(4, .top, .vertical) == (190, 3))
    #expect(try Self.offset(4, .centeredVertically, .vertical) == (130, 3))
    #expect(try Self.offset(4, .bottom, .vertical) == (70, 3))
    #expect(try Self.offset(19, .top, .vertical) == (820, 3))  // clamped at the end
    #expect(try Self.offset(19, .bottom, .vertical) == (820, 3))  // exactly the end
    #expect(try Self.offset(0, .bottom, .vertical) == (-10, 3))  // clamped at the start
    #expect(try Self.offset(0, .top, .vertical) == (-10, 3))
  }

  @Test func horizontalPositions() throws {
    #expect(try Self.offset(4, .left, .horizontal) == (190, 3))
    #expect(try Self.offset(4, .centeredHorizontally, .horizontal) == (130, 3))
    #expect(try Self.offset(4, .right, .horizontal) == (70, 3))
    #expect(try Self.offset(19, .left, .horizontal) == (820, 3))
    #expect(try Self.offset(0, .right, .horizontal) == (-10, 3))
  }

  @Test func positionOnTheOtherAxisIsAnError() throws {
    for (direction, position) in [
      (ScrollDirection.vertical, ScrollPosition.left), (.vertical, .centeredHorizontally),
      (.vertical, .right), (.horizontal, .top), (.horizontal, .centeredVertically),
      (.horizontal, .bottom),
    ] {
      let error = try #require(throws: LayoutError.self) {
        _ = try Self.offset(1, position, direction)
      }
      #expect(error.path == "position")
      #expect(error.message.contains("'\(position.rawValue)'"))
      #expect(error.message.contains("scrolls \(direction.rawValue)ly"))
    }
  }

  @Test func missingItemIsAnError() throws {
    let error = try #require(throws: LayoutError.self) {
      _ = try Self.offset(20, .top, .vertical)
    }
    #expect(error.description == "item: the layout has no item at [0, 20]")
  }

  @Test func contentShorterThanTheViewportClampsToTheStart() throws {
    let (_, viewport) = try Self.layout(.vertical)
    let short = Size(width: 100, height: 50)
    for y in [-100.0, -10, 0, 500] {
      let clamped = Scrolling.clamped(
        Point(x: 3, y: y), contentSize: short, viewport: viewport, direction: .vertical)
      #expect(clamped == Point(x: 3, y: -10))
    }
  }

  /// Anchoring by hand: the list scrolled to 190 shows items 4… (item 4's minY 200 at the visible
  /// rect's minY 200); two items inserted at the top move item 4 to 300, so the offset goes to 290.
  @Test func insertAboveMovesTheOffsetByTheAnchorsShift() throws {
    var options = FlowOptions()
    options.itemSize = Size(width: 100, height: 50)
    options.minimumLineSpacing = 0
    let names = (0..<20).map { "m\($0)" }
    let start = try Model(sections: [Model.Section(items: names)])
    var viewport = Viewport(width: 100, height: 200)
    viewport.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    viewport.contentOffset = Point(x: 0, y: 190)
    let configuration = LayoutConfiguration(
      strategy: Flow(options: options),
      input: LayoutInput(sections: start.sectionData, viewport: viewport))
    let old = try LiveLayout(configuration)
    func apply(_ batch: BatchUpdate<String>, policy: AnchoringPolicy = .firstVisibleCell) throws
      -> (Point, ScrollAnchor?)
    {
      let edit = try start.applying(batch)
      let (model, change, mapping) = (edit.model, edit.change, edit.mapping)
      var input = old.input
      input.sections = model.sectionData
      let new = try old.updated(to: input, change: change)
      return (
        Scrolling.contentOffset(
          from: old.layout, to: new.layout, viewport: viewport, mapping: mapping, policy: policy),
        Scrolling.anchor(in: old.layout, viewport: viewport, mapping: mapping)
      )
    }
    let insert = BatchUpdate<String>(insertItems: [(ip(0, 0), "a", nil), (ip(0, 1), "b", nil)])
    let (inserted, anchor) = try apply(insert)
    #expect(anchor == ScrollAnchor(oldIndexPath: ip(0, 4), newIndexPath: ip(0, 6), oldOrigin: 200))
    #expect(inserted == Point(x: 0, y: 290))
    // UIKit's behaviour keeps the offset.
    #expect(try apply(insert, policy: .none).0 == Point(x: 0, y: 190))
    // The anchor deleted: the next visible survivor (item 5 at 250, now at 200) anchors.
    let (deleted, next) = try apply(BatchUpdate(deleteItems: [ip(0, 4)]))
    #expect(next?.oldIndexPath == ip(0, 5) && next?.newIndexPath == ip(0, 4))
    #expect(deleted == Point(x: 0, y: 140))
    // Every visible cell deleted (items 4 to 7 show, 8 ends at the visible rect's end): only the
    // clamp, against the new content of 15 items (750 + 20 − 200 = 570).
    let visible = (4...8).map { ip(0, $0) }
    let (cleared, none) = try apply(BatchUpdate(deleteItems: visible))
    #expect(none == nil)
    #expect(cleared == Point(x: 0, y: 190))
    let (emptied, _) = try apply(BatchUpdate(deleteItems: (0..<20).map { ip(0, $0) }))
    #expect(emptied == Point(x: 0, y: -10))
  }
}
