import ArgumentParser
import Foundation

/// `swift run -c release bench`: Mosaic's strategies and hit-test index at large item counts,
/// each figure beside a C baseline measured in the same run.
@main
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Mosaic's layouts and hit-test index at large item counts, beside C baselines.",
    discussion: """
      Run it in release: swift run -c release bench. Timings are medians of Swift and C samples \
      taken alternately in one process; S/C is Swift's figure over C's.

      Under jemalloc it also reports bytes per item and allocation counts: bench looks for \
      jemalloc's runtime library (Debian: apt-get install libjemalloc2) and restarts itself with \
      it preloaded. Without it, bench runs on the system allocator and says so on its first line.
      """)

  @Flag(help: "Small counts and short sampling: a smoke test that takes seconds (rough figures).")
  var quick = false

  @Option(help: ArgumentHelp("Write every figure to FILE as JSON.", valueName: "FILE"))
  var json: String?

  @Option(
    help: ArgumentHelp(
      "Run only workloads whose 'suite/workload' contains SUBSTRING (e.g. hittest, flow/uniform), "
        + "or any of several, comma-separated (live/waterfall,reorder/masonry).",
      valueName: "SUBSTRING"))
  var filter: String?

  @Option(
    help: ArgumentHelp(
      "Item counts for every suite, comma-separated (e.g. 1000,100000).", valueName: "LIST"))
  var counts: String?

  @Option(
    help: ArgumentHelp(
      "Print the change of every figure against an earlier --json file.",
      valueName: "OLD.json"))
  var compare: String?

  @Flag(help: "List the suites and their workloads, then exit.")
  var list = false

  @Flag(help: "Run on the system allocator even when jemalloc is installed (no byte figures).")
  var systemMalloc = false

  /// `--counts`, parsed.
  var parsedCounts: [Int]? {
    get throws {
      guard let counts else { return nil }
      let values = counts.split(separator: ",").map {
        Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: ""))
      }
      guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= 1_000_000_000 })
      else {
        throw ValidationError(
          "--counts takes positive item counts up to 1,000,000,000 (a layout's limit): \(counts)")
      }
      return values.compactMap { $0 }
    }
  }

  func validate() throws {
    _ = try parsedCounts
  }

  func run() throws {
    if list {
      for suite in allSuites {
        print(
          "\(suite.name): " + suite.workloads.map { "\(suite.name)/\($0)" }.joined(separator: ", ")
            + (suite.hasCBaseline ? "" : " (no C baseline)"))
      }
      return
    }
    // Before anything else: this may restart the process under jemalloc.
    let allocator = Allocator.line(for: Preload.ensure(systemMalloc: systemMalloc))
    // Read the old run first, so a bad path fails before minutes of measuring.
    let old = try compare.map { path in
      do { return try Output.read(path) } catch {
        throw ValidationError("--compare: cannot read \(path): \(error)")
      }
    }
    #if DEBUG
      let configuration = "debug"
    #else
      let configuration = "release"
    #endif
    let formatter = ISO8601DateFormatter()
    let report = Report(
      date: formatter.string(from: Date()), allocator: allocator,
      jemallocVersion: Allocator.jemallocVersion, configuration: configuration, quick: quick,
      filter: filter)
    print(allocator)
    if configuration == "debug" {
      print("build: debug — figures are not representative; run swift run -c release bench")
    }
    if quick {
      print(
        "--quick: small counts and a few samples each, a smoke test; its figures are rough, "
          + "run without --quick to measure")
    }
    let bench = Bench(quick: quick, filter: filter, counts: try parsedCounts, report: report)
    let start = now()
    for suite in allSuites { suite.run(bench) }
    bench.finish(seconds: Double(now() - start) / 1e9)

    let result = bench.report
    // Suites with a table of their own print it after the main table, which leaves them out.
    let ownTables = allSuites.compactMap { suite in
      suite.table(result.figures).map { (suite.name, $0) }
    }
    let ownSuites = Set(ownTables.map(\.0))
    let mainFigures = result.figures.filter { !ownSuites.contains($0.suite) }
    if result.figures.isEmpty {
      print("no workload matches --filter \(filter ?? "")")
    } else if !mainFigures.isEmpty {
      print(Output.table(mainFigures))
    }
    print(
      "S/C = Swift / C (above 1: Swift slower or larger). Timings: medians of interleaved samples. "
        + String(format: "%.0f s.", result.seconds))
    let swiftOnly = allSuites.filter { !$0.hasCBaseline }.map { $0.name }
    if !swiftOnly.isEmpty {
      print(
        "No C baseline (C and S/C —, Swift only): " + swiftOnly.joined(separator: ", ")
          + "; these have no C twin and compare Swift with itself (other counts or variants).")
    }
    for (_, table) in ownTables {
      print("")
      print(table)
    }
    if let json {
      try Output.write(result, to: json)
      print("wrote \(json)")
    }
    if let old {
      print("")
      print(Output.comparison(old: old, new: result))
    }
    if !result.mismatches.isEmpty {
      print("Swift and C disagreed (\(result.mismatches.count)):")
      for mismatch in result.mismatches { print("  \(mismatch)") }
      throw ExitCode(1)
    }
  }
}
