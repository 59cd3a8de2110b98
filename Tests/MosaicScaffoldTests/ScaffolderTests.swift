import MosaicScaffold
import Testing

/// Plans against packages in memory: which files, what they say, how Package.swift changes, and
/// that a refusal writes nothing.
@Suite struct ScaffolderTests {
  /// A manifest shaped like Mosaic's own.
  static let mosaicManifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "Mosaic",
      products: [
        .library(name: "MosaicCore", targets: ["MosaicCore"]),
      ],
      targets: [
        .target(name: "MosaicCore"),
        .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore"]),
      ]
    )
    """

  /// A separate package with its own tool carrying the registration markers.
  static let extensionManifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "MyLayouts",
      dependencies: [.package(name: "Mosaic", path: "../..")],
      targets: [
        .executableTarget(
          name: "my-mosaic",
          dependencies: [
            .product(name: "MosaicCommandLine", package: "Mosaic"),
            // new-layout: tool dependencies
          ]),
      ]
    )
    """

  static let toolMain = """
    import Foundation
    import Mosaic
    import MosaicCommandLine
    // new-layout: imports

    var registry = StrategyRegistry.builtIn
    // new-layout: registrations
    exit(MosaicTool.main(registry: registry))
    """

  static func inMosaic(_ name: String, modifier: Bool = false) -> ScaffoldRequest {
    var request = ScaffoldRequest(name: name)
    request.isModifier = modifier
    return request
  }

  static func separate(_ name: String, modifier: Bool = false) -> ScaffoldRequest {
    var request = inMosaic(name, modifier: modifier)
    request.mosaicPackage = "mosaic-identity"
    return request
  }

  func files(_ plan: ScaffoldPlan) -> [String: String] {
    Dictionary(plan.writes.map { ($0.path, $0.text) }, uniquingKeysWith: { $1 })
  }

  @Test func aStrategyInsideMosaic() throws {
    let package = MemoryPackage(files: ["Package.swift": Self.mosaicManifest])
    let plan = try Scaffolder.plan(Self.inMosaic("Spiral"), files: package)
    let written = files(plan)
    #expect(
      Set(written.keys) == [
        "Sources/Spiral/SpiralLayout.swift", "Sources/Spiral/SpiralOptions.swift",
        "Tests/SpiralTests/SpiralTests.swift", "Examples/extensions/spiral.json", "Package.swift",
      ])
    let layout = try #require(written["Sources/Spiral/SpiralLayout.swift"])
    #expect(layout.contains("public struct SpiralLayout: SectionLayoutStrategy, Hashable {"))
    #expect(layout.contains("public static let name = \"spiral\""))
    #expect(layout.contains("import MosaicHitTest"))
    #expect(layout.contains("into writer: inout SectionWriter"))
    #expect(!layout.contains("{{"), "every placeholder is filled")
    let options = try #require(written["Sources/Spiral/SpiralOptions.swift"])
    #expect(options.contains("try decoder.rejectUnknownKeys(CodingKeys.self)"))
    #expect(options.contains("decodeNonNegative(.spacing"))
    let tests = try #require(written["Tests/SpiralTests/SpiralTests.swift"])
    #expect(tests.contains("LayoutConformance.expect(SpiralLayout(options: SpiralOptions()))"))
    #expect(tests.contains(".appendingPathComponent(\"Examples/extensions/spiral.json\")"))
    #expect(
      written["Examples/extensions/spiral.json"]?.contains("\"strategy\": \"spiral\"") == true)

    let manifest = try #require(written["Package.swift"])
    #expect(
      manifest.contains(
        """
          products: [
            .library(name: "Spiral", targets: ["Spiral"]),
            .library(name: "MosaicCore"
        """))
    #expect(
      manifest.contains(
        """
          targets: [
            // Spiral: scaffolded by `swift package new-layout`; its tests run the conformance kit.
            .target(
              name: "Spiral",
              dependencies: ["MosaicCore", "MosaicHitTest"],
              linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
            .testTarget(
              name: "SpiralTests",
              dependencies: ["Spiral", "MosaicTestKit"]),
            .target(name: "MosaicCore"),
        """))
    #expect(plan.report.contains { $0.contains("StrategyRegistry+BuiltIn.swift") })
  }

  @Test func aModifierInsideMosaic() throws {
    let package = MemoryPackage(files: ["Package.swift": Self.mosaicManifest])
    let written = files(
      try Scaffolder.plan(Self.inMosaic("Dimmed", modifier: true), files: package))
    let modifier = try #require(written["Sources/Dimmed/DimmedModifier.swift"])
    #expect(modifier.contains("public struct DimmedModifier: LayoutModifier, Hashable {"))
    #expect(!modifier.contains("MosaicHitTest"), "a modifier needs only the core")
    #expect(
      written["Sources/Dimmed/DimmedOptions.swift"]?.contains("expected a number in 0...1") == true)
    #expect(
      written["Tests/DimmedTests/DimmedTests.swift"]?.contains("over: Flow(options: flow)") == true)
    #expect(written["Examples/extensions/dimmed.json"]?.contains("{\"name\": \"dimmed\"") == true)
    #expect(
      written["Package.swift"]?.contains(
        "dependencies: [\"Dimmed\", \"MosaicTestKit\", \"MosaicFlow\"]") == true)
    #expect(written["Package.swift"]?.contains("dependencies: [\"MosaicCore\"],") == true)
  }

  /// From a separate package: products by the name its manifest already uses, the example in its
  /// own Examples/, and the layout registered in its tool at the markers.
  @Test func aStrategyInASeparatePackageWithATool() throws {
    let package = MemoryPackage(files: [
      "Package.swift": Self.extensionManifest, "Sources/my-mosaic/main.swift": Self.toolMain,
    ])
    let plan = try Scaffolder.plan(Self.separate("CoverFlow"), files: package)
    let written = files(plan)
    #expect(written["Examples/cover-flow.json"] != nil)
    let manifest = try #require(written["Package.swift"])
    #expect(
      manifest.contains(
        #"dependencies: [.product(name: "MosaicCore", package: "Mosaic"), .product(name: "MosaicHitTest", package: "Mosaic")],"#
      ))
    #expect(
      manifest.contains(#"linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),"#),
      "a scaffolded layout links libm on Linux, as the library's own targets do")
    #expect(
      manifest.contains(
        #"dependencies: ["CoverFlow", .product(name: "MosaicTestKit", package: "Mosaic")]),"#))
    #expect(!manifest.contains("mosaic-identity"), "the manifest's own spelling wins")
    #expect(!manifest.contains(".library("), "no products list: none added")
    #expect(
      manifest.contains(
        """
                "CoverFlow",
                // new-layout: tool dependencies
        """))
    let main = try #require(written["Sources/my-mosaic/main.swift"])
    #expect(main.contains("import CoverFlow\n// new-layout: imports"))
    #expect(main.contains("registry.register(CoverFlowLayout.self)\n// new-layout: registrations"))

    // A second layout joins the first.
    let second = try Scaffolder.plan(
      Self.separate("Fade", modifier: true), files: package.applying(plan))
    let main2 = try #require(files(second)["Sources/my-mosaic/main.swift"])
    #expect(
      main2.contains(
        "registry.register(CoverFlowLayout.self)\nregistry.register(modifier: FadeModifier.self)\n")
    )
    #expect(files(second)["Package.swift"]?.contains("\"CoverFlow\",\n        \"Fade\",\n") == true)
  }

  /// A Mosaic clone holds the scaffolder's own source, which quotes every marker in a string
  /// constant: only a line that is the marker alone counts, so the tool's markers are still found.
  @Test func markersQuotedInCodeAreNotMarkers() throws {
    let quoting = """
      enum Markers {
        static let registrationMarker = "\(Scaffolder.registrationMarker)"
        static let importMarker = "\(Scaffolder.importMarker)"
        static let toolDependencyMarker = "\(Scaffolder.toolDependencyMarker)"
      }
      """
    let package = MemoryPackage(files: [
      "Package.swift": Self.extensionManifest, "Sources/my-mosaic/main.swift": Self.toolMain,
      "Sources/MosaicScaffold/Scaffolder.swift": quoting,
    ])
    let plan = try Scaffolder.plan(Self.separate("CoverFlow"), files: package)
    let written = files(plan)
    #expect(written["Sources/MosaicScaffold/Scaffolder.swift"] == nil)
    let main = try #require(written["Sources/my-mosaic/main.swift"])
    #expect(main.contains("registry.register(CoverFlowLayout.self)\n// new-layout: registrations"))
    #expect(!plan.report.contains { $0.contains("Several files carry") })

    // A manifest that only quotes the dependency marker gets no tool dependency.
    let quotedManifest = Self.extensionManifest.replacingMarker()
    let unmarked = MemoryPackage(files: [
      "Package.swift": quotedManifest, "Sources/my-mosaic/main.swift": Self.toolMain,
    ])
    let plain = try Scaffolder.plan(Self.separate("CoverFlow"), files: unmarked)
    #expect(files(plain)["Sources/my-mosaic/main.swift"] == nil)
    #expect(plain.report.contains { $0.contains("register it where you build a registry") })
  }

  @Test func withoutAnExistingReferenceThePluginsNameIsUsed() throws {
    let manifest = Self.mosaicManifest.replacing("name: \"Mosaic\"", with: "name: \"Other\"")
    let plan = try Scaffolder.plan(
      Self.separate("Spiral"), files: MemoryPackage(files: ["Package.swift": manifest]))
    #expect(files(plan)["Package.swift"]?.contains("package: \"mosaic-identity\"") == true)
  }

  @Test func existingFilesAreRefusedUnlessForced() throws {
    let base = MemoryPackage(files: ["Package.swift": Self.mosaicManifest])
    let once = base.applying(try Scaffolder.plan(Self.inMosaic("Spiral"), files: base))
    #expect {
      try Scaffolder.plan(Self.inMosaic("Spiral"), files: once)
    } throws: { error in
      let message = (error as? ScaffoldError)?.message ?? ""
      return message.contains("'Spiral' is taken: Sources/Spiral, Tests/SpiralTests")
        && message.contains("--force") && message.contains("nothing was written")
    }
    // A folder alone is enough to refuse.
    let folder = MemoryPackage(files: [
      "Package.swift": Self.mosaicManifest, "Sources/Spiral/Notes.md": "",
    ])
    #expect(throws: ScaffoldError.self) {
      try Scaffolder.plan(Self.inMosaic("Spiral"), files: folder)
    }

    var forced = Self.inMosaic("Spiral")
    forced.force = true
    let again = files(try Scaffolder.plan(forced, files: once))
    #expect(again["Sources/Spiral/SpiralLayout.swift"] != nil)
    #expect(again["Package.swift"] == nil, "targets already declared are not added twice")
  }

  @Test func aManifestWithoutATargetsLineIsRefused() {
    let manifest =
      "import PackageDescription\nlet package = Package(name: \"X\", targets: [.target(name: \"X\")])\n"
    #expect {
      try Scaffolder.plan(
        Self.separate("Spiral"), files: MemoryPackage(files: ["Package.swift": manifest]))
    } throws: { error in
      let message = (error as? ScaffoldError)?.message ?? ""
      return message.contains("cannot find where Package.swift lists its targets")
        && message.contains("nothing was written") && message.contains(".target(")
    }
  }

  @Test func anAmbiguousManifestIsRefused() {
    let manifest = "let a = Package(\n  targets: [\n  ])\nlet b = Package(\n  targets: [\n  ])\n"
    #expect {
      try Scaffolder.plan(
        Self.separate("Spiral"), files: MemoryPackage(files: ["Package.swift": manifest]))
    } throws: { error in
      (error as? ScaffoldError)?.message.contains("lines 2, 5") == true
    }
  }

  @Test func skipManifestPrintsWhatToAdd() throws {
    var request = Self.separate("Spiral")
    request.skipManifest = true
    let manifest = "let package = Package(name: \"X\", targets: [])"
    let plan = try Scaffolder.plan(
      request, files: MemoryPackage(files: ["Package.swift": manifest]))
    #expect(files(plan)["Package.swift"] == nil)
    #expect(
      plan.report.contains {
        $0.contains("Add to Package.swift's targets:") && $0.contains("name: \"SpiralTests\"")
      })
  }

  @Test func aBadNameWritesNothing() {
    #expect(throws: ScaffoldError.self) {
      try Scaffolder.plan(
        Self.inMosaic("my layout"),
        files: MemoryPackage(files: ["Package.swift": Self.mosaicManifest]))
    }
  }
}

extension String {
  /// The manifest with its dependency marker line turned into a quoted string.
  fileprivate func replacingMarker() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix(Scaffolder.toolDependencyMarker)
        ? String(line).replacing(
          Scaffolder.toolDependencyMarker, with: "\"\(Scaffolder.toolDependencyMarker)\",")
        : String(line)
    }.joined(separator: "\n")
  }
}
