/// Everything the scaffold will write, worked out before anything is written.
public struct ScaffoldPlan: Sendable {
  /// File contents by path relative to the package root, new files and edited ones alike.
  public var writes: [(path: String, text: String)] = []
  /// What to tell the author: what was made and what to run next.
  public var report: [String] = []
}

/// Works out a new layout's files and edits. Validates everything first and throws before
/// writing anything: a bad name, existing files (unless forced), a manifest it cannot edit.
public enum Scaffolder {
  /// The marker a tool's main file carries where registrations go (see
  /// `Sources/Mosaic/Mosaic.docc/AddingALayout.md`).
  public static let registrationMarker = "// new-layout: registrations"
  /// The marker before which imports of new modules go in that file.
  public static let importMarker = "// new-layout: imports"
  /// The marker in Package.swift inside the tool target's dependency list.
  public static let toolDependencyMarker = "// new-layout: tool dependencies"

  /// The plan for `request` against the package `files`.
  /// - Throws: ``ScaffoldError`` with a message for the author; nothing has been written.
  public static func plan(_ request: ScaffoldRequest, files: some PackageSnapshot)
    throws(ScaffoldError)
    -> ScaffoldPlan
  {
    let name = try LayoutName(request.name, isModifier: request.isModifier)
    let originalManifest = try files.manifest()
    var manifest = ManifestEditor(text: originalManifest)
    // Inside Mosaic, Examples/ holds the built-in documents the CLI and gallery tests render; a
    // new layout's example waits in Examples/extensions/ until it is registered as a built-in.
    let example =
      (request.mosaicPackage == nil ? "Examples/extensions/" : "Examples/") + name.exampleFileName
    let sources = "Sources/\(name.module)"
    let tests = "Tests/\(name.testTarget)"

    // Refuse to overwrite anything unless forced.
    if !request.force {
      var taken: [String] = []
      for path in [sources, tests, example] where files.exists(path) { taken.append(path) }
      for target in [name.module, name.testTarget] where manifest.declaresTarget(target) {
        taken.append("the target \(target) in Package.swift")
      }
      if !taken.isEmpty {
        throw ScaffoldError(
          "'\(name.module)' is taken: \(taken.joined(separator: ", ")) already exist\(taken.count == 1 ? "s" : ""); nothing was written. Choose another name, or pass --force to write the scaffold's files again (existing targets are kept)."
        )
      }
    }

    var plan = ScaffoldPlan()
    func add(_ path: String, _ template: Templates.File) throws(ScaffoldError) {
      plan.writes.append(
        (path, Templates.fill(try Templates.text(of: template), name, example: example)))
    }
    if name.isModifier {
      try add("\(sources)/\(name.typeName).swift", .modifier)
      try add("\(sources)/\(name.optionsName).swift", .modifierOptions)
      try add("\(tests)/\(name.testTarget).swift", .modifierTests)
      try add(example, .modifierExample)
    } else {
      try add("\(sources)/\(name.typeName).swift", .strategy)
      try add("\(sources)/\(name.optionsName).swift", .strategyOptions)
      try add("\(tests)/\(name.testTarget).swift", .strategyTests)
      try add(example, .strategyExample)
    }
    plan.report.append(
      "Created \(name.module): the layout \(name.isModifier ? "modifier" : "strategy") \(name.typeName), named \"\(name.registeredName)\" in documents."
    )
    plan.report += plan.writes.map { "  \($0.path)" }

    // Package.swift: the targets, a product, and the package's own tool when it has a marker.
    let mosaic = request.mosaicPackage.map { manifest.existingMosaicPackageReference() ?? $0 }
    func product(_ module: String) -> String {
      mosaic.map { ".product(name: \"\(module)\", package: \"\($0)\")" } ?? "\"\(module)\""
    }
    let moduleDependencies = (name.isModifier ? ["MosaicCore"] : ["MosaicCore", "MosaicHitTest"])
      .map(product)
    let testDependencies =
      ["\"\(name.module)\""]
      + (name.isModifier ? ["MosaicTestKit", "MosaicFlow"] : ["MosaicTestKit"]).map(product)
    // Linux keeps `round`, `floor`, … (what `rounded()` calls) in libm, which a target importing
    // neither Glibc nor Foundation must link itself, as every library target of Mosaic does.
    let libm = "linkerSettings: [.linkedLibrary(\"m\", .when(platforms: [.linux]))]"
    let targets = [
      "// \(name.module): scaffolded by `swift package new-layout`; its tests run the conformance kit.",
      ".target(\n  name: \"\(name.module)\",\n  dependencies: [\(moduleDependencies.joined(separator: ", "))],\n  \(libm)),",
      ".testTarget(\n  name: \"\(name.testTarget)\",\n  dependencies: [\(testDependencies.joined(separator: ", "))]),",
    ]
    let productEntry = ".library(name: \"\(name.module)\", targets: [\"\(name.module)\"]),"
    let manual =
      "Add to Package.swift's targets:\n"
      + targets.map { $0.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") }
      .joined(separator: "\n")
      + "\nand, to publish it, to its products:\n    " + productEntry
    let registration =
      name.isModifier
      ? "registry.register(modifier: \(name.typeName).self)"
      : "registry.register(\(name.typeName).self)"

    if request.skipManifest {
      plan.report.append("Package.swift is left as it is (--skip-manifest). \(manual)")
    } else if manifest.declaresTarget(name.module) {
      plan.report.append("Package.swift already declares \(name.module); it is left as it is.")
    } else {
      let opening: Int?
      do {
        opening = try manifest.listOpening("targets")
      } catch {
        throw ScaffoldError(
          "\(error.message); nothing was written. Edit Package.swift by hand and run again with --skip-manifest. \(manual)"
        )
      }
      guard let opening else {
        throw ScaffoldError(
          "cannot find where Package.swift lists its targets (a line reading 'targets: [' with nothing after the bracket); nothing was written. Edit it by hand and run again with --skip-manifest. \(manual)"
        )
      }
      manifest.insert(targets, after: opening)
      var added = ["the targets \(name.module) and \(name.testTarget)"]
      if let products = try? manifest.listOpening("products") {
        manifest.insert([productEntry], after: products)
        added.append("the library product \(name.module)")
      }
      plan.report.append("Package.swift: added \(added.joined(separator: " and ")).")
    }

    // Registration in the package's own tool, at its markers (see
    // Sources/Mosaic/Mosaic.docc/AddingALayout.md).
    var registered = false
    let marked = files.swiftSources().filter {
      ManifestEditor.hasMarkerLine($0.text, registrationMarker)
    }
    if !request.skipManifest, marked.count == 1,
      ManifestEditor.hasMarkerLine(manifest.text, toolDependencyMarker)
    {
      let (path, text) = marked[0]
      if text.contains(registration) {
        registered = true
      } else {
        var source = ManifestEditor(text: text)
        _ = source.insert(registration, beforeMarker: registrationMarker)
        if !text.contains("import \(name.module)\n") {
          if !source.insert("import \(name.module)", beforeMarker: importMarker) {
            source.text = "import \(name.module)\n" + source.text
          }
        }
        _ = manifest.insert("\"\(name.module)\",", beforeMarker: toolDependencyMarker)
        plan.writes.append((path, source.text))
        plan.report.append(
          "\(path): registered \(name.typeName) (and the tool depends on \(name.module)).")
        registered = true
      }
    } else if marked.count > 1 {
      plan.report.append(
        "Several files carry '\(registrationMarker)' (\(marked.map(\.path).joined(separator: ", "))); register \(name.typeName) by hand."
      )
    }

    if manifest.text != originalManifest { plan.writes.append(("Package.swift", manifest.text)) }

    plan.report.append("Next:")
    plan.report.append("  swift test --filter \(name.testTarget)")
    if !registered {
      plan.report.append(
        "  register it where you build a registry: var registry = StrategyRegistry.builtIn; \(registration)"
      )
      if request.mosaicPackage == nil {
        plan.report.append(
          "  to make it a built-in: register it in Sources/Mosaic/StrategyRegistry+BuiltIn.swift, re-export it from Sources/Mosaic/Exports.swift, add it to the Mosaic target, move \(example) to Examples/ and run Scripts/gallery.sh"
        )
      }
    }
    return plan
  }
}
