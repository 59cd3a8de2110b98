#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the bench under jemalloc at run time: when jemalloc is not in the process yet, finds
/// Debian's `libjemalloc.so.2` and re-executes the bench with it in `LD_PRELOAD`.
///
/// A library opened late with `dlopen` cannot take over `malloc` (everything already allocated
/// would be freed by the wrong allocator), so jemalloc must be loaded before the process starts:
/// preloading it into a fresh image of the same executable, with the same arguments, gives the
/// same process a linked jemalloc would have, without any build-time dependency. A marker in the
/// environment stops the second image from trying again.
enum Preload {
  /// How the bench came to run under the allocator it runs under; the first line of the output
  /// says it.
  enum Outcome: Equatable {
    /// jemalloc was in the process from the start (preloaded by the bench or by the user).
    case jemalloc
    /// `--system-malloc`: the system allocator, on request.
    case systemRequested
    /// No `libjemalloc.so.2` (an ELF file) in the usual places.
    case notFound
    /// The bench re-executed itself with this library preloaded, but jemalloc is not there.
    case preloadFailed(path: String)
    /// Re-executing failed (the `errno` text); the bench runs on, on the system allocator.
    case reexecFailed(String)
    /// `--system-malloc` was asked for, but jemalloc is still in the process (linked, or
    /// preloaded in a way the bench could not undo).
    case systemUnavailable
  }

  /// Set in the re-executed image's environment: it holds the preloaded path.
  static let marker = "MOSAIC_BENCH_PRELOADED"

  /// Where distributions install jemalloc's runtime library (Debian's `libjemalloc2` puts it in
  /// the multiarch directory), in search order.
  static var candidatePaths: [String] {
    #if arch(x86_64)
      let multiarch = ["x86_64-linux-gnu"]
    #elseif arch(arm64)
      let multiarch = ["aarch64-linux-gnu"]
    #else
      let multiarch: [String] = []
    #endif
    let directories =
      multiarch.flatMap { ["/usr/lib/\($0)", "/lib/\($0)"] }
      + ["/usr/lib64", "/usr/lib", "/usr/local/lib", "/usr/local/lib64"]
    return directories.map { "\($0)/libjemalloc.so.2" }
  }

  /// The first candidate that is an ELF file, or `nil`; always `nil` off Linux, where
  /// re-executing goes through `/proc/self/exe`.
  static func findLibrary() -> String? {
    #if os(Linux)
      return candidatePaths.first(where: isELF)
    #else
      return nil
    #endif
  }

  /// True when `path` can be read and starts with ELF's magic number: preloading anything else
  /// would only make the loader print an error and go on without it.
  static func isELF(_ path: String) -> Bool {
    guard let file = fopen(path, "rb") else { return false }
    defer { fclose(file) }
    var magic: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    let read = withUnsafeMutableBytes(of: &magic) { fread($0.baseAddress, 1, 4, file) }
    return read == 4 && magic == (0x7F, 0x45, 0x4C, 0x46)
  }

  /// Makes sure the process runs under the allocator asked for, re-executing it when needed
  /// (in which case this returns only when re-executing failed), and says how it went.
  static func ensure(systemMalloc: Bool) -> Outcome {
    let preloaded = environment(marker)
    if preloaded != nil { cleanUpAfterReexec() }
    let hasJemalloc = Jemalloc.inProcess != nil
    if systemMalloc {
      guard hasJemalloc else { return .systemRequested }
      // Someone preloaded jemalloc; take it out once, then report what is left.
      guard preloaded == nil, let preload = environment("LD_PRELOAD") else {
        return .systemUnavailable
      }
      let others = preload.split(whereSeparator: { $0 == ":" || $0 == " " })
        .filter { !$0.contains("jemalloc") }.joined(separator: ":")
      return reexec(preload: others, marker: "")
    }
    if hasJemalloc { return .jemalloc }
    if let preloaded { return .preloadFailed(path: preloaded) }
    guard let path = findLibrary() else { return .notFound }
    let preload = [path] + (environment("LD_PRELOAD").map { [$0] } ?? [])
    return reexec(preload: preload.joined(separator: ":"), marker: path)
  }

  /// Executes this executable again with the same arguments, `LD_PRELOAD` set to `preload` and
  /// the marker set to `marker`; returns only on failure.
  private static func reexec(preload: String, marker value: String) -> Outcome {
    let original = environment("LD_PRELOAD")
    if preload.isEmpty { unsetenv("LD_PRELOAD") } else { setenv("LD_PRELOAD", preload, 1) }
    setenv(marker, value, 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    // Still here: put the environment back as it was.
    let reason = String(cString: strerror(errno))
    if let original { setenv("LD_PRELOAD", original, 1) } else { unsetenv("LD_PRELOAD") }
    unsetenv(marker)
    return .reexecFailed(reason)
  }

  /// In the re-executed image: removes the marker and the path this bench added to
  /// `LD_PRELOAD`, so the environment is the one the user started it with.
  private static func cleanUpAfterReexec() {
    if let path = environment(marker), !path.isEmpty, let preload = environment("LD_PRELOAD") {
      var entries = preload.split(separator: ":", omittingEmptySubsequences: false)
      if entries.first.map(String.init) == path { entries.removeFirst() }
      if entries.isEmpty {
        unsetenv("LD_PRELOAD")
      } else {
        setenv("LD_PRELOAD", entries.joined(separator: ":"), 1)
      }
    }
    unsetenv(marker)
  }

  /// The environment variable `name`, or `nil`.
  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
