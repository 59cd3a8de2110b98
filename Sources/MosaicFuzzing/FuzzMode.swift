/// What the harness does with an input, chosen by its first byte (the byte modulo 4, so that every
/// input means something; seeds use the digits `0` to `3`).
public enum FuzzMode: UInt8, CaseIterable, Sendable {
  /// `0` then a configuration document: decoded with the built-in registry, prepared and
  /// queried through the library.
  case configuration = 0
  /// `1`, a byte choosing one of ``FuzzHarness/scriptDocuments`` (modulo their count), then a
  /// `mosaic simulate` script replayed against that document through the command line.
  case script = 1
  /// `2`, a line of space-separated `mosaic` arguments, a newline, then a document; a line
  /// `#aux` after the document starts a second file (points or a script). The arguments name
  /// them `@doc` and `@aux`.
  case arguments = 2
  /// `3`, a configuration document, then a line `#edits` and bytes: the document is prepared as
  /// a `LiveLayout` and updated by a few edits the bytes derive, each with a truthful or an
  /// arbitrary `LayoutChange` (see ``FuzzHarness/editsSeparator``).
  case update = 3

  /// The mode an input's first byte selects.
  public init(selector: UInt8) {
    // Every byte selects a mode, so the fuzzer never wastes an input on an invalid one. The
    // digits keep their modes whatever the modulus: "0" is 48, a multiple of 3 and of 4.
    self = FuzzMode(rawValue: selector % 4) ?? .configuration
  }

  /// The byte seeds start with: the ASCII digit of the mode.
  public var seedPrefix: UInt8 { UInt8(ascii: "0") + rawValue }
}
