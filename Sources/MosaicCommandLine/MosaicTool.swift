import ArgumentParser
import Foundation
import MosaicCore

/// The `mosaic` command: lay out, hit-test and query a configuration document.
///
/// Exit status 0 on success and 1 on any user error, with a one-line message on stderr.
public struct MosaicTool: ParsableCommand {
  /// The command's help and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "mosaic",
    abstract: "UICollectionView-style layouts, computed: frames, hit-tests and visible sets.",
    subcommands: [
      ListCommand.self, ValidateCommand.self, LayoutCommand.self, HitCommand.self,
      VisibleCommand.self, SimulateCommand.self, RenderCommand.self,
    ])

  /// Creates the root command (it only dispatches).
  public init() {}

  /// What a run printed and how it ended.
  public struct Outcome: Sendable {
    /// The exit status: 0 success, 1 user error.
    public var status: Int32
    /// What went to standard output.
    public var output: String
    /// What went to standard error: one line on error.
    public var errorOutput: String
  }

  /// Runs the command line `arguments` (without the program name) against `registry`.
  ///
  /// Never traps on user input: every failure becomes status 1 and one line of `errorOutput`.
  public static func run(arguments: [String], registry: StrategyRegistry) -> Outcome {
    do {
      let command = try parseAsRoot(arguments)
      guard let subcommand = command as? any MosaicSubcommand else {
        // The root itself (no subcommand) or --help: ArgumentParser's help text.
        return Outcome(status: 0, output: helpMessage() + "\n", errorOutput: "")
      }
      var output = ""
      try subcommand.execute(registry: registry, output: &output)
      return Outcome(status: 0, output: output, errorOutput: "")
    } catch let error as LayoutError {
      return Outcome(status: 1, output: "", errorOutput: "error: \(error)\n")
    } catch {
      if exitCode(for: error) == .success {
        return Outcome(status: 0, output: fullMessage(for: error) + "\n", errorOutput: "")
      }
      let message =
        MosaicTool.message(for: error)
        .split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
        ?? "invalid arguments"
      return Outcome(status: 1, output: "", errorOutput: "error: \(message)\n")
    }
  }

  /// Runs `CommandLine.arguments` against `registry`, prints, and returns the exit status.
  public static func main(registry: StrategyRegistry) -> Int32 {
    let outcome = run(arguments: Array(CommandLine.arguments.dropFirst()), registry: registry)
    FileHandle.standardOutput.write(Data(outcome.output.utf8))
    FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
    return outcome.status
  }
}
