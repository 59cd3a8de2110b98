import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// `mosaic SUB --help`, `mosaic help SUB` and the usage hint after a missing argument.
@Suite("mosaic help and usage")
struct HelpTests {
  /// Each subcommand, its synopsis, and an option or argument only its help shows.
  static let subcommands: [(name: String, usage: String, option: String)] = [
    ("list", "mosaic list", "List the strategies and modifiers"),
    ("validate", "mosaic validate FILE", "<FILE>"),
    ("layout", "mosaic layout FILE [--json] [--offset X,Y]", "--json"),
    ("hit", "mosaic hit FILE (--point X,Y | --points POINTS) [--offset X,Y]", "--points <POINTS>"),
    ("visible", "mosaic visible FILE --rect X,Y,W,H [--offset X,Y]", "--rect <X,Y,W,H>"),
    (
      "simulate", "mosaic simulate FILE --script SCRIPT.json [--offset X,Y]",
      "--script <SCRIPT.json>"
    ),
    ("render", "mosaic render FILE -o OUT.svg|OUT.png", "--format <format>"),
    ("serve", "mosaic serve [FILE…] [--examples DIR] [--port N] [--host H]", "--port <N>"),
  ]

  @Test(arguments: subcommands.map(\.name))
  func subcommandHelpShowsItsOwnOptions(_ name: String) throws {
    let entry = try #require(Self.subcommands.first { $0.name == name })
    for arguments in [[name, "--help"], ["help", name], [name, "-h"]] {
      let outcome = MosaicTool.run(arguments: arguments, registry: .builtIn)
      #expect(outcome.status == 0, "\(arguments)")
      #expect(outcome.errorOutput.isEmpty)
      #expect(outcome.output.contains("USAGE: \(entry.usage)"), "\(arguments): \(outcome.output)")
      #expect(outcome.output.contains(entry.option), "\(arguments)")
      #expect(!outcome.output.contains("SUBCOMMANDS"), "\(arguments) printed the root help")
    }
  }

  @Test func rootHelpListsTheSubcommands() {
    for arguments in [[], ["help"], ["--help"]] {
      let outcome = MosaicTool.run(arguments: arguments, registry: .builtIn)
      #expect(outcome.status == 0, "\(arguments)")
      #expect(outcome.output.contains("SUBCOMMANDS"), "\(arguments)")
      for entry in Self.subcommands { #expect(outcome.output.contains("  \(entry.name) ")) }
    }
  }

  @Test func helpForAnUnknownSubcommandIsRefused() {
    let outcome = MosaicTool.run(arguments: ["help", "lay\nout"], registry: .builtIn)
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "error: help: unknown subcommand 'lay\\nout'; expected one of: list, validate, layout, hit, visible, simulate, render, serve\n"
    )
  }

  /// A missing argument of each subcommand, and the start of the one line it prints.
  static let missing: [([String], String)] = [
    (["list", "extra"], "error: Unexpected argument 'extra' (usage: mosaic list)"),
    (["validate"], "error: Missing expected argument '<FILE>' (usage: mosaic validate FILE)"),
    (
      ["layout"],
      "error: Missing expected argument '<FILE>' (usage: mosaic layout FILE [--json] [--offset X,Y])"
    ),
    (
      ["hit", "doc.json"],
      "error: --point: give exactly one of --point X,Y or --points POINTS (usage: mosaic hit FILE"
    ),
    (
      ["visible", "doc.json"],
      "error: Missing expected argument '--rect <X,Y,W,H>' (usage: mosaic visible FILE --rect"
    ),
    (
      ["simulate", "doc.json"],
      "error: Missing expected argument '--script <SCRIPT.json>' (usage: mosaic simulate FILE"
    ),
    (
      ["render", "doc.json"],
      "error: Missing expected argument '--output <OUT>' (usage: mosaic render FILE -o OUT.svg"
    ),
    (["render", "doc.json", "-o"], "error: Missing value for '-o <OUT>' (usage: mosaic render"),
    (["serve", "--port"], "error: Missing value for '--port <N>' (usage: mosaic serve"),
    (["frobnicate"], "error: Unexpected argument 'frobnicate' (usage: mosaic SUBCOMMAND"),
  ]

  @Test(arguments: 0..<missing.count)
  func missingArgumentsPrintOneLineWithTheUsage(_ index: Int) {
    let (arguments, expected) = Self.missing[index]
    let outcome = MosaicTool.run(arguments: arguments, registry: .builtIn)
    #expect(outcome.status == 1)
    #expect(outcome.output.isEmpty)
    #expect(outcome.errorOutput.hasPrefix(expected), "\(arguments): \(outcome.errorOutput)")
    #expect(outcome.errorOutput.hasSuffix(")\n"))
    #expect(outcome.errorOutput.filter { $0 == "\n" }.count == 1)
  }
}
