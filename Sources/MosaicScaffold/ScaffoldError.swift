/// Why the scaffold refused: one clear message. Nothing has been written when it is thrown.
public struct ScaffoldError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and what to do instead.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
