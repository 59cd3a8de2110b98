// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Mosaic",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Mosaic", targets: ["Mosaic"]),
    .library(name: "MosaicCore", targets: ["MosaicCore"]),
    .library(name: "MosaicHitTest", targets: ["MosaicHitTest"]),
    .library(name: "MosaicFlow", targets: ["MosaicFlow"]),
    .library(name: "MosaicShelf", targets: ["MosaicShelf"]),
    .library(name: "MosaicCarousel", targets: ["MosaicCarousel"]),
    .executable(name: "mosaic", targets: ["mosaic"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // Geometry, identities, the strategy / prepared-layout contract, the frame store,
    // configuration decoding and the registry. Depends on nothing.
    .target(name: "MosaicCore"),
    // The bucket index behind hit-tests and rect queries of every materialised strategy.
    .target(name: "MosaicHitTest", dependencies: ["MosaicCore"]),
    .target(name: "MosaicFlow", dependencies: ["MosaicCore", "MosaicHitTest"]),
    // The "shelf" modifier: section backgrounds and bookshelf rows over any layout.
    .target(name: "MosaicShelf", dependencies: ["MosaicCore", "MosaicHitTest"]),
    // The "carousel" strategy (analytic, ×500 wrapping) and its CarouselController.
    .target(name: "MosaicCarousel", dependencies: ["MosaicCore"]),
    // Umbrella: re-exports every module and holds the registry of built-in strategies.
    .target(
      name: "Mosaic",
      dependencies: ["MosaicCore", "MosaicHitTest", "MosaicFlow", "MosaicShelf", "MosaicCarousel"]),
    // The `mosaic` command's logic, kept in a library so tests can drive it in-process.
    .target(
      name: "MosaicCommandLine",
      dependencies: ["Mosaic", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .executableTarget(name: "mosaic", dependencies: ["MosaicCommandLine"]),

    .target(name: "MosaicTestSupport", dependencies: ["Mosaic"], path: "Tests/MosaicTestSupport"),
    .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore", "MosaicTestSupport"]),
    .testTarget(name: "MosaicHitTestTests", dependencies: ["MosaicHitTest", "MosaicTestSupport"]),
    .testTarget(name: "MosaicFlowTests", dependencies: ["MosaicFlow", "MosaicTestSupport"]),
    .testTarget(
      name: "MosaicShelfTests", dependencies: ["MosaicShelf", "MosaicFlow", "MosaicTestSupport"]),
    .testTarget(name: "MosaicCarouselTests", dependencies: ["MosaicCarousel", "MosaicTestSupport"]),
    .testTarget(
      name: "MosaicCommandLineTests",
      dependencies: ["MosaicCommandLine", "MosaicTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
