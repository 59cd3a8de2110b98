import ArgumentParser
import Foundation
import MosaicCore
import MosaicInteraction
import MosaicRender

/// `mosaic render FILE -o out.svg`: a picture of the layout, a scroll position or a drag.
struct RenderCommand: ParsableCommand, MosaicSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Draw the layout as SVG (or PNG through rsvg-convert): elements, viewport, drag state.")

  @OptionGroup var document: DocumentArguments

  @Option(name: .shortAndLong, help: "The picture to write.")
  var output: String

  @Option(help: "svg (default) or png (needs rsvg-convert: Debian package librsvg2-bin).")
  var format: String = "svg"

  @Option(
    help:
      "Draw only this content rect: X,Y,W,H (default: everything, or the viewport's neighbourhood for large layouts)."
  )
  var rect: String?

  @Option(help: "Replay this interaction script first (see `mosaic simulate`).")
  var script: String?

  @Option(help: "With --script: draw the state after this many steps (default: all).")
  var step: Int?

  func execute(registry: StrategyRegistry, output text: inout String) throws(LayoutError) {
    guard format == "svg" || format == "png" else {
      throw LayoutError(path: "--format", message: "expected svg or png, got '\(format)'")
    }
    let area = try rect.map { (text) throws(LayoutError) in
      try CoordinateParsing.rect(text, option: "--rect")
    }
    if step != nil, script == nil {
      throw LayoutError(path: "--step", message: "needs --script")
    }
    let (configuration, prepared) = try document.prepare(registry: registry)
    var layout = prepared
    var viewport = configuration.input.viewport
    var label: ((ElementID) -> String?)?
    var drag: DragOverlay?

    if let script {
      var steps = try SimulateCommand.readSteps(script)
      if let step {
        guard step >= 0, step <= steps.count else {
          throw LayoutError(path: "--step", message: "expected 0...\(steps.count), got \(step)")
        }
        steps = Array(steps.prefix(step))
      }
      var simulation = try Simulation(configuration: configuration)
      simulation.run(steps)
      let session = simulation.session
      layout = session.layout
      viewport = session.viewport
      var shown = session.model
      if let original = session.originalIndexPath, let target = session.target,
        let moved = try? shown.applying(BatchUpdate(moveItems: [(original, target)]))
      {
        shown = moved
        if let live = session.layout as? LiveReorderLayout,
          let slot = live.base.attributes(for: live.moving, viewport: viewport)
        {
          drag = DragOverlay(
            moving: live.moving, targetSlot: slot.frame,
            autoScrollZones: Self.zones(
              viewport: viewport, direction: layout.scrollDirection,
              depth: session.autoScroll.edgeInset))
        }
      }
      let names = shown
      label = { id in id.category == .cell ? names.item(at: id.indexPath) : nil }
    }

    var elements: [LayoutAttributes] = []
    layout.allElements(viewport: viewport, into: &elements)
    let renderer = SVGRenderer()
    let region = renderer.area(
      of: layout, viewport: viewport, rect: area, elementCount: elements.count)
    let content = Rect(origin: .zero, size: layout.contentSize).union(viewport.bounds)
    if region != content {
      elements.removeAll()
      layout.elements(in: region, viewport: viewport, into: &elements)
    }
    let svg = renderer.svg(
      contentSize: layout.contentSize, elements: elements, viewport: viewport, area: region,
      label: label,
      drag: drag)
    try Self.write(svg, to: output, format: format)
    var writer = JSONWriter()
    writer.frame(region)
    text += "wrote \(output): \(elements.count) elements, area \(writer.text)\n"
  }

  /// The auto-scroll bands at both ends of the visible rect along the scroll axis.
  static func zones(viewport: Viewport, direction: ScrollDirection, depth: Double) -> [Rect] {
    let visible = viewport.visibleRect
    if direction == .vertical {
      return [
        Rect(x: visible.x, y: visible.y, width: visible.width, height: depth),
        Rect(x: visible.x, y: visible.maxY - depth, width: visible.width, height: depth),
      ]
    }
    return [
      Rect(x: visible.x, y: visible.y, width: depth, height: visible.height),
      Rect(x: visible.maxX - depth, y: visible.y, width: depth, height: visible.height),
    ]
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
