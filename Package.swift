// swift-tools-version: 6.1
import PackageDescription

// Library modules call the C maths library (`round`, `floor`, `rint`, …), which Linux keeps in
// libm: every library target links it, so a client that imports no Foundation still links.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "Mosaic",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Mosaic", targets: ["Mosaic"]),
    .library(name: "MosaicCore", targets: ["MosaicCore"]),
    .library(name: "MosaicHitTest", targets: ["MosaicHitTest"]),
    .library(name: "MosaicFlow", targets: ["MosaicFlow"]),
    .library(name: "MosaicWaterfall", targets: ["MosaicWaterfall"]),
    .library(name: "MosaicSticky", targets: ["MosaicSticky"]),
    .library(name: "MosaicInteraction", targets: ["MosaicInteraction"]),
    .library(name: "MosaicRender", targets: ["MosaicRender"]),
    .library(name: "MosaicShelf", targets: ["MosaicShelf"]),
    .library(name: "MosaicCarousel", targets: ["MosaicCarousel"]),
    .library(name: "MosaicCompositional", targets: ["MosaicCompositional"]),
    .library(name: "MosaicCommandLine", targets: ["MosaicCommandLine"]),
    .library(name: "MosaicTestKit", targets: ["MosaicTestKit"]),
    .executable(name: "mosaic", targets: ["mosaic"]),
    .plugin(name: "NewLayout", targets: ["NewLayout"]),
  ],
  // `Playground`: `mosaic serve`, the browser playground's HTTP and WebSocket server, over
  // Hummingbird and SwiftNIO. Off unless asked for (`swift run --traits Playground mosaic serve`,
  // `swift test --traits Playground`), so a package that depends on Mosaic's libraries, and every
  // other `mosaic` command, resolves and builds no server, networking or crypto package: SwiftPM
  // leaves out the packages that only a disabled trait's dependencies name.
  traits: [
    .trait(
      name: "Playground",
      description: "mosaic serve: the browser playground's server (Hummingbird, SwiftNIO)")
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Percentiles of the benchmark's samples (bench only).
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    // The playground's HTTP and WebSocket server (`mosaic serve` only, under the `Playground`
    // trait; no library product).
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // `swift package generate-documentation --target Mosaic`: the guide in Sources/Mosaic/Mosaic.docc.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Geometry, identities, the strategy / prepared-layout contract, the frame store,
    // configuration decoding and the registry. Depends on nothing.
    .target(name: "MosaicCore", linkerSettings: libm),
    // The bucket index and the paged layouts built on it (waterfall's, section layouts'), and
    // SectionLayoutStrategy, which lays out one section at a time onto them.
    .target(name: "MosaicHitTest", dependencies: ["MosaicCore"], linkerSettings: libm),
    .target(
      name: "MosaicFlow", dependencies: ["MosaicCore", "MosaicHitTest"], linkerSettings: libm),
    .target(
      name: "MosaicWaterfall", dependencies: ["MosaicCore", "MosaicHitTest"], linkerSettings: libm),
    // Modifier: pinned headers and footers over any prepared layout; needs only the core contract.
    .target(name: "MosaicSticky", dependencies: ["MosaicCore"], linkerSettings: libm),
    // Data model, batch updates, diffing, selection and reordering over any prepared layout.
    .target(name: "MosaicInteraction", dependencies: ["MosaicCore"], linkerSettings: libm),
    // SVG pictures of any prepared layout (and a drag in progress).
    .target(name: "MosaicRender", dependencies: ["MosaicCore"], linkerSettings: libm),
    // The "shelf" modifier: section backgrounds and bookshelf rows over any layout.
    .target(
      name: "MosaicShelf", dependencies: ["MosaicCore", "MosaicHitTest"], linkerSettings: libm),
    // The "carousel" strategy (analytic, ×500 wrapping) and its CarouselController.
    .target(name: "MosaicCarousel", dependencies: ["MosaicCore"], linkerSettings: libm),
    // The "compositional" strategy: a section layout per section (group patterns, bands) on
    // the page engine.
    .target(
      name: "MosaicCompositional", dependencies: ["MosaicCore", "MosaicHitTest"],
      linkerSettings: libm),
    // Umbrella: re-exports every module and holds the registry of built-in strategies.
    .target(
      name: "Mosaic",
      dependencies: [
        "MosaicCore", "MosaicHitTest", "MosaicFlow", "MosaicWaterfall", "MosaicSticky",
        "MosaicShelf", "MosaicCarousel", "MosaicCompositional", "MosaicInteraction",
        "MosaicRender",
      ], linkerSettings: libm),
    // The `mosaic` command's logic, kept in a library so tests can drive it in-process.
    .target(
      name: "MosaicCommandLine",
      dependencies: ["Mosaic", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      linkerSettings: libm),
    // `mosaic serve`'s transport: the page's files and one WebSocket per client, over
    // Hummingbird. The protocol itself is `PlaygroundSession` in MosaicCommandLine. Not a product,
    // and its server code and dependencies only under the `Playground` trait.
    .target(
      name: "MosaicServe",
      dependencies: [
        "MosaicCommandLine",
        .product(
          name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Playground"])),
        .product(
          name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Playground"])),
        .product(
          name: "HummingbirdWebSocket", package: "hummingbird-websocket",
          condition: .when(traits: ["Playground"])),
        // The channel handler that answers a malformed request with 400 (PlaygroundChannel).
        .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Playground"])),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Playground"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Playground"])),
      ],
      resources: [.copy("Page")]),
    .executableTarget(
      name: "mosaic",
      dependencies: [
        "MosaicCommandLine", .target(name: "MosaicServe", condition: .when(traits: ["Playground"])),
      ]),
    // The conformance kit: any strategy or modifier against the PreparedLayout invariants on
    // generated inputs. Test code only (it imports Testing when available); core alone.
    .target(name: "MosaicTestKit", dependencies: ["MosaicCore"], linkerSettings: libm),
    // `swift package new-layout <Name> [--modifier]`: a thin command plugin running
    // mosaic-scaffold, whose logic (names, templates, manifest edits) is MosaicScaffold.
    .plugin(
      name: "NewLayout",
      capability: .command(
        intent: .custom(
          verb: "new-layout",
          description: "Scaffold a layout strategy (or, with --modifier, a modifier) with its tests"
        ),
        permissions: [
          .writeToPackageDirectory(
            reason:
              "writes Sources/<Name>, Tests/<Name>Tests and an example, and adds the targets to Package.swift"
          )
        ]),
      dependencies: ["mosaic-scaffold"]),
    .executableTarget(name: "mosaic-scaffold", dependencies: ["MosaicScaffold"]),
    // The templates are files (Swift the formatter checks, written for a layout named
    // `Placeholder`), read through Bundle.module.
    .target(name: "MosaicScaffold", resources: [.copy("Templates")]),

    // `swift run -c release bench`: every strategy beside C baselines (method, workloads
    // and the latest run in Benchmarks/README.md). Only this executable sees the C code; it finds
    // jemalloc at run time (Debian's libjemalloc2, preloaded into itself), so nothing here needs
    // jemalloc to build.
    .target(name: "CBaselines", path: "Benchmarks/CBaselines"),
    .executableTarget(
      name: "bench",
      dependencies: [
        "MosaicCore", "MosaicHitTest", "MosaicFlow", "MosaicWaterfall", "MosaicSticky",
        "MosaicShelf", "MosaicCarousel", "MosaicCompositional", "MosaicInteraction", "CBaselines",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Histogram", package: "hdrhistogram-swift"),
      ],
      path: "Benchmarks/bench"
    ),

    // The fuzz harness: one input through the configuration decoder, `prepare` and queries, a
    // simulate script or a whole command line, checking the contracts (Scripts/fuzz.sh runs it
    // under libFuzzer). A library so that tests replay inputs through the same function.
    .target(name: "MosaicFuzzing", dependencies: ["Mosaic", "MosaicCommandLine"]),
    // `mosaic-fuzz`: libFuzzer's entry when built with `-sanitize=fuzzer -DMOSAIC_LIBFUZZER`,
    // otherwise a replay of input files through the harness.
    .executableTarget(name: "mosaic-fuzz", dependencies: ["MosaicFuzzing"]),

    // Shared test fixtures over the core contract (and the bucket index its tiny strategy uses);
    // waterfall's random cases apart, so a module's tests build only the modules they test.
    .target(
      name: "MosaicTestSupport", dependencies: ["MosaicCore", "MosaicHitTest", "MosaicTestKit"],
      path: "Tests/MosaicTestSupport"),
    .target(
      name: "MosaicWaterfallTestSupport", dependencies: ["MosaicWaterfall", "MosaicTestSupport"],
      path: "Tests/MosaicWaterfallTestSupport"),
    .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore", "MosaicTestSupport"]),
    .testTarget(name: "MosaicHitTestTests", dependencies: ["MosaicHitTest", "MosaicTestSupport"]),
    .testTarget(name: "MosaicFlowTests", dependencies: ["MosaicFlow", "MosaicTestSupport"]),
    .testTarget(
      name: "MosaicWaterfallTests",
      dependencies: [
        "MosaicWaterfall", "Mosaic", "MosaicTestSupport", "MosaicWaterfallTestSupport",
      ]),
    .testTarget(
      name: "MosaicStickyTests",
      dependencies: [
        "MosaicSticky", "MosaicFlow", "MosaicWaterfall", "Mosaic", "MosaicTestSupport",
        "MosaicWaterfallTestSupport",
      ]),
    .testTarget(
      name: "MosaicInteractionTests",
      dependencies: [
        "MosaicInteraction", "Mosaic", "MosaicTestSupport", "MosaicWaterfallTestSupport",
      ]),
    .testTarget(
      name: "MosaicRenderTests", dependencies: ["MosaicRender", "Mosaic", "MosaicTestSupport"]),
    .testTarget(
      name: "MosaicShelfTests",
      dependencies: [
        "MosaicShelf", "MosaicFlow", "MosaicWaterfall", "MosaicTestSupport",
        "MosaicWaterfallTestSupport",
      ]),
    .testTarget(
      name: "MosaicCarouselTests", dependencies: ["MosaicCarousel", "MosaicTestSupport"]),
    .testTarget(
      name: "MosaicCompositionalTests",
      dependencies: ["MosaicCompositional", "Mosaic", "MosaicTestSupport"]),
    .testTarget(
      name: "MosaicCompositionTests",
      dependencies: ["Mosaic", "MosaicTestSupport", "MosaicWaterfallTestSupport"]),
    .testTarget(
      name: "MosaicCommandLineTests",
      dependencies: ["MosaicCommandLine", "MosaicTestSupport"]
    ),
    .testTarget(
      name: "MosaicServeTests",
      dependencies: ["MosaicServe", "MosaicTestSupport"]),
    .testTarget(
      name: "MosaicFuzzingTests", dependencies: ["MosaicFuzzing", "MosaicTestSupport"]),
    .testTarget(name: "MosaicScaffoldTests", dependencies: ["MosaicScaffold"]),
    // The guide's and the README's Swift examples, compiled and run; GuideCodeBlockTests keeps
    // each article's code blocks equal to the marked regions here.
    .testTarget(name: "MosaicDocExamplesTests", dependencies: ["Mosaic"]),
    .testTarget(
      name: "MosaicTestKitTests",
      dependencies: ["MosaicTestKit", "MosaicTestSupport", "MosaicWaterfallTestSupport", "Mosaic"]),
  ],
  swiftLanguageModes: [.v6]
)
