extension Decoder {
  /// Runs `check` (an options type's one validation, which `prepare` runs too for options set in
  /// code) on a decoded value, restating the ``LayoutError`` it throws as a decoding error at
  /// this decoder's coding path followed by the error's dotted path, so that a document names the
  /// field as it does for every other decoding error.
  public func validating(_ check: () throws(LayoutError) -> Void) throws {
    do {
      try check()
    } catch {
      let keys = error.path.split(separator: ".").map { AnyCodingKey(stringValue: String($0)) }
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath + keys, debugDescription: error.message))
    }
  }
}
