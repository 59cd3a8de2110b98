/// What the scaffold reads of a package: its manifest, which paths exist, and the Swift sources
/// that may hold registration markers. On disk it is ``DiskPackage``; tests give one in memory.
public protocol PackageSnapshot {
  /// The text of Package.swift.
  func manifest() throws(ScaffoldError) -> String
  /// True when `path` (relative to the package root) exists, as a file or a folder.
  func exists(_ path: String) -> Bool
  /// Every `.swift` file under `Sources/`, as (relative path, text).
  func swiftSources() -> [(path: String, text: String)]
}

/// A package in memory, for tests.
public struct MemoryPackage: PackageSnapshot {
  /// Files by relative path.
  public var files: [String: String]

  /// A package holding `files`.
  public init(files: [String: String]) {
    self.files = files
  }

  public func manifest() throws(ScaffoldError) -> String {
    guard let text = files["Package.swift"] else { throw ScaffoldError("no Package.swift") }
    return text
  }

  public func exists(_ path: String) -> Bool {
    files[path] != nil || files.keys.contains { $0.hasPrefix(path + "/") }
  }

  public func swiftSources() -> [(path: String, text: String)] {
    files.filter { $0.key.hasPrefix("Sources/") && $0.key.hasSuffix(".swift") }
      .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The package after `plan` is written.
  public func applying(_ plan: ScaffoldPlan) -> MemoryPackage {
    var copy = self
    for (path, text) in plan.writes { copy.files[path] = text }
    return copy
  }
}
