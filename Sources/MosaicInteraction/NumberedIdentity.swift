/// An item type whose identities can be made from integers, so that a section of consecutive
/// identities is stored as a run, in O(1) whatever its count (``ItemList/init(numbers:)``).
///
/// The two requirements are inverses: `Item(identityNumber: n).identityNumber == n`, and an item
/// with no number (`nil`) is never made from one. `Int` conforms, each integer its own number.
public protocol NumberedIdentity: Hashable, Sendable {
  /// The identity numbered `identityNumber`.
  init(identityNumber: Int)
  /// This identity's number, or `nil` when it was not made from one.
  var identityNumber: Int? { get }
}

extension Int: NumberedIdentity {
  /// The integer itself.
  public init(identityNumber: Int) { self = identityNumber }
  /// The integer itself.
  public var identityNumber: Int? { self }
}

/// How a list of items of a numbered type converts numbers and identities: kept beside runs so
/// the model, generic over any item type, can read them. A class, so a copy of a list or a
/// section retains one reference for it, not two.
final class Numbering<Item>: Sendable {
  /// The identity numbered `n`.
  let make: @Sendable (Int) -> Item
  /// An identity's number, if it has one.
  let number: @Sendable (Item) -> Int?

  init(make: @escaping @Sendable (Int) -> Item, number: @escaping @Sendable (Item) -> Int?) {
    self.make = make
    self.number = number
  }

  static func ofType() -> Numbering<Item> where Item: NumberedIdentity {
    Numbering(make: { Item(identityNumber: $0) }, number: { $0.identityNumber })
  }
}
