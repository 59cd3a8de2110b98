import ArgumentParser
import MosaicCore

/// `mosaic visible FILE --rect X,Y,W,H`: the elements intersecting a content rect.
struct VisibleCommand: ParsableCommand, MosaicSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "visible",
    abstract:
      "Print the elements whose frames intersect a content rect (edges touching do not count).")

  @OptionGroup var document: DocumentArguments

  @Option(help: "The rect in content coordinates: X,Y,W,H.")
  var rect: String

  func execute(registry: StrategyRegistry, output: inout String) throws(LayoutError) {
    let query = try CoordinateParsing.rect(rect, option: "--rect")
    let (configuration, layout) = try document.prepare(registry: registry)
    var elements: [LayoutAttributes] = []
    layout.elements(in: query, viewport: configuration.input.viewport, into: &elements)
    var writer = JSONWriter()
    writer.elements(elements)
    output += writer.text + "\n"
  }
}
