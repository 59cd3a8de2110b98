import MosaicInteraction

/// An item's name in `mosaic simulate`, `render --script` and the playground: `"S.I"` for item I
/// of the document's section S, `"n1"`, `"n2"`, … for items a script inserts, or any name a
/// snapshot gives.
///
/// An original name is held as a number (section × 2^30 + item), so a document's section of any
/// count is one run of names (``ItemList/init(numbers:)``): nothing is stored or made per item
/// until a name is printed. A name is parsed once, so `"0.5"` written in a snapshot is the same
/// item as the document's item 5 of section 0; any other spelling (`"00.5"`, `"0.5x"`) is a name
/// of its own.
struct ItemName: NumberedIdentity, CustomStringConvertible, Sendable {
  private enum Storage: Hashable, Sendable {
    case original(Int)
    case named(String)
  }

  private let storage: Storage

  /// Items a section may hold and still be named by number: 2^30, beyond
  /// ``/MosaicCore/LayoutInput/maximumItemCount``.
  static let itemsPerSection = 1 << 30
  /// Sections whose items are named by number: 2^32, beyond
  /// ``/MosaicCore/LayoutInput/maximumSectionCount``.
  static let numberedSections = 1 << 32

  /// The name `text`.
  init(_ text: String) {
    if let number = Self.number(of: text) {
      storage = .original(number)
    } else {
      storage = .named(text)
    }
  }

  /// Item `item` of the document's section `section`.
  init(section: Int, item: Int) {
    self.init(identityNumber: section * Self.itemsPerSection + item)
  }

  init(identityNumber: Int) { storage = .original(identityNumber) }

  var identityNumber: Int? {
    if case .original(let number) = storage { return number }
    return nil
  }

  /// The document's section and item an original name stands for; `nil` for any other name.
  var originalPosition: (section: Int, item: Int)? {
    guard case .original(let number) = storage else { return nil }
    return (number / Self.itemsPerSection, number % Self.itemsPerSection)
  }

  /// The first name of section `section`'s run.
  static func firstNumber(ofSection section: Int) -> Int { section * itemsPerSection }

  var description: String {
    switch storage {
    case .original(let number):
      "\(number / Self.itemsPerSection).\(number % Self.itemsPerSection)"
    case .named(let text): text
    }
  }

  /// The number `"S.I"` spells in its one canonical form (decimal, no sign, no leading zero),
  /// or `nil`.
  private static func number(of text: String) -> Int? {
    let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 2, let section = decimal(parts[0]), let item = decimal(parts[1]),
      section < numberedSections, item < itemsPerSection
    else { return nil }
    return section * itemsPerSection + item
  }

  private static func decimal(_ digits: Substring.UTF8View.SubSequence) -> Int? {
    guard let first = digits.first, digits.count <= 13,
      first != UInt8(ascii: "0") || digits.count == 1
    else { return nil }
    var value = 0
    for digit in digits {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return value
  }
}
