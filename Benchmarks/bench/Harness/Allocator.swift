#if Jemalloc
  import CJemalloc
#endif

/// What the bench knows about the allocator it runs under, and how it counts allocations.
///
/// Under the `Jemalloc` trait (the default) the executable links jemalloc, which then serves every
/// `malloc` of the process, Swift's and the C baselines' alike, and its statistics give:
/// - retained bytes: `stats.allocated` after an `epoch` refresh, read before and after the work
///   while its result is still alive;
/// - allocation counts: small plus large `nmalloc` over every arena, read around the work with the
///   calling thread's cache turned off (`thread.tcache.enabled`), because a thread cache serves
///   allocations the arena counters only see when it is flushed. The bench is single-threaded, so
///   the arena-wide counters are this thread's.
///
/// Timings never run with the cache off: measuring allocations is a separate, untimed pass.
/// Without the trait the bench runs on the system allocator and reports no byte or count figures.
enum Allocator {
  /// Bytes retained and allocations made by one piece of work.
  struct Usage {
    var bytes: Int64
    var allocations: Int64
  }

  /// True when byte and allocation figures are available: jemalloc with statistics, and a
  /// calibration that sees nothing in no work and exactly one 4,096-byte block in one allocation.
  static let isMeasuring: Bool = {
    #if Jemalloc
      guard mosaic_jemalloc_version() != nil, mosaic_jemalloc_has_stats() else { return false }
      let nothing = measureUnchecked { 0 }.usage
      let one = measureUnchecked {
        UnsafeMutableRawPointer.allocate(byteCount: 4_096, alignment: 16)
      }
      one.result.deallocate()
      return nothing.bytes == 0 && nothing.allocations == 0 && one.usage.bytes == 4_096
        && one.usage.allocations == 1
    #else
      return false
    #endif
  }()

  /// jemalloc's version string, when running under it.
  static let jemallocVersion: String? = {
    #if Jemalloc
      return mosaic_jemalloc_version().map { String(cString: $0) }
    #else
      return nil
    #endif
  }()

  /// The allocator line the bench prints first.
  static var line: String {
    #if Jemalloc
      if let version = jemallocVersion {
        return isMeasuring
          ? "allocator: jemalloc \(version) (bytes: stats.allocated; allocations: arena nmalloc, thread cache off)"
          : "allocator: jemalloc \(version), but its statistics are off or failed calibration — byte/alloc figures unavailable"
      }
    #endif
    return "allocator: system malloc (not jemalloc) — byte/alloc figures unavailable"
  }

  /// Runs `body` with the thread cache off and returns what it retained (bytes still allocated
  /// while its result is alive) and how many allocations it made; `nil` without jemalloc.
  static func measure<Result>(_ body: () -> Result) -> (usage: Usage?, result: Result) {
    #if Jemalloc
      guard isMeasuring else { return (nil, body()) }
      let (usage, result) = measureUnchecked(body)
      return (usage, result)
    #else
      return (nil, body())
    #endif
  }

  #if Jemalloc
    private static func measureUnchecked<Result>(
      _ body: () -> Result
    ) -> (usage: Usage, result: Result) {
      let previous = mosaic_jemalloc_set_thread_cache(false)
      defer { _ = mosaic_jemalloc_set_thread_cache(previous) }
      let bytesBefore = mosaic_jemalloc_allocated()
      let countBefore = mosaic_jemalloc_allocation_count()
      let result = body()
      let countAfter = mosaic_jemalloc_allocation_count()
      let bytesAfter = mosaic_jemalloc_allocated()
      return (
        Usage(
          bytes: Int64(bitPattern: bytesAfter &- bytesBefore),
          allocations: Int64(bitPattern: countAfter &- countBefore)),
        result
      )
    }
  #endif
}
