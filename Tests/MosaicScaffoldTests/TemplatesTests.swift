import Testing

@testable import MosaicScaffold

/// The templates as resource files: every one ships, and filling renames the placeholder layout
/// once, never inside what it substituted.
@Suite struct TemplatesTests {
  @Test func everyTemplateShipsWithTheModule() throws {
    for file in Templates.File.allCases {
      let text = try Templates.text(of: file)
      #expect(text.lowercased().contains("placeholder"), "\(file.rawValue)")
      #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(file.rawValue)")
    }
  }

  @Test func fillingSubstitutesOnce() throws {
    let name = try LayoutName("Xplaceholder", isModifier: false)
    let filled = Templates.fill(
      try Templates.text(of: .strategy), name, example: "Examples/extensions/xplaceholder.json")
    #expect(filled.contains("public struct XplaceholderLayout: SectionLayoutStrategy, Hashable {"))
    #expect(filled.contains(#"public static let name = "xplaceholder""#))
    #expect(!filled.contains("Placeholder") && !filled.contains("xxplaceholder"))
  }

  @Test func substitutingScansOnce() {
    let text = Templates.substituting(
      [(token: "ab", value: "b"), (token: "b", value: "c")], in: "aab ab b")
    #expect(text == "ab b c")
  }
}
