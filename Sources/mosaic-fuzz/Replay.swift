#if !MOSAIC_LIBFUZZER
  import MosaicFuzzing

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Without libFuzzer: `mosaic-fuzz FILE|DIRECTORY...` runs each input (every file of a
  /// directory) through the same harness and prints its verdict; exit status 1 when any input
  /// breaks a contract or cannot be read. Crashes and hangs show as they would under the fuzzer.
  @main
  struct Replay {
    static func main() {
      let paths = Array(CommandLine.arguments.dropFirst())
      guard !paths.isEmpty else {
        writeError("usage: mosaic-fuzz FILE|DIRECTORY...")
        exit(1)
      }
      guard let harness else {
        writeError("mosaic-fuzz: cannot create a temporary directory")
        exit(1)
      }
      var failed = false
      for path in paths.flatMap(files(at:)) {
        guard let input = FuzzWorkspace.read(path) else {
          print("\(path): cannot read")
          failed = true
          continue
        }
        if let finding = harness.run(input) {
          print("\(path): FINDING: \(finding)")
          failed = true
        } else {
          print("\(path): ok")
        }
      }
      exit(failed ? 1 : 0)
    }

    /// `path` itself when it is not a directory; else the files under it, recursively and
    /// sorted, less hidden files and READMEs (a reproducer's folder explains itself in one).
    static func files(at path: String) -> [String] {
      guard let directory = opendir(path) else { return [path] }
      defer { closedir(directory) }
      var names: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
          String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
        if !name.hasPrefix("."), name != "README.md" { names.append(name) }
      }
      return names.sorted().flatMap { files(at: "\(path)/\($0)") }
    }
  }
#endif
