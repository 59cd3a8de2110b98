// `swift package --allow-writing-to-package-directory new-layout <Name> [--modifier] [--force]`
//
// Thin on purpose: it finds the package's root and how the package names its Mosaic dependency,
// then runs `mosaic-scaffold`, whose logic (name checks, templates, Package.swift edits) lives in
// the MosaicScaffold library with its own tests.
import Foundation
import PackagePlugin

@main
struct NewLayout: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "mosaic-scaffold")
    var toolArguments = ["--package-dir", context.package.directoryURL.path]
    if let mosaic = mosaicDependency(of: context.package) {
      toolArguments += ["--mosaic-package", mosaic]
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = toolArguments + arguments
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw NewLayoutError()
    }
  }

  /// How the package names Mosaic: `nil` inside Mosaic itself (its targets are named directly),
  /// otherwise the dependency that provides MosaicCore, by the name its manifest gives it.
  func mosaicDependency(of package: Package) -> String? {
    if package.products.contains(where: { $0.name == "MosaicCore" }) { return nil }
    let mosaic = package.dependencies.first { dependency in
      dependency.package.products.contains { $0.name == "MosaicCore" }
    }
    return mosaic?.package.displayName ?? "Mosaic"
  }
}

struct NewLayoutError: Error, CustomStringConvertible {
  var description: String { "new-layout stopped; nothing was written" }
}
