#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private temporary directory holding the files a command-line run reads and writes: the
/// document, the auxiliary file (points or a script) and the rendered picture.
///
/// The harness writes only here, whatever the input says, so that fuzzed arguments cannot touch
/// the rest of the file system. One workspace serves one caller at a time.
public struct FuzzWorkspace: Sendable {
  /// The directory's absolute path.
  public let directory: String

  /// Creates a new directory under `$TMPDIR` (or `/tmp`); `nil` when it cannot be created.
  public static func temporary() -> FuzzWorkspace? {
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    var template = Array("\(base ?? "/tmp")/mosaic-fuzz.XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer in
      guard let path = buffer.baseAddress, mkdtemp(path) != nil else { return nil }
      return FuzzWorkspace(directory: String(cString: path))
    }
  }

  /// The configuration document's path.
  public var documentPath: String { "\(directory)/doc.json" }
  /// The auxiliary file's path (a points file or a script).
  public var auxiliaryPath: String { "\(directory)/aux.txt" }
  /// Where `render` writes its picture.
  public var picturePath: String { "\(directory)/out.svg" }

  /// Writes `bytes` to `path`, replacing it; false when the file cannot be written.
  @discardableResult
  public func write(_ bytes: some Collection<UInt8>, to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let contiguous = Array(bytes)
    return contiguous.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var written = 0
      while written < buffer.count {
        let count = writeBytes(descriptor, base + written, buffer.count - written)
        if count <= 0 { return false }
        written += count
      }
      return true
    }
  }

  /// The bytes of the file at `path`, or `nil` when it cannot be read or holds more than
  /// `limit` bytes.
  public static func read(_ path: String, limit: Int = 1 << 26) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress, buffer.count)
      }
      if count == 0 { return bytes }
      guard count > 0, bytes.count + count <= limit else { return nil }
      bytes += chunk[..<count]
    }
  }

  /// Deletes the files the harness writes and the directory itself.
  public func remove() {
    for path in [documentPath, auxiliaryPath, picturePath] { unlink(path) }
    rmdir(directory)
  }
}

/// The C library's `write`, named apart from ``FuzzWorkspace/write(_:to:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// The C library's `read`, named apart from ``FuzzWorkspace/read(_:limit:)``.
private func readBytes(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, bytes, count)
}
