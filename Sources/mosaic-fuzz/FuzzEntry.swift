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

/// libFuzzer's entry point: one input. A finding traps, which libFuzzer reports as a crash and
/// saves the input for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let harness else { fatalError("mosaic-fuzz: cannot create a temporary directory") }
  let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let finding = harness.run(input) {
    fatalError("mosaic-fuzz finding: \(finding)")
  }
  return 0
}
