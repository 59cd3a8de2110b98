/// A broken contract the harness saw: what the fuzzer reports as a crash.
///
/// Errors are fine; a finding is output that no input may produce: an exit status other than
/// 0 or 1, an error message that is not one line, a non-finite number, or a query answer that
/// disagrees with the layout's own invariants.
public struct FuzzFinding: Error, Hashable, Sendable, CustomStringConvertible {
  /// What broke, in one sentence (the input that broke it is the fuzzer's to save).
  public var message: String

  /// Creates a finding.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
