/// A validated name for a new layout and every name derived from it.
///
/// `CoverFlow` gives the module `CoverFlow`, the type `CoverFlowLayout` (a modifier:
/// `CoverFlowModifier`), the options `CoverFlowOptions`, the name documents use, `coverFlow`, the
/// test target `CoverFlowTests` and the example `cover-flow.json`. The type differs from the module
/// so that `CoverFlow.CoverFlowLayout` is never ambiguous.
public struct LayoutName: Hashable, Sendable {
  /// The module and folder name, as given.
  public let module: String
  /// Whether it is a modifier rather than a strategy.
  public let isModifier: Bool

  /// The strategy or modifier type.
  public var typeName: String { module + (isModifier ? "Modifier" : "Layout") }
  /// The options type.
  public var optionsName: String { module + "Options" }
  /// The test target.
  public var testTarget: String { module + "Tests" }
  /// The name configuration documents select it by: the module in lower camel case.
  public var registeredName: String { Self.lowerCamel(module) }
  /// The example document's file name, in kebab case like the other examples.
  public var exampleFileName: String { Self.kebab(module) + ".json" }

  /// Names Mosaic's own modules use, which a new module must not shadow.
  public static let mosaicModules: Set<String> = [
    "Mosaic", "MosaicCore", "MosaicHitTest", "MosaicFlow", "MosaicWaterfall", "MosaicSticky",
    "MosaicInteraction", "MosaicRender", "MosaicCommandLine", "MosaicTestKit", "MosaicShelf",
    "MosaicCarousel", "MosaicScaffold", "MosaicTestSupport", "MosaicWaterfallTestSupport",
  ]

  /// Names of Mosaic's built-in strategies and modifiers: registering another under one of them
  /// would replace the built-in.
  public static let builtInNames: Set<String> = [
    "flow", "waterfall", "sticky", "shelf", "carousel",
  ]

  /// Words Swift reserves that an upper-case identifier can still collide with.
  static let reserved: Set<String> = ["Any", "Self", "Type", "Protocol", "Sendable", "Never"]

  /// Validates `name`.
  /// - Throws: ``ScaffoldError`` when `name` is not an identifier starting with an upper-case
  ///   letter, ends with a suffix the scaffold appends, or takes a name Mosaic uses.
  public init(_ name: String, isModifier: Bool) throws(ScaffoldError) {
    let example = isModifier ? "Dimmed" : "CoverFlow"
    guard !name.isEmpty else {
      throw ScaffoldError("a layout needs a name, for example: new-layout \(example)")
    }
    let isASCIILetter = { (c: Character) in c.isASCII && c.isLetter }
    guard let first = name.first, isASCIILetter(first), first.isUppercase else {
      throw ScaffoldError(
        "'\(name)' is not a valid name: it must start with an upper-case letter (it names a module and a type), for example \(example)"
      )
    }
    guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
      throw ScaffoldError(
        "'\(name)' is not a valid name: use only the letters A-Z and a-z, digits and underscores (it must be a Swift identifier)"
      )
    }
    guard name.count <= 64 else {
      throw ScaffoldError("'\(name)' is too long: use at most 64 characters")
    }
    guard !Self.reserved.contains(name) else {
      throw ScaffoldError("'\(name)' is reserved by Swift: choose another name")
    }
    for suffix in ["Layout", "Modifier", "Options", "Tests"]
    where name.hasSuffix(suffix) && name != suffix {
      throw ScaffoldError(
        "'\(name)' ends with '\(suffix)', which the scaffold adds itself: use '\(name.dropLast(suffix.count))' (module \(name.dropLast(suffix.count)), type \(name.dropLast(suffix.count))\(isModifier ? "Modifier" : "Layout"))"
      )
    }
    guard !Self.mosaicModules.contains(name) else {
      throw ScaffoldError(
        "'\(name)' is the name of one of Mosaic's own modules: choose another name")
    }
    self.module = name
    self.isModifier = isModifier
    guard !Self.builtInNames.contains(registeredName.lowercased()) else {
      throw ScaffoldError(
        "'\(name)' would register as '\(registeredName)', the name of Mosaic's built-in \(registeredName) layout: choose another name"
      )
    }
  }

  /// `CoverFlow` → `coverFlow`, `HTMLGrid` → `htmlGrid`, `X` → `x`.
  static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    // In `HTMLGrid` the run's last capital starts the next word.
    let lowered = upper > 1 && upper < characters.count ? upper - 1 : upper
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  /// `CoverFlow` → `cover-flow`, `HTMLGrid` → `html-grid`, `Grid3D` → `grid3-d`… words split where
  /// a lower-case letter or digit meets a capital, and before the last capital of a run.
  static func kebab(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if !previous.isUppercase && previous != "_"
          || (next?.isLowercase ?? false) && previous.isUppercase
        {
          result += "-"
        }
      }
      result += character == "_" ? "-" : character.lowercased()
    }
    return result
  }
}
