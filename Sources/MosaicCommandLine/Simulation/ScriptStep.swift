import MosaicCore

/// One step of a `mosaic simulate` script (the fixed contract in
/// Sources/Mosaic/Mosaic.docc/CommandLine.md).
enum ScriptStep: Decodable {
  /// A finger's lift, with the items that go with it (`alsoLifting`, maybe none).
  case dragBegin(Point, alsoLifting: [IndexPath])
  case dragMove(Point)
  case tick(Int)
  case dragEnd
  case dragCancel
  case scrollTo(Point)
  case tap(Point)
  case batch(ScriptBatch)
  /// Measured sizes, each `[S, I, {"width", "height"}]` at a current index path.
  case resize([ScriptSizedPath])
  /// Spans, each `[S, I, span]` at a current index path (`null` takes one away).
  case respan([ScriptSpannedPath])
  /// Scrolls so the item is at the position (UIKit's `scrollToItem(at:at:)`).
  case scrollToItem(IndexPath, ScrollPosition)
  case carouselNext
  case carouselTick(Double)
  case carouselDrag(Double)
  case carouselRelease(Double)
  /// A compositional layout's band section dragged sideways by `dx` (its offset grows by it).
  case bandDrag(section: Int, dx: Double)
  /// The band's drag released with a velocity (points per millisecond): it comes to rest by its
  /// orthogonal scrolling behaviour.
  case bandRelease(section: Int, velocity: Double)
  /// Edit mode, selection from code, tap edits, snapshots and snapping.
  case edit(EditStep)
  /// Keyboard reordering and auto-scroll options.
  case keyboard(KeyboardStep)

  /// The `op` names, as scripts spell them.
  enum Op: String, CaseIterable {
    case dragBegin, dragMove, tick, dragEnd, dragCancel, scrollTo, scrollToItem, tap, batch, resize
    case respan
    case carouselNext, carouselTick, carouselDrag, carouselRelease
    case bandDrag, bandRelease
    case editMode, touchDown, selectionMode, select, deselect, tapMove, tapDelete, applySnapshot
    case snap
    case pickUp, moveLifted, autoScroll
  }

  enum Keys: String, CodingKey, CaseIterable {
    case op, point, count, offset, seconds, dx, velocity, section
    case deleteSections, insertSections, deleteItems, insertItems, moveItems
    case reloadItems, reloadSections, moveSections
    case items, item, position, alsoLifting
  }

  /// The op's name.
  var op: String {
    switch self {
    case .dragBegin: "dragBegin"
    case .dragMove: "dragMove"
    case .tick: "tick"
    case .dragEnd: "dragEnd"
    case .dragCancel: "dragCancel"
    case .scrollTo: "scrollTo"
    case .scrollToItem: "scrollToItem"
    case .tap: "tap"
    case .batch: "batch"
    case .resize: "resize"
    case .respan: "respan"
    case .carouselNext: "carouselNext"
    case .carouselTick: "carouselTick"
    case .carouselDrag: "carouselDrag"
    case .carouselRelease: "carouselRelease"
    case .bandDrag: "bandDrag"
    case .bandRelease: "bandRelease"
    case .edit(let step): step.op
    case .keyboard(let step): step.op
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    guard let op: Op = try container.decodeChoiceIfPresent(.op) else {
      throw DecodingError.keyNotFound(
        Keys.op, .init(codingPath: decoder.codingPath, debugDescription: "is required"))
    }
    if let step = try EditStep(op: op, from: decoder) {
      self = .edit(step)
      return
    }
    if let step = try KeyboardStep(op: op, from: decoder) {
      self = .keyboard(step)
      return
    }
    let allowed: Set<Keys>
    switch op {
    case .dragBegin: allowed = [.op, .point, .alsoLifting]
    case .dragMove, .tap: allowed = [.op, .point]
    case .tick: allowed = [.op, .count]
    case .scrollTo: allowed = [.op, .offset]
    case .scrollToItem: allowed = [.op, .item, .position]
    case .carouselTick: allowed = [.op, .seconds]
    case .carouselDrag: allowed = [.op, .dx]
    case .carouselRelease: allowed = [.op, .velocity]
    case .bandDrag: allowed = [.op, .section, .dx]
    case .bandRelease: allowed = [.op, .section, .velocity]
    case .batch:
      allowed = [
        .op, .deleteSections, .insertSections, .deleteItems, .insertItems, .moveItems,
        .reloadItems, .reloadSections, .moveSections,
      ]
    case .resize, .respan: allowed = [.op, .items]
    case .dragEnd, .dragCancel, .carouselNext: allowed = [.op]
    default: allowed = [.op]  // EditStep's and KeyboardStep's ops, decoded above
    }
    try decoder.rejectKeys(notIn: allowed, op: op.rawValue)
    switch op {
    case .dragBegin:
      self = .dragBegin(
        try container.decode(Point.self, forKey: .point),
        alsoLifting: try container.decodeLifted(.alsoLifting))
    case .dragMove: self = .dragMove(try container.decode(Point.self, forKey: .point))
    case .tap: self = .tap(try container.decode(Point.self, forKey: .point))
    case .tick: self = .tick(try container.decodeInt(.count, in: 0...1_000_000, default: 1))
    case .dragEnd: self = .dragEnd
    case .dragCancel: self = .dragCancel
    case .scrollTo: self = .scrollTo(try container.decode(Point.self, forKey: .offset))
    case .scrollToItem:
      self = try container.decodeScrollToItem(item: .item, position: .position)
    case .batch: self = .batch(try ScriptBatch(from: decoder))
    case .resize:
      self = .resize(try ScriptSizedPath.sizedList(container, .items))
    case .respan: self = .respan(try container.decode([ScriptSpannedPath].self, forKey: .items))
    case .carouselNext: self = .carouselNext
    case .carouselTick: self = .carouselTick(try container.decodeNonNegative(.seconds, default: 0))
    case .carouselDrag: self = .carouselDrag(try container.decodeFinite(.dx))
    case .carouselRelease: self = .carouselRelease(try container.decodeFinite(.velocity))
    case .bandDrag:
      self = .bandDrag(
        section: try container.decodeInt(.section, in: 0...Int(Int32.max), default: 0),
        dx: try container.decodeFinite(.dx))
    case .bandRelease:
      self = .bandRelease(
        section: try container.decodeInt(.section, in: 0...Int(Int32.max), default: 0),
        velocity: try container.decodeFinite(.velocity))
    default:
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unexpected op '\(op.rawValue)'"))
    }
  }
}

/// A script's `batch` step: index paths as `[S, I]` pairs.
struct ScriptBatch: Decodable {
  var deleteSections: [Int] = []
  var insertSections: [Int] = []
  var deleteItems: [[Int]] = []
  /// `[S, I]`, or `[S, I, size]` for an item of a section whose items own their sizes.
  var insertItems: [ScriptSizedPath] = []
  var moveItems: [[[Int]]] = []
  var reloadItems: [[Int]] = []
  var reloadSections: [Int] = []
  /// `[from, to]` pairs.
  var moveSections: [[Int]] = []

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ScriptStep.Keys.self)
    deleteSections = try container.decode(.deleteSections, default: [Int]())
    insertSections = try container.decode(.insertSections, default: [Int]())
    deleteItems = try Self.paths(container, .deleteItems)
    insertItems = try container.decode(.insertItems, default: [ScriptSizedPath]())
    reloadItems = try Self.paths(container, .reloadItems)
    reloadSections = try container.decode(.reloadSections, default: [Int]())
    moveSections = try Self.paths(container, .moveSections, expected: "expected [S, T]")
    moveItems = try container.decode(.moveItems, default: [[[Int]]]())
    for (index, move) in moveItems.enumerated()
    where move.count != 2 || move.contains(where: { $0.count != 2 }) {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [ScriptStep.Keys.moveItems, Index(index)],
          debugDescription: "expected [[S, I], [S, I]]"))
    }
  }

  private static func paths(
    _ container: KeyedDecodingContainer<ScriptStep.Keys>, _ key: ScriptStep.Keys,
    expected: String = "expected [S, I]"
  )
    throws -> [[Int]]
  {
    let paths = try container.decode(key, default: [[Int]]())
    for (index, path) in paths.enumerated() where path.count != 2 {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [key, Index(index)],
          debugDescription: expected))
    }
    return paths
  }

  private struct Index: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ value: Int) { intValue = value }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
  }
}

/// `[step…]` or `{"steps": [step…], "anchoring": "firstVisibleCell" or "none"}`.
struct Script: Decodable {
  var steps: [ScriptStep]
  /// How an edit moves the content offset: the first visible cell stays (the default), or the
  /// offset stays (UIKit's own behaviour).
  var anchoring = AnchoringPolicy.firstVisibleCell

  private enum Keys: String, CodingKey, CaseIterable { case steps, anchoring }

  init(from decoder: any Decoder) throws {
    if let list = try? decoder.unkeyedContainer() {
      var list = list
      var steps: [ScriptStep] = []
      while !list.isAtEnd { steps.append(try list.decode(ScriptStep.self)) }
      self.steps = steps
      return
    }
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    steps = try container.decode([ScriptStep].self, forKey: .steps)
    anchoring = try container.decodeChoiceIfPresent(.anchoring) ?? .firstVisibleCell
  }
}
