import ArgumentParser
import MosaicCore

/// `mosaic list`: the strategies and modifiers a document can name.
struct ListCommand: ParsableCommand, MosaicSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the strategies and modifiers a configuration can name.")

  func execute(registry: StrategyRegistry, output: inout String) throws(LayoutError) {
    output += "strategies:\n"
    let strategies = registry.strategyNames.compactMap { registry.strategies[$0] }
    let width = (strategies.map(\.name.count) + registry.modifierNames.map(\.count)).max() ?? 0
    for entry in strategies {
      output += "  \(entry.name.padding(width))  \(entry.summary)\n"
    }
    output += "modifiers:\n"
    let modifiers = registry.modifierNames.compactMap { registry.modifiers[$0] }
    if modifiers.isEmpty { output += "  (none)\n" }
    for entry in modifiers {
      output += "  \(entry.name.padding(width))  \(entry.summary)\n"
    }
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
