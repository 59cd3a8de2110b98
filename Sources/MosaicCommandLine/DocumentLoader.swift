import Foundation
import MosaicCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a configuration document from disk and decodes it with a registry.
struct DocumentLoader {
  let registry: StrategyRegistry

  /// The configuration in `path`, with `offset` replacing the viewport's contentOffset.
  func load(_ path: String, offset: Point? = nil) throws(LayoutError) -> LayoutConfiguration {
    var configuration = try registry.configuration(fromJSON: Self.read(path))
    if let offset { configuration.input.viewport.contentOffset = offset }
    return configuration
  }

  /// The bytes of `path`, or an error that names the file and the system's reason.
  ///
  /// Read straight into the array the parser reads, sized by the file's length (then grown, for
  /// a file that grows or reports no length, such as a pipe), so a document is in memory once:
  /// read through `Data` and copied into an array, a 30 MB document was copied twice, a sixth of
  /// `mosaic validate`'s time on 10^6 per-item sizes.
  /// - Complexity: O(bytes).
  static func read(_ path: String) throws(LayoutError) -> [UInt8] {
    func failure(_ code: Int32) -> LayoutError {
      LayoutError(path: path, message: "cannot read the file (\(String(cString: strerror(code))))")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw failure(EISDIR) }
    // One byte more than the length: a read that fills it shows the file grew.
    let capacity = max(Int(status.st_size), 0) + 1
    var code: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = readFully(descriptor, into: buffer, code: &code)
    }
    if code != 0 { throw failure(code) }
    guard bytes.count >= capacity else { return bytes }
    // A file longer than its length said (or with none): the rest in chunks, appended.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = chunk.withUnsafeMutableBufferPointer {
        readFully(descriptor, into: $0, code: &code)
      }
      if code != 0 { throw failure(code) }
      if got == 0 { break }
      bytes.append(contentsOf: chunk[..<got])
    }
    return bytes
  }

  /// Reads into `buffer` until it is full or the file ends; the count read. A failure sets `code`
  /// to `errno` (an interrupted read is retried).
  private static func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, code: inout Int32
  ) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var count = 0
    while count < buffer.count {
      #if canImport(Glibc)
        let got = Glibc.read(descriptor, base + count, buffer.count - count)
      #else
        let got = Darwin.read(descriptor, base + count, buffer.count - count)
      #endif
      if got > 0 {
        count += got
      } else if got == 0 {
        break
      } else if errno != EINTR {
        code = errno
        break
      }
    }
    return count
  }
}
