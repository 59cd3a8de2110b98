/// Adds a new layout's targets (and a library product) to a Package.swift, textually.
///
/// A manifest is Swift code, so the edit is deliberately narrow and refuses rather than guesses:
/// the targets go right after the package's `targets: [` line (the least indented line that is
/// exactly that; there must be one), the product right after its `products: [` line when there is
/// one, each at the indentation of the entries that follow.
struct ManifestEditor {
  /// The manifest's text.
  var text: String

  /// The line index right after which the package-level `key: [` list opens, or `nil` when there
  /// is none.
  /// - Throws: ``ScaffoldError`` when several such lines are equally likely.
  func listOpening(_ key: String) throws(ScaffoldError) -> Int? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var candidates: [(line: Int, indent: Int)] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let compact = trimmed.filter { $0 != " " }
      if compact == "\(key):[" { candidates.append((index, line.count - trimmed.count)) }
    }
    guard let least = candidates.map(\.indent).min() else { return nil }
    let outermost = candidates.filter { $0.indent == least }
    guard outermost.count == 1 else {
      throw ScaffoldError(
        "Package.swift has \(outermost.count) lines reading '\(key): [' at the same indentation (lines \(outermost.map { String($0.line + 1) }.joined(separator: ", "))); cannot tell which is the package's"
      )
    }
    return outermost[0].line
  }

  /// The indentation of the entries inside the list opened on line `opening`.
  func entryIndent(after opening: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let openingIndent = String(lines[opening].prefix { $0 == " " || $0 == "\t" })
    for line in lines[(opening + 1)...] {
      let indent = String(line.prefix { $0 == " " || $0 == "\t" })
      if line.trimmingPrefix(whitespace: true).isEmpty { continue }
      if line.trimmingPrefix(whitespace: true).hasPrefix("//") { continue }
      return indent.count > openingIndent.count ? indent : openingIndent + "  "
    }
    return openingIndent + "  "
  }

  /// Inserts `entries` (one per line, unindented) after line `opening`, at the list's indentation.
  mutating func insert(_ entries: [String], after opening: Int) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let indent = entryIndent(after: opening)
    let indented = entries.map { entry in
      entry.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    }
    lines.insert(contentsOf: indented, at: opening + 1)
    text = lines.joined(separator: "\n")
  }

  /// Inserts `entry` on its own line before the marker line (see ``isMarkerLine(_:_:)``), at that
  /// line's indentation.
  /// - Returns: false when the marker is not there.
  mutating func insert(_ entry: String, beforeMarker marker: String) -> Bool {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(where: { Self.isMarkerLine($0, marker) }) else {
      return false
    }
    let indent = String(lines[index].prefix { $0 == " " || $0 == "\t" })
    lines.insert(indent + entry, at: index)
    text = lines.joined(separator: "\n")
    return true
  }

  /// True when `line` is `marker` alone, apart from indentation and trailing blanks: a marker
  /// quoted in code (the scaffolder's own constants, inside a Mosaic clone) is not one.
  static func isMarkerLine(_ line: some StringProtocol, _ marker: String) -> Bool {
    let blanks: Set<Character> = [" ", "\t", "\r"]
    var trimmed = line[...]
    while let first = trimmed.first, blanks.contains(first) { trimmed = trimmed.dropFirst() }
    while let last = trimmed.last, blanks.contains(last) { trimmed = trimmed.dropLast() }
    return trimmed == marker
  }

  /// True when `text` has a line that is `marker` alone (see ``isMarkerLine(_:_:)``).
  static func hasMarkerLine(_ text: String, _ marker: String) -> Bool {
    text.split(separator: "\n").contains { isMarkerLine($0, marker) }
  }

  /// True when the manifest already names a target `name` (`name: "X"`).
  func declaresTarget(_ name: String) -> Bool {
    text.contains("name: \"\(name)\"")
  }

  /// The package name the manifest already uses for Mosaic's products
  /// (`.product(name: "MosaicCore", package: "X")` gives `X`), if any.
  func existingMosaicPackageReference() -> String? {
    let marker = ".product(name: \"Mosaic"
    var rest = Substring(text)
    while let range = rest.firstRange(of: marker) {
      rest = rest[range.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let call = rest[..<close]
      if let package = call.firstRange(of: "package: \"") {
        let tail = call[package.upperBound...]
        if let end = tail.firstIndex(of: "\"") { return String(tail[..<end]) }
      }
    }
    return nil
  }
}

extension Substring {
  func trimmingPrefix(whitespace: Bool) -> Substring {
    drop { $0 == " " || $0 == "\t" }
  }
}
