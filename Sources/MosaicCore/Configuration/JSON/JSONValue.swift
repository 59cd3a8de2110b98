/// A parsed JSON value. Objects keep their keys in document order.
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// An array of objects of the same two keys holding numbers, kept compactly (see
  /// ``JSONNumberPairs``).
  case numberPairs(JSONNumberPairs)
  case object(JSONObject)

  /// How error messages name the value's type.
  var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "true or false"
    case .number: "a number"
    case .string: "a string"
    case .array, .numberPairs: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object's members in document order, looked up by a linear scan (objects in a
/// configuration document are small).
struct JSONObject: Sendable {
  var members: [(key: String, value: JSONValue)] = []

  subscript(key: String) -> JSONValue? {
    for member in members where member.key == key { return member.value }
    return nil
  }
}
