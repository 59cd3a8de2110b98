import MosaicScaffold
import Testing

@Suite struct LayoutNameTests {
  @Test func derivedNames() throws {
    let strategy = try LayoutName("CoverFlow", isModifier: false)
    #expect(strategy.module == "CoverFlow")
    #expect(strategy.typeName == "CoverFlowLayout")
    #expect(strategy.optionsName == "CoverFlowOptions")
    #expect(strategy.testTarget == "CoverFlowTests")
    #expect(strategy.registeredName == "coverFlow")
    #expect(strategy.exampleFileName == "cover-flow.json")
    let modifier = try LayoutName("Dimmed", isModifier: true)
    #expect(modifier.typeName == "DimmedModifier")
    #expect(modifier.registeredName == "dimmed")
  }

  @Test(arguments: [
    ("HTMLGrid", "htmlGrid", "html-grid.json"), ("X", "x", "x.json"),
    ("Grid3", "grid3", "grid3.json"),
    ("Tag_Cloud", "tag_Cloud", "tag-cloud.json"), ("ABC", "abc", "abc.json"),
  ])
  func caseConversions(name: String, registered: String, example: String) throws {
    let layout = try LayoutName(name, isModifier: false)
    #expect(layout.registeredName == registered)
    #expect(layout.exampleFileName == example)
  }

  /// Each bad name is refused with a message that says why.
  @Test(arguments: [
    ("", "needs a name"),
    ("coverFlow", "must start with an upper-case letter"),
    ("3D", "must start with an upper-case letter"),
    ("_Private", "must start with an upper-case letter"),
    ("Cover-Flow", "Swift identifier"),
    ("Cover Flow", "Swift identifier"),
    ("Café", "Swift identifier"),
    ("Self", "reserved by Swift"),
    ("CoverFlowLayout", "ends with 'Layout'"),
    ("FadeModifier", "ends with 'Modifier'"),
    ("MosaicCore", "one of Mosaic's own modules"),
    ("Flow", "built-in flow layout"),
    ("Carousel", "built-in carousel layout"),
    (String(repeating: "A", count: 65), "too long"),
  ])
  func refusals(name: String, reason: String) {
    #expect {
      try LayoutName(name, isModifier: false)
    } throws: { error in
      (error as? ScaffoldError)?.message.contains(reason) == true
    }
  }
}

@Suite struct ScaffoldRequestTests {
  @Test func parsesEveryOption() throws {
    let request = try ScaffoldRequest.parse([
      "--package-dir", "/p", "--mosaic-package", "Mosaic", "Fade", "--modifier", "--force",
      "--skip-manifest",
    ])
    #expect(request.name == "Fade")
    #expect(request.isModifier && request.force && request.skipManifest)
    #expect(request.packageDirectory == "/p")
    #expect(request.mosaicPackage == "Mosaic")
    let plain = try ScaffoldRequest.parse(["Spiral"])
    #expect(!plain.isModifier && !plain.force && plain.mosaicPackage == nil)
  }

  @Test(arguments: [
    ([], "needs a name"), (["A", "B"], "one name at a time"),
    (["A", "--modifer"], "unknown option '--modifer'"),
    (["--package-dir"], "needs a value"), (["--help"], "usage:"),
  ])
  func refusals(arguments: [String], reason: String) {
    #expect {
      try ScaffoldRequest.parse(arguments)
    } throws: { error in
      (error as? ScaffoldError)?.message.contains(reason) == true
    }
  }
}
