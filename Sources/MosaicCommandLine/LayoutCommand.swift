import ArgumentParser
import MosaicCore

/// `mosaic layout FILE --json [--offset X,Y]`: every element's frame.
struct LayoutCommand: MosaicSubcommand {
  static let usage = "mosaic layout FILE [--json] [--offset X,Y]"

  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the content size and every element (cells, headers, footers, decorations).",
    usage: usage)

  @OptionGroup var document: DocumentArguments

  @Flag(help: "Print JSON (the only format; kept for the stable contract).")
  var json = false

  func execute(registry: StrategyRegistry, output: any OutputSink) throws(LayoutError) {
    let (configuration, layout) = try document.prepare(registry: registry)
    var writer = JSONWriter(sink: output)
    try writer.layoutObject(of: layout, viewport: configuration.input.viewport)
    writer.raw("\n")
    writer.finish()
  }
}
