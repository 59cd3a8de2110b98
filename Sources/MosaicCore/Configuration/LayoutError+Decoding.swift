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
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      self.init(path: Self.path(context.codingPath), message: context.debugDescription)
    case .keyNotFound(let key, let context):
      self.init(path: Self.path(context.codingPath + [key]), message: "is required")
    case .dataCorrupted(let context):
      var message = context.debugDescription
      if let underlying = context.underlyingError {
        message += " \(underlying)"
      }
      self.init(path: Self.path(context.codingPath), message: message)
    @unknown default:
      self.init(path: "", message: "\(error)")
    }
  }
}
