/// What the scaffold was asked for: `new-layout <Name> [--modifier] [--force] [--skip-manifest]`,
/// plus what the plugin adds (`--package-dir`, `--mosaic-package`).
public struct ScaffoldRequest: Hashable, Sendable {
  /// The name as typed.
  public var name: String
  /// Scaffold a modifier rather than a strategy.
  public var isModifier = false
  /// Overwrite the scaffold's files when they exist.
  public var force = false
  /// Leave Package.swift alone and print what to add instead.
  public var skipManifest = false
  /// The package's root directory.
  public var packageDirectory = "."
  /// How the package's manifest names its Mosaic dependency (`Mosaic`); `nil` when the package is
  /// Mosaic itself, whose targets are named directly.
  public var mosaicPackage: String?

  /// A request for `name`.
  public init(name: String) {
    self.name = name
  }

  /// The usage line.
  public static let usage =
    "usage: swift package --allow-writing-to-package-directory new-layout <Name> [--modifier] [--force] [--skip-manifest]"

  /// Parses the tool's command line (without the program name).
  /// - Throws: ``ScaffoldError`` for an unknown option, a missing value or not exactly one name.
  public static func parse(_ arguments: [String]) throws(ScaffoldError) -> ScaffoldRequest {
    var names: [String] = []
    var request = ScaffoldRequest(name: "")
    var index = 0
    func value(for option: String) throws(ScaffoldError) -> String {
      index += 1
      guard index < arguments.count else { throw ScaffoldError("\(option) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--modifier": request.isModifier = true
      case "--force": request.force = true
      case "--skip-manifest": request.skipManifest = true
      case "--package-dir": request.packageDirectory = try value(for: argument)
      case "--mosaic-package": request.mosaicPackage = try value(for: argument)
      case "-h", "--help": throw ScaffoldError(usage)
      default:
        if argument.hasPrefix("-") && argument.count > 1 {
          throw ScaffoldError("unknown option '\(argument)'\n\(usage)")
        }
        names.append(argument)
      }
      index += 1
    }
    guard names.count == 1 else {
      throw ScaffoldError(
        (names.isEmpty
          ? "a layout needs a name"
          : "one name at a time, got \(names.count): \(names.joined(separator: " "))")
          + "\n\(usage)")
    }
    request.name = names[0]
    return request
  }
}
