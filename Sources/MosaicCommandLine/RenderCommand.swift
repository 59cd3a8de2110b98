import ArgumentParser
import Foundation
import MosaicCore
import MosaicInteraction
import MosaicRender

/// `mosaic render FILE -o out.svg`: a picture of the layout, a scroll position or a drag.
struct RenderCommand: MosaicSubcommand {
  static let usage =
    "mosaic render FILE -o OUT.svg|OUT.png [--format svg|png] [--offset X,Y] [--rect X,Y,W,H] [--script SCRIPT.json [--step N]]"

  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Draw the layout as SVG (or PNG through rsvg-convert): elements, viewport, drag state.",
    usage: usage)

  /// The most elements one picture may draw; a larger one is refused before it is collected.
  static let maximumElements = 100_000

  @OptionGroup var document: DocumentArguments

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The picture to write: its extension (.svg, .png) sets the format.", valueName: "OUT"))
  var output: String

  @Option(
    help:
      "svg or png (png needs rsvg-convert: Debian package librsvg2-bin). Default: the extension of -o; must agree with it."
  )
  var format: String?

  @Option(
    help:
      ArgumentHelp(
        "Draw only this content rect (default: everything, or the viewport's neighbourhood for large layouts).",
        valueName: "X,Y,W,H")
  )
  var rect: String?

  @Option(
    help: ArgumentHelp(
      "Replay this interaction script first (see `mosaic simulate`).", valueName: "SCRIPT.json"))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "With --script: draw the state after this many steps (default: all); after a batch, a resize, a tap edit or a snapshot, its transition too.",
      valueName: "N"))
  var step: Int?

  func execute(registry: StrategyRegistry, output text: any OutputSink) throws(LayoutError) {
    let format = try Self.format(explicit: format, output: output)
    let area = try rect.map { (text) throws(LayoutError) in
      try CoordinateParsing.rect(text, option: "--rect")
    }
    if step != nil, script == nil {
      throw LayoutError(path: "--step", message: "needs --script")
    }
    let (configuration, prepared) = try document.prepare(registry: registry)
    var layout = prepared
    var viewport = configuration.input.viewport
    var itemCount = configuration.input.totalItemCount
    var label: ((ElementID) -> String?)?
    var drag: DragOverlay?
    var transition: LayoutTransition?

    if let script {
      let loaded = try SimulateCommand.readScript(script)
      var steps = loaded.steps
      if let step {
        guard step >= 0, step <= steps.count else {
          throw LayoutError(path: "--step", message: "expected 0...\(steps.count), got \(step)")
        }
        steps = Array(steps.prefix(step))
      }
      var simulation = try Simulation(configuration: configuration)
      simulation.anchoring = loaded.anchoring
      simulation.run(steps)
      transition = simulation.lastTransition
      let session = simulation.session
      layout = session.layout
      viewport = session.viewport
      if let target = session.target, let slot = session.targetSlotFrame {
        drag = DragOverlay(
          moving: .cell(target), targetSlot: slot, autoScrollZones: session.autoScrollZones,
          itemCount: session.liftedIndexPaths.count)
      }
      // Cells are named by the items they show: mid-drag, the proposed order mapped back to
      // the model (a group's companions are off the layout).
      let names = ElementNames(session: session, carousel: nil)
      itemCount = (0..<session.model.sectionCount).reduce(0) {
        $0 + session.model.itemCount(inSection: $1)
      }
      label = { id in names.name(of: id) }
    }

    // Every element is listed only when few enough could exist to draw the whole content;
    // otherwise the picture is of a region, and only that region is queried.
    var whole: [LayoutAttributes]?
    if area == nil, itemCount + layout.sectionCount <= SVGRenderer.wholeContentLimit {
      var elements: [LayoutAttributes] = []
      layout.allElements(viewport: viewport, into: &elements)
      whole = elements
    }
    let renderer = SVGRenderer()
    let region = renderer.area(
      of: layout, viewport: viewport, rect: area,
      elementCount: whole?.count ?? SVGRenderer.wholeContentLimit + 1)
    let content = Rect(origin: .zero, size: layout.contentSize).union(viewport.bounds)
    let elements: [LayoutAttributes]
    if let whole, region == content {
      elements = whole
    } else {
      elements = try BoundedRectQuery(layout: layout, viewport: viewport).elements(
        in: region, limit: Self.maximumElements, option: "--rect")
    }
    let svg = renderer.svg(
      contentSize: layout.contentSize, elements: elements, viewport: viewport, area: region,
      label: label,
      drag: drag,
      transition: transition.map {
        TransitionOverlay(
          transitions: $0.transitions(shownIn: region, or: region), oldViewport: $0.oldViewport)
      })
    try Self.write(svg, to: output, format: format)
    var writer = JSONWriter()
    try writer.frame(region, field: "--rect")
    text.write("wrote \(output): \(counted(elements.count, "element")), area \(writer.text)\n")
  }

  static func write(_ svg: String, to path: String, format: String) throws(LayoutError) {
    let url = URL(fileURLWithPath: path)
    do {
      if format == "svg" {
        try Data(svg.utf8).write(to: url)
        return
      }
      guard let converter = findExecutable("rsvg-convert") else {
        throw LayoutError(
          path: "--format",
          message: "png needs rsvg-convert on PATH (Debian: apt-get install librsvg2-bin)")
      }
      let process = Process()
      process.executableURL = converter
      process.arguments = ["--format", "png", "--output", path]
      let input = Pipe()
      let errors = Pipe()
      process.standardInput = input
      process.standardError = errors
      try process.run()
      input.fileHandleForWriting.write(Data(svg.utf8))
      try input.fileHandleForWriting.close()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        let message = String(
          decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        throw LayoutError(
          path: path, message: "rsvg-convert failed: \(message.split(separator: "\n").first ?? "")")
      }
    } catch let error as LayoutError {
      throw error
    } catch {
      throw LayoutError(
        path: path, message: "cannot write the picture (\(error.localizedDescription))")
    }
  }

  static func findExecutable(_ name: String) -> URL? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    for directory in paths {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
