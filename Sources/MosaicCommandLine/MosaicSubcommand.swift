import ArgumentParser
import MosaicCore

/// A subcommand that writes its answer to a sink, so tests run it in-process and `mosaic` streams
/// it.
protocol MosaicSubcommand: ParsableCommand {
  /// The one-line synopsis shown in help and in the hint after an argument error.
  static var usage: String { get }

  /// Runs the command against `registry`, writing what it prints to `output`.
  func execute(registry: StrategyRegistry, output: any OutputSink) throws(LayoutError)
}
