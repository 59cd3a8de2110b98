import MosaicCore
import MosaicInteraction

/// A `mosaic simulate` step of keyboard reordering and auto-scroll tuning (the guide's
/// command-line article, Sources/Mosaic/Mosaic.docc/CommandLine.md, lists them).
enum KeyboardStep {
  /// `pickUp`: lifts the item at `[S, I]` for moving by keyboard.
  case pickUp(IndexPath)
  /// `moveLifted`: one step of the lifted item in a direction.
  case moveLifted(FocusDirection)
  /// `autoScroll`: the edge auto-scroll options given; the others keep their values.
  case autoScroll(edgeInset: Double?, maximumSpeed: Double?, curve: AutoScrollCurve?)

  enum Keys: String, CodingKey, CaseIterable {
    case op, item, direction, edgeInset, maximumSpeed, curve
  }

  /// The op's name.
  var op: String {
    switch self {
    case .pickUp: "pickUp"
    case .moveLifted: "moveLifted"
    case .autoScroll: "autoScroll"
    }
  }

  /// The largest `edgeInset` and `maximumSpeed` a script may give: far beyond any screen.
  static let maximumSetting = 1e9

  /// Decodes the step of `op`, or returns `nil` when `op` is not one of these.
  init?(op: ScriptStep.Op, from decoder: any Decoder) throws {
    let allowed: [Keys]
    switch op {
    case .pickUp: allowed = [.item]
    case .moveLifted: allowed = [.direction]
    case .autoScroll: allowed = [.edgeInset, .maximumSpeed, .curve]
    default: return nil
    }
    try decoder.rejectKeys(notIn: [.op] + allowed, op: op.rawValue)
    let container = try decoder.container(keyedBy: Keys.self)
    switch op {
    case .pickUp:
      let pair = try container.decodeIntegers(.item)
      guard pair.count == 2 else {
        throw DecodingError.dataCorruptedError(
          forKey: .item, in: container, debugDescription: "expected [S, I]")
      }
      self = .pickUp(IndexPath(section: pair[0], item: pair[1]))
    case .moveLifted:
      guard let direction: FocusDirection = try container.decodeChoiceIfPresent(.direction) else {
        throw DecodingError.keyNotFound(
          Keys.direction, .init(codingPath: decoder.codingPath, debugDescription: "is required"))
      }
      self = .moveLifted(direction)
    default:
      self = .autoScroll(
        edgeInset: try Self.positive(container, .edgeInset),
        maximumSpeed: try Self.positive(container, .maximumSpeed),
        curve: try container.decodeChoiceIfPresent(.curve))
    }
  }

  /// A number at `key`, when present, that must be positive, finite and at most
  /// ``maximumSetting``.
  private static func positive(_ container: KeyedDecodingContainer<Keys>, _ key: Keys) throws
    -> Double?
  {
    guard container.contains(key) else { return nil }
    let value = try container.decode(Double.self, forKey: key)
    guard value.isFinite, value > 0, value <= maximumSetting else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "expected a positive number of at most 1e9, got \(value)")
    }
    return value
  }
}
