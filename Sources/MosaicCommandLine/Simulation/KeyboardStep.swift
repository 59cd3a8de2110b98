import MosaicCore
import MosaicInteraction

/// A `mosaic simulate` step of keyboard reordering and auto-scroll tuning (the guide's
/// command-line article, Sources/Mosaic/Mosaic.docc/CommandLine.md, lists them).
enum KeyboardStep {
  /// `pickUp`: lifts the item at `[S, I]` for moving by keyboard, with the items that go with
  /// it (`alsoLifting`, maybe none).
  case pickUp(IndexPath, alsoLifting: [IndexPath])
  /// `moveLifted`: one step of the lifted item in a direction.
  case moveLifted(FocusDirection)
  /// `autoScroll`: the edge auto-scroll options given; the others keep their values.
  case autoScroll(edgeInset: Double?, maximumSpeed: Double?, curve: AutoScrollCurve?)

  enum Keys: String, CodingKey, CaseIterable {
    case op, item, alsoLifting, direction, edgeInset, maximumSpeed, curve
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
    case .pickUp: allowed = [.item, .alsoLifting]
    case .moveLifted: allowed = [.direction]
    case .autoScroll: allowed = [.edgeInset, .maximumSpeed, .curve]
    default: return nil
    }
    try decoder.rejectKeys(notIn: [.op] + allowed, op: op.rawValue)
    let container = try decoder.container(keyedBy: Keys.self)
    switch op {
    case .pickUp: self = try container.decodePickUp(item: .item, alsoLifting: .alsoLifting)
    case .moveLifted: self = .moveLifted(try container.decodeDirection(.direction))
    default:
      self = try container.decodeAutoScroll(
        edgeInset: .edgeInset, maximumSpeed: .maximumSpeed, curve: .curve)
    }
  }
}

/// The keyboard steps' fields, read alike from scripts and playground messages.
extension KeyedDecodingContainer {
  /// A `pickUp` step: the lead's `[S, I]` at `item`, the companions at `alsoLifting`.
  func decodePickUp(item: Key, alsoLifting: Key) throws -> KeyboardStep {
    .pickUp(try decodeIndexPath(item), alsoLifting: try decodeLifted(alsoLifting))
  }

  /// A required ``FocusDirection`` at `key`.
  func decodeDirection(_ key: Key) throws -> FocusDirection {
    guard let direction: FocusDirection = try decodeChoiceIfPresent(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "is required"))
    }
    return direction
  }

  /// An `autoScroll` step: each option when present.
  func decodeAutoScroll(edgeInset: Key, maximumSpeed: Key, curve: Key) throws -> KeyboardStep {
    .autoScroll(
      edgeInset: try decodeSetting(edgeInset), maximumSpeed: try decodeSetting(maximumSpeed),
      curve: try decodeChoiceIfPresent(curve))
  }

  /// A number at `key`, when present, that must be positive, finite and at most
  /// ``KeyboardStep/maximumSetting``.
  private func decodeSetting(_ key: Key) throws -> Double? {
    guard contains(key) else { return nil }
    let value = try decode(Double.self, forKey: key)
    guard value.isFinite, value > 0, value <= KeyboardStep.maximumSetting else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "expected a positive number of at most 1e9, got \(value)")
    }
    return value
  }
}
