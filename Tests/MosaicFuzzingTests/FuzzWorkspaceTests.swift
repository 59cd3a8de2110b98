import Foundation
import MosaicFuzzing
import Testing

@Suite("fuzz workspace")
struct FuzzWorkspaceTests {
  @Test func writesReadsAndRemovesItsFiles() throws {
    let first = try #require(FuzzWorkspace.temporary())
    let second = try #require(FuzzWorkspace.temporary())
    #expect(first.directory != second.directory)
    second.remove()

    #expect(first.write(Array("{\"a\": 1}".utf8), to: first.documentPath))
    #expect(FuzzWorkspace.read(first.documentPath) == Array("{\"a\": 1}".utf8))
    #expect(FuzzWorkspace.read(first.documentPath, limit: 3) == nil)
    #expect(first.write([], to: first.auxiliaryPath))
    #expect(FuzzWorkspace.read(first.auxiliaryPath) == [])
    first.remove()
    #expect(!FileManager.default.fileExists(atPath: first.directory))
    #expect(FuzzWorkspace.read(first.documentPath) == nil)
    #expect(!first.write([1], to: first.documentPath))
  }
}
