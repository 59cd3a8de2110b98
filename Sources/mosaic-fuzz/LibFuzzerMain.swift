#if MOSAIC_LIBFUZZER
  /// libFuzzer's driver (from the toolchain's fuzzer runtime, linked by `-sanitize=fuzzer`).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The process entry when fuzzing. SwiftPM links executables with `main` aliased to this
  /// module's entry symbol, which would otherwise be the replay's `@main`; defining it here hands
  /// control to libFuzzer's driver. (Where `main` is not aliased, libFuzzer's own `main` runs and
  /// this function is unused.)
  @_cdecl("mosaic_fuzz_main")
  func fuzzerMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
  }
#endif
