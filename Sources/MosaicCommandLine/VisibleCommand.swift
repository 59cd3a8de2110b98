import ArgumentParser
import MosaicCore

/// `mosaic visible FILE --rect X,Y,W,H`: the elements intersecting a content rect.
struct VisibleCommand: ParsableCommand, MosaicSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "visible",
    abstract: "Print the elements whose frames intersect a content rect (edges touching do not count).")

  @Argument(help: "The configuration document (JSON).")
  var file: String

  @Option(help: "The rect in content coordinates: X,Y,W,H.")
  var rect: String

  @Option(help: "Scroll to this content offset (X,Y) instead of the document's.")
  var offset: String?

  func execute(registry: StrategyRegistry, output: inout String) throws(LayoutError) {
    let query = try CoordinateParsing.rect(rect, option: "--rect")
    let offsetPoint = try offset.map { (text) throws(LayoutError) in
      try CoordinateParsing.point(text, option: "--offset")
    }
    let configuration = try DocumentLoader(registry: registry).load(file, offset: offsetPoint)
    let layout = try configuration.prepare()
    var elements: [LayoutAttributes] = []
    layout.elements(in: query, viewport: configuration.input.viewport, into: &elements)
    var writer = JSONWriter()
    writer.elements(elements)
    output += writer.text + "\n"
  }
}
