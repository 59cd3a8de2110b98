import MosaicCore
import MosaicInteraction

/// A `mosaic simulate` step of edit mode, selection from code, tap edits, snapshots and snapping
/// (the guide's command-line article, Sources/Mosaic/Mosaic.docc/CommandLine.md, lists them).
enum EditStep {
  /// `editMode`: enters or leaves edit mode, and sets the drag's options given.
  case editMode(EditModeSettings)
  /// `touchDown`: a finger down, which begins a drag in edit mode.
  case touchDown(Point)
  /// `selectionMode`: `allowsSelection` and `allowsMultipleSelection`, each when given.
  case selectionMode(allowsSelection: Bool?, allowsMultipleSelection: Bool?)
  /// `select`, from code.
  case select(IndexPath)
  /// `deselect`, from code.
  case deselect(IndexPath)
  /// `tapMove`: an item to another section, at an index or at its end.
  case tapMove(IndexPath, toSection: Int, index: Int?)
  /// `tapDelete`.
  case tapDelete(IndexPath)
  /// `applySnapshot`: the sections, each an identifier and its item names, and the items to
  /// reload.
  case applySnapshot([(id: String, items: [String])], reload: [String])
  /// `snap`: where a scroll released with a velocity at a proposed offset comes to rest.
  case snap(proposed: Point, velocity: Point, snapping: ScrollSnapping)

  /// What an `editMode` step sets.
  struct EditModeSettings {
    var editing = true
    var jiggleAngle: Double?
    var jigglePeriod: Int?
    var targetRule: ReorderTargetRule?
    var keepsGrabOffset: Bool?
  }

  enum Keys: String, CodingKey, CaseIterable {
    case op, editing, jiggleAngle, jigglePeriod, targetRule, keepsGrabOffset, point
    case allowsSelection, allowsMultipleSelection, item, toSection, index, sections, reloadItems
    case proposed, velocity, snapping
  }

  private enum SectionKeys: String, CodingKey, CaseIterable { case id, items }

  /// The op's name.
  var op: String {
    switch self {
    case .editMode: "editMode"
    case .touchDown: "touchDown"
    case .selectionMode: "selectionMode"
    case .select: "select"
    case .deselect: "deselect"
    case .tapMove: "tapMove"
    case .tapDelete: "tapDelete"
    case .applySnapshot: "applySnapshot"
    case .snap: "snap"
    }
  }

  /// Decodes the step of `op`, or returns `nil` when `op` is not one of these.
  init?(op: ScriptStep.Op, from decoder: any Decoder) throws {
    let allowed: [Keys]
    switch op {
    case .editMode:
      allowed = [.editing, .jiggleAngle, .jigglePeriod, .targetRule, .keepsGrabOffset]
    case .touchDown: allowed = [.point]
    case .selectionMode: allowed = [.allowsSelection, .allowsMultipleSelection]
    case .select, .deselect, .tapDelete: allowed = [.item]
    case .tapMove: allowed = [.item, .toSection, .index]
    case .applySnapshot: allowed = [.sections, .reloadItems]
    case .snap: allowed = [.proposed, .velocity, .snapping]
    default: return nil
    }
    try decoder.rejectKeys(notIn: [.op] + allowed, op: op.rawValue)
    let container = try decoder.container(keyedBy: Keys.self)
    switch op {
    case .editMode:
      var settings = EditModeSettings()
      settings.editing = try container.decode(.editing, default: true)
      if container.contains(.jiggleAngle) {
        let angle = try container.decode(Double.self, forKey: .jiggleAngle)
        guard angle.isFinite, abs(angle) <= .pi else {
          throw DecodingError.dataCorruptedError(
            forKey: .jiggleAngle, in: container,
            debugDescription: "expected an angle in radians within -pi...pi, got \(angle)")
        }
        settings.jiggleAngle = angle
      }
      if container.contains(.jigglePeriod) {
        settings.jigglePeriod = try container.decodeInt(
          .jigglePeriod, in: 1...1_000_000, default: 6)
      }
      settings.targetRule = try container.decodeChoiceIfPresent(.targetRule)
      settings.keepsGrabOffset = try container.decodeStrictlyIfPresent(
        Bool.self, forKey: .keepsGrabOffset)
      self = .editMode(settings)
    case .touchDown: self = .touchDown(try container.decode(Point.self, forKey: .point))
    case .selectionMode:
      self = .selectionMode(
        allowsSelection: try container.decodeStrictlyIfPresent(Bool.self, forKey: .allowsSelection),
        allowsMultipleSelection: try container.decodeStrictlyIfPresent(
          Bool.self, forKey: .allowsMultipleSelection))
    case .select: self = .select(try Self.path(container, .item))
    case .deselect: self = .deselect(try Self.path(container, .item))
    case .tapDelete: self = .tapDelete(try Self.path(container, .item))
    case .tapMove:
      self = .tapMove(
        try Self.path(container, .item),
        toSection: try container.decode(Int.self, forKey: .toSection),
        index: try container.decodeStrictlyIfPresent(Int.self, forKey: .index))
    case .applySnapshot:
      var list = try container.nestedUnkeyedContainer(forKey: .sections)
      var sections: [(id: String, items: [String])] = []
      while !list.isAtEnd {
        let section = try list.superDecoder()
        try section.rejectUnknownKeys(SectionKeys.self)
        let fields = try section.container(keyedBy: SectionKeys.self)
        sections.append(
          (
            try fields.decode(String.self, forKey: .id),
            try fields.decode(.items, default: [String]())
          ))
      }
      self = .applySnapshot(
        sections, reload: try container.decode(.reloadItems, default: [String]()))
    default:
      self = .snap(
        proposed: try container.decode(Point.self, forKey: .proposed),
        velocity: try container.decode(.velocity, default: Point.zero),
        snapping: try container.decodeChoiceIfPresent(.snapping) ?? .items)
    }
  }

  /// `[S, I]` at `key`.
  private static func path(_ container: KeyedDecodingContainer<Keys>, _ key: Keys) throws
    -> IndexPath
  {
    let pair = try container.decodeIntegers(key)
    guard pair.count == 2 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "expected [S, I]")
    }
    return IndexPath(section: pair[0], item: pair[1])
  }
}
