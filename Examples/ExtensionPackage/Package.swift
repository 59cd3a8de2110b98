// swift-tools-version: 6.1
// A package of its own that extends Mosaic, the way an app or a library adds layouts without
// touching Mosaic's sources: CoverFlow (made with `swift package new-layout CoverFlow`) and
// `mosaic-extended`, the `mosaic` command with CoverFlow registered.
//
// It depends on Mosaic by path because it lives inside Mosaic's repository; yours would use
// `.package(url: "https://github.com/<owner>/Mosaic.git", from: "<version>")`.
import PackageDescription

let package = Package(
  name: "MosaicExtensionExample",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "CoverFlow", targets: ["CoverFlow"]),
    .executable(name: "mosaic-extended", targets: ["mosaic-extended"]),
  ],
  dependencies: [
    // `name:` lets the products below say `package: "Mosaic"` whatever the checkout's folder is
    // called (a path dependency is otherwise known by its folder's name).
    .package(name: "Mosaic", path: "../..")
  ],
  targets: [
    // CoverFlow: scaffolded by `swift package new-layout`; its tests run the conformance kit.
    .target(
      name: "CoverFlow",
      dependencies: [
        .product(name: "MosaicCore", package: "Mosaic"),
        .product(name: "MosaicHitTest", package: "Mosaic"),
      ],
      // Linux keeps `round`, `floor`, … (what `rounded()` calls) in libm: see AddingALayout.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .testTarget(
      name: "CoverFlowTests",
      dependencies: [
        "CoverFlow", .product(name: "MosaicTestKit", package: "Mosaic"),
        // For the registration tests, which run the `mosaic` command in-process.
        .product(name: "Mosaic", package: "Mosaic"),
        .product(name: "MosaicCommandLine", package: "Mosaic"),
      ]),
    // `mosaic` with this package's layouts registered: `swift run mosaic-extended list`.
    // `new-layout` adds each new layout above the marker (and registers it in main.swift).
    .executableTarget(
      name: "mosaic-extended",
      dependencies: [
        .product(name: "Mosaic", package: "Mosaic"),
        .product(name: "MosaicCommandLine", package: "Mosaic"),
        "CoverFlow",
        // new-layout: tool dependencies
      ]),
  ]
)
