import Foundation

/// A package on disk.
public struct DiskPackage: PackageSnapshot {
  /// The package's root directory.
  public let root: URL

  /// The package at `root`.
  public init(root: URL) {
    self.root = root
  }

  public func manifest() throws(ScaffoldError) -> String {
    let url = root.appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw ScaffoldError("no Package.swift in \(root.path): run new-layout from a package's root")
    }
    return text
  }

  public func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  public func swiftSources() -> [(path: String, text: String)] {
    let sources = root.appendingPathComponent("Sources")
    guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    var found: [(path: String, text: String)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let text = try? String(
          contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      else { continue }
      found.append(("Sources/" + relative, text))
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Writes every file of `plan`, creating folders as needed.
  /// - Throws: when a file cannot be written (the message names it).
  public func write(_ plan: ScaffoldPlan) throws(ScaffoldError) {
    for (path, text) in plan.writes {
      let url = root.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
      } catch {
        throw ScaffoldError("cannot write \(path): \(error.localizedDescription)")
      }
    }
  }
}
