#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// jemalloc's control interface (`mallctl`), found in the running process with `dlsym`.
///
/// Nothing links jemalloc: the bench finds it at run time (see ``Preload``), so building needs no
/// jemalloc headers. `mallctl` is called through a C function pointer of its exact signature.
struct Jemalloc {
  /// `int mallctl(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen)`.
  typealias Mallctl =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?,
      UnsafeMutableRawPointer?, Int
    ) -> Int32

  /// The process's `mallctl`.
  let mallctl: Mallctl

  /// jemalloc's `mallctl` when jemalloc is in the process (preloaded or linked), else `nil`.
  ///
  /// `dlsym` with a null handle is `RTLD_DEFAULT`: the global lookup order, where a preloaded
  /// library comes first.
  static let inProcess: Jemalloc? = {
    guard let symbol = dlsym(nil, "mallctl") else { return nil }
    return Jemalloc(mallctl: unsafeBitCast(symbol, to: Mallctl.self))
  }()

  /// Calls `mallctl` on `name`. Names are static strings passed by their address: converting a
  /// `String` argument to a C string allocates for short names, which would count inside a
  /// measured region.
  func call(
    _ name: StaticString, _ old: UnsafeMutableRawPointer?, _ oldLength: UnsafeMutablePointer<Int>?,
    _ new: UnsafeMutableRawPointer?, _ newLength: Int
  ) -> Int32 {
    let cName = UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    return mallctl(cName, old, oldLength, new, newLength)
  }

  /// Reads the value named `name` into a `T` that starts as `initial`; `nil` when `mallctl`
  /// fails. Nothing here allocates (the value lives on the stack), so reads may sit inside a
  /// measured region.
  func read<T: BitwiseCopyable>(_ name: StaticString, initial: T) -> T? {
    var value = initial
    var length = MemoryLayout<T>.size
    let status = withUnsafeMutableBytes(of: &value) { bytes in
      call(name, bytes.baseAddress, &length, nil, 0)
    }
    return status == 0 && length == MemoryLayout<T>.size ? value : nil
  }

  /// jemalloc's version string ("5.3.0-0-g…"), or `nil` when `mallctl` fails.
  var version: String? {
    read("version", initial: UnsafePointer<CChar>?.none).flatMap { $0 }.map { String(cString: $0) }
  }

  /// True when this jemalloc was built with statistics (Debian's is).
  var hasStatistics: Bool { read("config.stats", initial: false) ?? false }

  /// Refreshes the statistics snapshot the `stats.*` values are read from.
  func refresh() {
    var epoch: UInt64 = 1
    _ = call("epoch", nil, nil, &epoch, MemoryLayout<UInt64>.size)
  }

  /// `stats.allocated` after an `epoch` refresh: bytes held by the application in every arena.
  var allocatedBytes: UInt64 {
    refresh()
    return UInt64(read("stats.allocated", initial: 0) ?? 0)
  }

  /// Allocations served by every arena so far (small plus large `nmalloc`, merged over arenas),
  /// after an `epoch` refresh. Exact only while the calling thread's cache is off
  /// (``setThreadCache(_:)``): allocations a thread cache serves reach the arena's counters only
  /// when the cache is flushed.
  var allocationCount: UInt64 {
    refresh()
    // 4096 is MALLCTL_ARENAS_ALL: the counters merged over every arena.
    return (read("stats.arenas.4096.small.nmalloc", initial: UInt64(0)) ?? 0)
      &+ (read("stats.arenas.4096.large.nmalloc", initial: UInt64(0)) ?? 0)
  }

  /// Turns the calling thread's cache on or off (`thread.tcache.enabled`, which flushes it when
  /// turned off); returns the previous setting.
  @discardableResult
  func setThreadCache(_ enabled: Bool) -> Bool {
    var previous = true
    var length = MemoryLayout<Bool>.size
    var wanted = enabled
    _ = call("thread.tcache.enabled", &previous, &length, &wanted, MemoryLayout<Bool>.size)
    return previous
  }
}
