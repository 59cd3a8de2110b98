import Foundation
import MosaicTestSupport
import Testing

@testable import MosaicCommandLine

/// `DocumentLoader.read`: a file's bytes in one array, whatever length the file reports.
@Suite("reading documents")
struct DocumentReadingTests {
  @Test func aFileIsReadWhole() throws {
    let path = RepositoryFiles.path("Examples/flow-sticky.json")
    let bytes = try DocumentLoader.read(path)
    #expect(bytes == Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// Files under /proc report a length of 0 and hold more than one chunk's worth (64 KB) of
  /// text only when asked in several reads: read to their end all the same.
  @Test func aFileThatReportsNoLengthIsReadToItsEnd() throws {
    let bytes = try DocumentLoader.read("/proc/self/maps")
    #expect(!bytes.isEmpty)
    #expect(bytes.last == UInt8(ascii: "\n"))
    let status = try DocumentLoader.read("/proc/self/status")
    #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
  }

  @Test func anEmptyFileIsEmptyAndAFolderIsRefusedByName() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "empty-\(UUID().uuidString).json")
    try Data().write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try DocumentLoader.read(url.path).isEmpty)
    let folder = RepositoryFiles.path("Examples")
    #expect(throws: (any Error).self) { try DocumentLoader.read(folder) }
    do {
      _ = try DocumentLoader.read(folder)
    } catch {
      #expect("\(error)" == "\(folder): cannot read the file (Is a directory)")
    }
  }
}
