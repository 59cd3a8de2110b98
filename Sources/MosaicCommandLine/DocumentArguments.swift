import ArgumentParser
import MosaicCore

/// The arguments every query command shares: the document and an optional scroll position.
struct DocumentArguments: ParsableArguments {
  @Argument(help: ArgumentHelp("The configuration document (JSON).", valueName: "FILE"))
  var file: String

  @Option(
    help: ArgumentHelp(
      "Scroll to this content offset instead of the document's.", valueName: "X,Y"))
  var offset: String?

  /// The document's configuration, scrolled to `--offset`, and its prepared layout.
  func prepare(registry: StrategyRegistry) throws(LayoutError)
    -> (configuration: LayoutConfiguration, layout: any PreparedLayout)
  {
    let offsetPoint = try offset.map { (text) throws(LayoutError) in
      try CoordinateParsing.point(text, option: "--offset")
    }
    let configuration = try DocumentLoader(registry: registry).load(file, offset: offsetPoint)
    return (configuration, try configuration.prepare())
  }
}
