import ArgumentParser
import MosaicCore

/// `mosaic visible FILE --rect X,Y,W,H`: the elements intersecting a content rect.
struct VisibleCommand: MosaicSubcommand {
  static let usage = "mosaic visible FILE --rect X,Y,W,H [--offset X,Y]"

  static let configuration = CommandConfiguration(
    commandName: "visible",
    abstract:
      "Print the elements whose frames intersect a content rect (edges touching do not count).",
    usage: usage)

  /// The most elements one answer may hold; a larger answer is refused before it is collected.
  static let maximumElements = 1_000_000

  @OptionGroup var document: DocumentArguments

  @Option(help: ArgumentHelp("The rect in content coordinates.", valueName: "X,Y,W,H"))
  var rect: String

  func execute(registry: StrategyRegistry, output: any OutputSink) throws(LayoutError) {
    let query = try CoordinateParsing.rect(rect, option: "--rect")
    let (configuration, layout) = try document.prepare(registry: registry)
    let elements = try BoundedRectQuery(layout: layout, viewport: configuration.input.viewport)
      .elements(in: query, limit: Self.maximumElements, option: "--rect")
    var writer = JSONWriter(sink: output)
    try writer.elements(elements)
    writer.raw("\n")
    writer.finish()
  }
}
