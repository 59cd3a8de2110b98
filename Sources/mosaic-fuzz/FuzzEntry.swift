import MosaicFuzzing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The harness every input of this process goes through, with its own temporary workspace
/// (removed when the process exits normally).
let harness: FuzzHarness? = {
  guard let workspace = FuzzWorkspace.temporary() else { return nil }
  atexit { harness?.workspace.remove() }
  return FuzzHarness(workspace: workspace)
}()

/// libFuzzer's entry point: one input. A finding is written to standard error and then aborts the
/// process on purpose: the abort is how libFuzzer learns of it and saves the input. The inputs are
/// the fuzzer's own; no user input reaches this executable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let harness else {
    writeError("mosaic-fuzz: cannot create a temporary directory")
    exit(1)
  }
  let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let finding = harness.run(input) {
    writeError("mosaic-fuzz finding: \(finding)")
    abort()
  }
  return 0
}

/// Writes `message` and a newline to standard error.
func writeError(_ message: String) {
  let line = Array("\(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
