import ArgumentParser
import MosaicCore

/// `mosaic validate FILE`: decode and prepare, report the first error with its JSON path; on
/// success, one `ok:` line, then a `warning:` line for each thing that is valid but does nothing
/// (sticky footers when no section has a footer).
struct ValidateCommand: MosaicSubcommand {
  static let usage = "mosaic validate FILE"

  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a configuration document; print the first error with its JSON path.",
    usage: usage)

  @Argument(help: ArgumentHelp("The configuration document (JSON).", valueName: "FILE"))
  var file: String

  func execute(registry: StrategyRegistry, output: any OutputSink) throws(LayoutError) {
    let configuration = try DocumentLoader(registry: registry).load(file)
    var warnings: [LayoutError] = []
    let layout = try configuration.prepare(warnings: &warnings)
    let modifiers = configuration.modifiers.map { type(of: $0).name }
    var text = "ok: \(configuration.strategyName)"
    if !modifiers.isEmpty { text += " + " + modifiers.joined(separator: " + ") }
    text += ", \(counted(configuration.input.sections.count, "section")),"
    text += " \(counted(configuration.input.totalItemCount, "item")),"
    var writer = JSONWriter()
    try writer.size(layout.contentSize, field: "contentSize")
    output.write(text + " contentSize \(writer.text)\n")
    for warning in warnings { output.write("warning: \(warning)\n") }
  }
}
