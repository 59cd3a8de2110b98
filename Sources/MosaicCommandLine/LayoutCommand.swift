import ArgumentParser
import MosaicCore

/// `mosaic layout FILE --json [--offset X,Y]`: every element's frame.
struct LayoutCommand: ParsableCommand, MosaicSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the content size and every element (cells, headers, footers, decorations).")

  @OptionGroup var document: DocumentArguments

  @Flag(help: "Print JSON (the only format; kept for the stable contract).")
  var json = false

  func execute(registry: StrategyRegistry, output: inout String) throws(LayoutError) {
    let (configuration, layout) = try document.prepare(registry: registry)
    var elements: [LayoutAttributes] = []
    layout.allElements(viewport: configuration.input.viewport, into: &elements)
    var writer = JSONWriter()
    writer.layoutObject(contentSize: layout.contentSize, elements: elements)
    output += writer.text + "\n"
  }
}
