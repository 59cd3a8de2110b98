import Foundation

/// Paths of files the tests read from the repository (examples and fixtures).
public enum RepositoryFiles {
  /// The repository root, found from this source file's location.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The JSON files in `folder` (relative to the root), sorted by name.
  public static func jsonFiles(in folder: String) -> [URL] {
    let directory = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  /// The path of `relative` under the root.
  public static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }
}
