import ArgumentParser
import MosaicCore

/// `mosaic hit FILE --point X,Y` / `--points FILE2`: the cell under a content point.
struct HitCommand: ParsableCommand, MosaicSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "hit",
    abstract: "Print the cell under a content point: {\"section\", \"item\"} or null.")

  @OptionGroup var document: DocumentArguments

  @Option(help: "A point in content coordinates: X,Y.")
  var point: String?

  @Option(help: "A file of points, one X,Y a line; prints a JSON array of answers.")
  var points: String?

  func execute(registry: StrategyRegistry, output: inout String) throws(LayoutError) {
    guard (point == nil) != (points == nil) else {
      throw LayoutError(
        path: "--point", message: "give exactly one of --point X,Y or --points FILE")
    }
    // Read the points before the layout so a bad points file fails fast.
    var queries: [Point] = []
    if let point {
      queries = [try CoordinateParsing.point(point, option: "--point")]
    } else if let points {
      queries = try Self.readPoints(points)
    }
    let (configuration, layout) = try document.prepare(registry: registry)
    let viewport = configuration.input.viewport
    var writer = JSONWriter()
    if point != nil {
      writer.indexPath(layout.indexPathForItem(at: queries[0], viewport: viewport))
    } else {
      writer.raw("[")
      for (index, query) in queries.enumerated() {
        if index > 0 { writer.raw(", ") }
        writer.indexPath(layout.indexPathForItem(at: query, viewport: viewport))
      }
      writer.raw("]")
    }
    output += writer.text + "\n"
  }

  /// One `X,Y` a line; blank lines and lines starting with `#` are skipped.
  static func readPoints(_ path: String) throws(LayoutError) -> [Point] {
    let data = try DocumentLoader.read(path)
    guard let text = String(bytes: data, encoding: .utf8) else {
      throw LayoutError(path: path, message: "is not UTF-8 text")
    }
    var result: [Point] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      result.append(try CoordinateParsing.point(trimmed, option: "\(path):\(number + 1)"))
    }
    return result
  }
}
