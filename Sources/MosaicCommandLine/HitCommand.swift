import ArgumentParser
import MosaicCore

/// `mosaic hit FILE --point X,Y` / `--points FILE2`: the cell under a content point.
struct HitCommand: MosaicSubcommand {
  static let usage = "mosaic hit FILE (--point X,Y | --points POINTS) [--offset X,Y]"

  static let configuration = CommandConfiguration(
    commandName: "hit",
    abstract: "Print the cell under a content point: {\"section\", \"item\"} or null.",
    usage: usage)

  @OptionGroup var document: DocumentArguments

  @Option(help: ArgumentHelp("A point in content coordinates.", valueName: "X,Y"))
  var point: String?

  @Option(
    help: ArgumentHelp(
      "A file of points, one X,Y a line (LF or CRLF; blank and # lines skipped); prints a JSON array of answers.",
      valueName: "POINTS"))
  var points: String?

  func execute(registry: StrategyRegistry, output: any OutputSink) throws(LayoutError) {
    guard (point == nil) != (points == nil) else {
      throw LayoutError(
        path: "--point",
        message: "give exactly one of --point X,Y or --points POINTS (usage: \(Self.usage))")
    }
    // Read the points before the layout so a bad points file fails fast.
    var queries: [Point] = []
    if let point {
      queries = [try CoordinateParsing.point(point, option: "--point")]
    } else if let points {
      queries = try PointsFile.read(points)
    }
    let (configuration, layout) = try document.prepare(registry: registry)
    let viewport = configuration.input.viewport
    var writer = JSONWriter(sink: output)
    if point != nil {
      writer.indexPath(layout.indexPathForItem(at: queries[0], viewport: viewport))
    } else {
      writer.raw("[")
      for (index, query) in queries.enumerated() {
        if index > 0 { writer.raw(", ") }
        writer.indexPath(layout.indexPathForItem(at: query, viewport: viewport))
        writer.flushIfFull()
      }
      writer.raw("]")
    }
    writer.raw("\n")
    writer.finish()
  }
}
