import MosaicCore

/// A subcommand that writes its answer to a string, so tests run it in-process.
protocol MosaicSubcommand {
  /// Runs the command against `registry`, appending what it prints to `output`.
  func execute(registry: StrategyRegistry, output: inout String) throws(LayoutError)
}
