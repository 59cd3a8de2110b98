import ArgumentParser
import MosaicCore

/// `mosaic simulate FILE --script SCRIPT.json`: replay interactions, print the resulting state.
struct SimulateCommand: MosaicSubcommand {
  static let usage = "mosaic simulate FILE --script SCRIPT.json [--offset X,Y]"

  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Replay an interaction script (drags, ticks, taps, batches) and print the result.",
    usage: usage,
    discussion:
      "Each step is an object with an \"op\": "
      + ScriptStep.Op.allCases.map(\.rawValue).joined(separator: ", ")
      + ". The steps' fields, the output and the anchoring rules are in the documentation's "
      + "Command line article (mosaic simulate).")

  @OptionGroup var document: DocumentArguments

  @Option(
    help: ArgumentHelp(
      "The script: a JSON array of steps, or {\"steps\": [...], \"anchoring\": "
        + "\"firstVisibleCell\" or \"none\"} (the offset an edit keeps: the first visible "
        + "cell's, the default, or the offset itself, as UIKit does).",
      valueName: "SCRIPT.json"))
  var script: String

  /// The ops whose result carries a `transition` object: those that edit the data through a
  /// validated batch (every list empty when the step failed).
  static let transitionOps = Set(
    [ScriptStep.Op.batch, .tapMove, .tapDelete, .applySnapshot].map(\.rawValue))

  /// The most display frames all of a script's `tick` steps may ask for together (a step alone
  /// may ask for as many): each frame scrolls and re-targets the drag.
  static let maximumTicks = 1_000_000

  /// The script at `path`; errors name the file and the step's JSON path.
  static func readScript(_ path: String) throws(LayoutError) -> Script {
    let script: Script
    do {
      script = try StrictJSON.decode(Script.self, from: DocumentLoader.read(path))
    } catch {
      throw LayoutError(
        path: error.path.isEmpty ? path : "\(path): \(error.path)", message: error.message)
    }
    var ticks = 0
    for (index, step) in script.steps.enumerated() {
      guard case .tick(let count) = step else { continue }
      ticks += count  // each count is at most maximumTicks: no overflow
      guard ticks <= maximumTicks else {
        throw LayoutError(
          path: "\(path): [\(index)].count",
          message: "the script's ticks add up to more than \(maximumTicks) frames")
      }
    }
    return script
  }

  func execute(registry: StrategyRegistry, output: any OutputSink) throws(LayoutError) {
    let script = try Self.readScript(script)
    let (configuration, _) = try document.prepare(registry: registry)
    var simulation = try Simulation(configuration: configuration)
    simulation.anchoring = script.anchoring
    simulation.run(script.steps)

    let session = simulation.session
    var writer = JSONWriter(sink: output)
    writer.raw("{\"order\": ")
    writer.nameLists(session.model.items)
    writer.raw(", \"contentOffset\": ")
    try writer.point(session.viewport.contentOffset, field: "contentOffset")
    writer.raw(", \"selected\": ")
    let selected = Set(simulation.selection.selectedItems)
    writer.nameLists(session.model.items.map { $0.filter(selected.contains) })
    writer.raw(", \"page\": ")
    if let page = simulation.page { writer.number(page) } else { writer.raw("null") }
    writer.raw(", \"steps\": [")
    for (index, step) in simulation.results.enumerated() {
      writer.raw(index == 0 ? "\n  " : ",\n  ")
      writer.raw("{\"op\": ")
      writer.string(step.op)
      writer.raw(", \"ok\": \(step.ok), \"error\": ")
      writer.string(step.error)
      writer.raw(", \"target\": ")
      if let target = step.target {
        writer.raw("[\(target.section), \(target.item)]")
      } else {
        writer.raw("null")
      }
      writer.raw(", \"contentOffset\": ")
      try writer.point(step.contentOffset, field: "steps[\(index)].contentOffset")
      if Self.transitionOps.contains(step.op) {
        writer.raw(", \"transition\": ")
        writer.transition(step.mapping)
      }
      writer.raw("}")
      writer.flushIfFull()
    }
    writer.raw(simulation.results.isEmpty ? "], \"layout\": " : "\n], \"layout\": ")
    try writer.layoutObject(of: session.layout, viewport: session.viewport)
    writer.raw("}\n")
    writer.finish()
  }
}
