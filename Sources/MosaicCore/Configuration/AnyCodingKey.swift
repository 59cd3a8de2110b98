/// A coding key for any string or integer: used to see every key an object holds.
public struct AnyCodingKey: CodingKey {
  /// The key as written.
  public var stringValue: String
  /// The key as an index, for an array position.
  public var intValue: Int?

  /// A key named `stringValue`.
  public init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  /// The key of array position `intValue`.
  public init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}
