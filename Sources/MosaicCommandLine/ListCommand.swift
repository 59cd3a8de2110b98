import ArgumentParser
import MosaicCore

/// `mosaic list`: the strategies and modifiers a document can name.
struct ListCommand: MosaicSubcommand {
  static let usage = "mosaic list"

  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the strategies and modifiers a configuration can name.",
    usage: usage)

  func execute(registry: StrategyRegistry, output: any OutputSink) throws(LayoutError) {
    var text = "strategies:\n"
    let strategies = registry.strategyNames.compactMap { registry.strategies[$0] }
    let width = (strategies.map(\.name.count) + registry.modifierNames.map(\.count)).max() ?? 0
    for entry in strategies {
      text += "  \(entry.name.padding(width))  \(entry.summary)\n"
    }
    text += "modifiers:\n"
    let modifiers = registry.modifierNames.compactMap { registry.modifiers[$0] }
    if modifiers.isEmpty { text += "  (none)\n" }
    for entry in modifiers {
      text += "  \(entry.name.padding(width))  \(entry.summary)\n"
    }
    output.write(text)
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
