/// What the bench knows about the allocator it runs under, and how it counts allocations.
///
/// Under jemalloc (preloaded at start by ``Preload``, so it serves every `malloc` of the process,
/// Swift's and the C baselines' alike) its statistics give:
/// - retained bytes: `stats.allocated` after an `epoch` refresh, read before and after the work
///   while its result is still alive;
/// - allocation counts: small plus large `nmalloc` over every arena, read around the work with the
///   calling thread's cache turned off (`thread.tcache.enabled`), because a thread cache serves
///   allocations the arena counters only see when it is flushed. The bench is single-threaded, so
///   the arena-wide counters are this thread's.
///
/// Timings never run with the cache off: measuring allocations is a separate, untimed pass.
/// On the system allocator the bench reports no byte or count figures.
enum Allocator {
  /// Bytes retained and allocations made by one piece of work.
  struct Usage {
    var bytes: Int64
    var allocations: Int64
  }

  /// How to get jemalloc, for the lines that say it is missing.
  static let installHint = "apt-get install libjemalloc2"

  /// True when byte and allocation figures are available: jemalloc with statistics, and a
  /// calibration that sees nothing in no work and exactly one 4,096-byte block in one allocation.
  static let isMeasuring: Bool = {
    guard let jemalloc = Jemalloc.inProcess, jemalloc.version != nil, jemalloc.hasStatistics
    else { return false }
    let nothing = measureUnchecked(jemalloc) { 0 }.usage
    let one = measureUnchecked(jemalloc) {
      UnsafeMutableRawPointer.allocate(byteCount: 4_096, alignment: 16)
    }
    one.result.deallocate()
    return nothing.bytes == 0 && nothing.allocations == 0 && one.usage.bytes == 4_096
      && one.usage.allocations == 1
  }()

  /// jemalloc's version string, when running under it.
  static let jemallocVersion: String? = Jemalloc.inProcess?.version

  /// The allocator line the bench prints first: which allocator, and when it is not jemalloc,
  /// why and how to get it.
  static func line(for outcome: Preload.Outcome) -> String {
    let unavailable = "byte and allocation figures unavailable"
    if let version = jemallocVersion {
      let note =
        outcome == .systemUnavailable
        ? " — --system-malloc could not take jemalloc out of this process" : ""
      return isMeasuring
        ? "allocator: jemalloc \(version) (bytes: stats.allocated; allocations: arena nmalloc, "
          + "thread cache off)\(note)"
        : "allocator: jemalloc \(version), but its statistics are off or failed calibration — "
          + "\(unavailable)\(note)"
    }
    switch outcome {
    case .systemRequested:
      return "allocator: system malloc (--system-malloc); \(unavailable)"
    case .preloadFailed(let path):
      return "allocator: system malloc — preloading jemalloc from \(path) failed; \(unavailable)"
    case .reexecFailed(let reason):
      return "allocator: system malloc — could not restart bench with jemalloc preloaded "
        + "(\(reason)); \(unavailable)"
    case .jemalloc, .notFound, .systemUnavailable:
      return "allocator: system malloc — jemalloc not found (\(installHint)); \(unavailable)"
    }
  }

  /// Runs `body` with the thread cache off and returns what it retained (bytes still allocated
  /// while its result is alive) and how many allocations it made; `nil` without jemalloc.
  static func measure<Result>(_ body: () -> Result) -> (usage: Usage?, result: Result) {
    guard isMeasuring, let jemalloc = Jemalloc.inProcess else { return (nil, body()) }
    let (usage, result) = measureUnchecked(jemalloc, body)
    return (usage, result)
  }

  private static func measureUnchecked<Result>(
    _ jemalloc: Jemalloc, _ body: () -> Result
  ) -> (usage: Usage, result: Result) {
    let previous = jemalloc.setThreadCache(false)
    defer { jemalloc.setThreadCache(previous) }
    let bytesBefore = jemalloc.allocatedBytes
    let countBefore = jemalloc.allocationCount
    let result = body()
    let countAfter = jemalloc.allocationCount
    let bytesAfter = jemalloc.allocatedBytes
    return (
      Usage(
        bytes: Int64(bitPattern: bytesAfter &- bytesBefore),
        allocations: Int64(bitPattern: countAfter &- countBefore)),
      result
    )
  }
}
