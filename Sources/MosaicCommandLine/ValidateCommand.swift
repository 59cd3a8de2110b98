import ArgumentParser
import MosaicCore

/// `mosaic validate FILE`: decode and prepare, report the first error with its JSON path.
struct ValidateCommand: ParsableCommand, MosaicSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a configuration document; print the first error with its JSON path.")

  @Argument(help: "The configuration document (JSON).")
  var file: String

  func execute(registry: StrategyRegistry, output: inout String) throws(LayoutError) {
    let configuration = try DocumentLoader(registry: registry).load(file)
    let layout = try configuration.prepare()
    let modifiers = configuration.modifiers.map { type(of: $0).name }
    output += "ok: \(configuration.strategyName)"
    if !modifiers.isEmpty { output += " + " + modifiers.joined(separator: " + ") }
    output +=
      ", \(configuration.input.sections.count) sections, \(configuration.input.totalItemCount) items,"
    var writer = JSONWriter()
    writer.size(layout.contentSize)
    output += " contentSize \(writer.text)\n"
  }
}
