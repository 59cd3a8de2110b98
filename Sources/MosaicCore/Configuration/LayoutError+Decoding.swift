extension LayoutError {
  /// The path of `codingPath` as a document spells it: `data.sections[2].itemSize.width`.
  public static func path(_ codingPath: [any CodingKey]) -> String {
    var result = ""
    for key in codingPath {
      if let index = key.intValue {
        result += "[\(index)]"
      } else {
        result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return result
  }

  /// A decoding error, restated with its JSON path and what was expected.
  public init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self.init(
        path: Self.path(context.codingPath),
        message: "expected \(Self.describe(type)); \(Self.found(context.debugDescription))")
    case .valueNotFound(let type, let context):
      self.init(
        path: Self.path(context.codingPath), message: "expected \(Self.describe(type)), found null")
    case .keyNotFound(let key, let context):
      self.init(path: Self.path(context.codingPath + [key]), message: "is required")
    case .dataCorrupted(let context):
      var message = context.debugDescription
      if let underlying = context.underlyingError {
        message += " \(underlying)"
      }
      if context.codingPath.isEmpty, message.hasPrefix("The given data was not valid JSON") {
        message = "malformed JSON: " + message
      }
      self.init(path: Self.path(context.codingPath), message: message)
    @unknown default:
      self.init(path: "", message: "\(error)")
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type: "a number"
    case is Int.Type: "a whole number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }

  private static func found(_ description: String) -> String {
    // Foundation says "Expected to decode Double but found a string instead."
    if let range = description.firstRange(of: "but found ") {
      return "found " + description[range.upperBound...].replacing(" instead.", with: "")
    }
    return description
  }
}
