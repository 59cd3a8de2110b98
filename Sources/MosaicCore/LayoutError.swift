/// A user error: a configuration, input or request Mosaic refuses, naming the field at fault.
///
/// `path` is spelled the way the configuration document spells it (`data.sections[2].itemSize.width`);
/// it is empty when the error is about the document as a whole.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the error is, as a JSON path (`layout.options.minimumLineSpacing`).
  public var path: String
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`, or the message alone when there is no path: always one line, whatever
  /// the path and message echo. Control characters become visible escapes, and long paths and
  /// quoted values are cut around an ellipsis (see ``oneLine(_:limit:)``).
  public var description: String {
    let text = Self.oneLineMessage(message)
    return path.isEmpty ? text : "\(Self.oneLine(path, limit: Self.maximumPathLength)): \(text)"
  }
}
