import Foundation

/// The error a server task ended with, read once it has ended.
final class FailureBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: (any Error)?

  var error: (any Error)? { lock.withLock { stored } }
  func set(_ error: any Error) { lock.withLock { stored = error } }
}
