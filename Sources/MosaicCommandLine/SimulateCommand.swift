import ArgumentParser
import MosaicCore
import MosaicInteraction

/// `mosaic simulate FILE --script SCRIPT.json`: replay interactions, print the resulting state.
struct SimulateCommand: MosaicSubcommand {
  static let usage = "mosaic simulate FILE --script SCRIPT.json [--offset X,Y] [--rect X,Y,W,H]"

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

  @Option(
    help: ArgumentHelp(
      "Print a region: the layout's elements in this content rect after the script, and the "
        + "order of their items only, with no transition lists (needed beyond "
        + "\(maximumFullItems) items).",
      valueName: "X,Y,W,H"))
  var rect: String?

  /// The most items a document may hold for the full output (every item's name, frame and
  /// transition entries); beyond, only a region (`--rect`) is printed.
  static let maximumFullItems = 1_000_000

  /// The ops whose result carries a `transition` object: those that edit the data through a
  /// validated batch (every list empty when the step failed).
  static let transitionOps = Set(
    [ScriptStep.Op.batch, .tapMove, .tapDelete, .applySnapshot].map(\.rawValue))

  /// The ops whose result carries an `announcement`: the steps of a reorder a screen reader
  /// speaks.
  static let announcingOps = Set(
    [ScriptStep.Op.pickUp, .moveLifted, .dragEnd, .dragCancel].map(\.rawValue))

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
    let region = try rect.map { (text) throws(LayoutError) in
      try CoordinateParsing.rect(text, option: "--rect")
    }
    let script = try Self.readScript(script)
    let (configuration, _) = try document.prepare(registry: registry)
    let itemCount = configuration.input.totalItemCount
    guard region != nil || itemCount <= Self.maximumFullItems else {
      throw LayoutError(
        path: "--rect",
        message:
          "the full output names every item and frame, for at most \(Self.maximumFullItems) items; this document has \(itemCount): pass --rect X,Y,W,H to print a region"
      )
    }
    var simulation = try Simulation(configuration: configuration)
    simulation.anchoring = script.anchoring
    simulation.run(script.steps)

    let session = simulation.session
    // The region's elements first: the order printed is of their cells.
    let shown = try region.map { (area) throws(LayoutError) in
      try BoundedRectQuery(layout: session.layout, viewport: session.viewport).elements(
        in: area, limit: VisibleCommand.maximumElements, option: "--rect")
    }
    var writer = JSONWriter(sink: output)
    writer.raw("{\"order\": ")
    if let shown {
      let names = ElementNames(session: session, carousel: simulation.carousel)
      writer.nameLists(
        Self.regionOrder(shown, names: names, sectionCount: session.model.sectionCount))
    } else {
      writer.nameLists(session.model.sections.map(\.items))
    }
    writer.raw(", \"contentOffset\": ")
    try writer.point(session.viewport.contentOffset, field: "contentOffset")
    if !session.viewport.orthogonalOffsets.isEmpty {
      // A compositional layout's bands scrolled sideways (bandDrag, bandRelease), by section.
      writer.raw(", \"orthogonalOffsets\": [")
      for (index, entry) in session.viewport.orthogonalOffsets.sorted(by: { $0.key < $1.key })
        .enumerated()
      {
        writer.raw(
          index == 0
            ? "{\"section\": \(entry.key), \"offset\": "
            : ", {\"section\": \(entry.key), \"offset\": ")
        try writer.number(entry.value, field: "orthogonalOffsets")
        writer.raw("}")
      }
      writer.raw("]")
    }
    writer.raw(", \"selected\": ")
    let selected = Set(simulation.selection.selectedItems)
    if selected.isEmpty {
      // The usual script: nothing per item.
      writer.nameLists(Array(repeating: [ItemName](), count: session.model.sectionCount))
    } else if shown != nil {
      // Only the selected items are looked up, never the whole model.
      var lists = Array(repeating: [(Int, ItemName)](), count: session.model.sectionCount)
      let items = Array(selected)
      for (item, path) in zip(items, session.model.indexPaths(of: items)) {
        if let path { lists[path.section].append((path.item, item)) }
      }
      writer.nameLists(lists.map { $0.sorted { $0.0 < $1.0 }.map(\.1) })
    } else {
      writer.nameLists(session.model.sections.map { $0.items.lazy.filter(selected.contains) })
    }
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
      if Self.announcingOps.contains(step.op) {
        writer.raw(", \"announcement\": ")
        writer.string(step.announcement)
      }
      if region == nil, Self.transitionOps.contains(step.op) {
        writer.raw(", \"transition\": ")
        writer.transition(step.mapping)
      }
      writer.raw("}")
      writer.flushIfFull()
    }
    writer.raw(simulation.results.isEmpty ? "], \"layout\": " : "\n], \"layout\": ")
    if let shown {
      writer.raw("{\"contentSize\": ")
      try writer.size(session.layout.contentSize, field: "contentSize")
      writer.raw(", \"elements\": ")
      try writer.elements(shown)
      writer.raw("}")
    } else {
      try writer.layoutObject(of: session.layout, viewport: session.viewport)
    }
    writer.raw("}\n")
    writer.finish()
  }

  /// Per section, the names of the items the cells among `elements` show (a carousel's copies
  /// and a drag's proposed order mapped back to the data), in item order, each once.
  static func regionOrder(_ elements: [LayoutAttributes], names: ElementNames, sectionCount: Int)
    -> [[ItemName]]
  {
    var lists = Array(repeating: [(item: Int, name: ItemName)](), count: sectionCount)
    for element in elements {
      guard let name = names.item(of: element.id), let path = names.dataPath(of: element.id),
        lists.indices.contains(path.section)
      else { continue }
      lists[path.section].append((path.item, name))
    }
    return lists.map { entries in
      var seen = Set<Int>()
      return entries.sorted { $0.item < $1.item }.filter { seen.insert($0.item).inserted }.map(
        \.name)
    }
  }
}
