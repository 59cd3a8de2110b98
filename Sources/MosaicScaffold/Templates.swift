import Foundation

/// The text of every file the scaffold writes: the files in `Templates/`, resources of this module.
///
/// Each is the file the scaffold writes for a layout named `Placeholder` (type
/// `PlaceholderLayout` or `PlaceholderModifier`, options `PlaceholderOptions`, tests
/// `PlaceholderTests`, documents' name `placeholder`, example `Examples/placeholder.json`), so the
/// Swift ones are plain Swift that `swift format` checks; ``fill(_:_:example:)`` renames it.
enum Templates {
  /// One template file, by its name in `Templates/` (less `.template`).
  enum File: String, CaseIterable {
    case strategy = "Strategy.swift"
    case strategyOptions = "StrategyOptions.swift"
    case strategyTests = "StrategyTests.swift"
    case strategyExample = "StrategyExample.json"
    case modifier = "Modifier.swift"
    case modifierOptions = "ModifierOptions.swift"
    case modifierTests = "ModifierTests.swift"
    case modifierExample = "ModifierExample.json"
  }

  /// The placeholder module name the templates are written for.
  static let placeholder = "Placeholder"
  /// The placeholder example path the templates are written for.
  static let placeholderExample = "Examples/placeholder.json"

  /// The text of `file`, as shipped in the module's resources.
  /// - Throws: ``ScaffoldError`` when the resource is missing or unreadable (a broken build).
  static func text(of file: File) throws(ScaffoldError) -> String {
    guard
      let url = Bundle.module.url(
        forResource: file.rawValue, withExtension: "template", subdirectory: "Templates"),
      let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8)
    else {
      throw ScaffoldError(
        "the scaffold's template Templates/\(file.rawValue).template is missing from its resources; rebuild mosaic-scaffold"
      )
    }
    return text
  }

  /// `template` for `name`: the example path, then `Placeholder` (the module, and the start of
  /// the type, options and test names) and `placeholder` (the documents' name) replaced in one
  /// pass, so that nothing substituted is substituted again.
  static func fill(_ template: String, _ name: LayoutName, example: String) -> String {
    sortingImports(
      substituting(
        [
          (placeholderExample, example), (placeholder, name.module),
          (LayoutName.lowerCamel(placeholder), name.registeredName),
        ], in: template))
  }

  /// `text` with every occurrence of each token replaced by its value, scanning once from the
  /// start (the first token that matches at a position wins).
  static func substituting(_ replacements: [(token: String, value: String)], in text: String)
    -> String
  {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var rest = text[...]
    scan: while let next = rest.first {
      for (token, value) in replacements where rest.hasPrefix(token) {
        result += value
        rest = rest.dropFirst(token.count)
        continue scan
      }
      result.append(next)
      rest = rest.dropFirst()
    }
    return result
  }

  /// The file with its first block of `import` lines sorted, as swift-format wants them (where
  /// the new module's import lands depends on its name).
  static func sortingImports(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("import ") }) else { return text }
    var end = start
    while end < lines.count, lines[end].hasPrefix("import ") { end += 1 }
    lines[start..<end].sort()
    return lines.joined(separator: "\n")
  }
}
