/// Mosaic's strict JSON decoding for any `Decodable`: malformed JSON is reported with its line and
/// column, every decoding error with its JSON path (`steps[3].point.x: is required`).
public enum StrictJSON {
  /// Decodes `type` from `bytes`.
  /// - Throws: ``LayoutError`` naming the path and what was expected.
  public static func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>)
    throws(LayoutError) -> T
  {
    try decode(type, from: bytes, userInfo: [:])
  }

  /// Decodes `type` from `bytes`, with `userInfo` for the decoder.
  static func decode<T: Decodable>(
    _ type: T.Type, from bytes: some Collection<UInt8>, userInfo: [CodingUserInfoKey: Any]
  ) throws(LayoutError) -> T {
    let value = try JSONParser.parse(Array(bytes))
    do {
      return try JSONValueDecoder(value: value, codingPath: [], userInfo: userInfo).decode(type)
    } catch let error as DecodingError {
      throw LayoutError(error)
    } catch let error as LayoutError {
      throw error
    } catch {
      throw LayoutError(path: "", message: "\(error)")
    }
  }
}
