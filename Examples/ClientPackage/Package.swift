// swift-tools-version: 6.1
import PackageDescription

// A package that depends on Mosaic the way a user's does (by path here): one executable per
// library product, each depending on that product alone (plus the strategy a modifier needs to
// wrap) and importing no Foundation, so every product is shown to build, link and run on its own;
// and one app-like file that imports Foundation beside Mosaic, where both declare `IndexPath`.
// CI builds and runs all of them in debug and release (Scripts/check-client.sh).
let mosaic = "Mosaic"

func client(_ name: String, _ products: String...) -> Target {
  .executableTarget(
    name: name,
    dependencies: products.map { .product(name: $0, package: mosaic) })
}

let package = Package(
  name: "ClientPackage",
  dependencies: [.package(name: mosaic, path: "../..")],
  targets: [
    client("UsesMosaic", "Mosaic"),
    client("UsesMosaicWithFoundation", "Mosaic"),
    client("UsesCore", "MosaicCore"),
    client("UsesHitTest", "MosaicHitTest"),
    client("UsesFlow", "MosaicFlow"),
    client("UsesWaterfall", "MosaicWaterfall"),
    client("UsesSticky", "MosaicSticky", "MosaicFlow"),
    client("UsesShelf", "MosaicShelf", "MosaicFlow"),
    client("UsesCarousel", "MosaicCarousel"),
    client("UsesCompositional", "MosaicCompositional"),
    client("UsesInteraction", "MosaicInteraction", "MosaicFlow"),
    client("UsesRender", "MosaicRender", "MosaicFlow"),
    client("UsesCommandLine", "MosaicCommandLine"),
    client("UsesTestKit", "MosaicTestKit", "MosaicFlow"),
  ]
)
