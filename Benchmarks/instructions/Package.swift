// swift-tools-version:5.10
// Instruction counts of model edits and queries, for callgrind: see Benchmarks/README.md,
// "Instruction counts". A package of its own so the main package's build and tests never compile
// it.
import PackageDescription

let package = Package(
  name: "ModelInstructions",
  dependencies: [.package(name: "Mosaic", path: "../..")],
  targets: [
    .target(name: "InstructionsSupport"),
    .executableTarget(
      name: "model-instructions",
      dependencies: [
        "InstructionsSupport",
        .product(name: "MosaicCore", package: "Mosaic"),
        .product(name: "MosaicInteraction", package: "Mosaic"),
      ]),
    .executableTarget(
      name: "query-instructions",
      dependencies: [
        "InstructionsSupport",
        .product(name: "MosaicCore", package: "Mosaic"),
        .product(name: "MosaicFlow", package: "Mosaic"),
        .product(name: "MosaicWaterfall", package: "Mosaic"),
      ]),
  ]
)
