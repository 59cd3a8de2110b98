import ArgumentParser
import MosaicCore

/// `mosaic layout FILE --json [--offset X,Y]`: every element's frame.
struct LayoutCommand: ParsableCommand, MosaicSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the content size and every element (cells, headers, footers, decorations).")

  @Argument(help: "The configuration document (JSON).")
  var file: String

  @Flag(help: "Print JSON (the only format; kept for the stable contract).")
  var json = false

  @Option(help: "Scroll to this content offset (X,Y) instead of the document's.")
  var offset: String?

  func execute(registry: StrategyRegistry, output: inout String) throws(LayoutError) {
    let offsetPoint = try offset.map { (text) throws(LayoutError) in
      try CoordinateParsing.point(text, option: "--offset")
    }
    let configuration = try DocumentLoader(registry: registry).load(file, offset: offsetPoint)
    let layout = try configuration.prepare()
    var elements: [LayoutAttributes] = []
    layout.allElements(viewport: configuration.input.viewport, into: &elements)
    var writer = JSONWriter()
    writer.raw("{\"contentSize\": ")
    writer.size(layout.contentSize)
    writer.raw(", \"elements\": ")
    writer.elements(elements)
    writer.raw("}\n")
    output += writer.text
  }
}
