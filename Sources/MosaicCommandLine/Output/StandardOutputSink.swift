import Foundation

/// An ``OutputSink`` writing to standard output in chunks of at most ``chunkBytes`` bytes: memory
/// stays bounded however long the answer, and an answer shorter than one chunk reaches the
/// descriptor only when the command succeeds (``finish()``), so a failing command prints nothing.
final class StandardOutputSink: OutputSink {
  /// Bytes held before they are written.
  static let chunkBytes = 1 << 20

  private var buffer: [UInt8] = []
  /// The first write error, if any; later writes are dropped.
  private(set) var failure: String?

  init() { buffer.reserveCapacity(Self.chunkBytes) }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.chunkBytes { flush() }
  }

  /// Writes what is held (after a successful command).
  func finish() { flush() }

  private func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil, !buffer.isEmpty else { return }
    do {
      try FileHandle.standardOutput.write(contentsOf: buffer)
    } catch {
      failure = error.localizedDescription
    }
  }
}
