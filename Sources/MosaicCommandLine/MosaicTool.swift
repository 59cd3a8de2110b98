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
    discussion: "`mosaic help SUBCOMMAND` or `mosaic SUBCOMMAND --help` shows its options.",
    subcommands: [
      ListCommand.self, ValidateCommand.self, LayoutCommand.self, HitCommand.self,
      VisibleCommand.self, SimulateCommand.self, RenderCommand.self, ServeCommand.self,
    ])

  /// Creates the root command (it only dispatches).
  public init() {}

  /// What a run printed and how it ended.
  public struct Outcome: Sendable {
    /// The exit status: 0 success, 1 user error.
    public var status: Int32
    /// What went to standard output (nothing on error).
    public var output: String
    /// What went to standard error: one line on error.
    public var errorOutput: String
  }

  /// Runs the command line `arguments` (without the program name) against `registry`, collecting
  /// what it prints.
  ///
  /// Never traps on user input: every failure becomes status 1 and one line of `errorOutput`.
  /// `server` runs `mosaic serve` (which then returns only when the server stops); without one
  /// that subcommand checks its arguments and reports that no server is built in.
  public static func run(
    arguments: [String], registry: StrategyRegistry, server: (any PlaygroundServing)? = nil
  ) -> Outcome {
    let sink = StringSink()
    let (status, errorLine) = run(
      arguments: arguments, registry: registry, output: sink, server: server)
    return Outcome(
      status: status, output: status == 0 ? sink.text : "", errorOutput: errorLine ?? "")
  }

  /// Runs `CommandLine.arguments` against `registry`, streaming standard output, and returns the
  /// exit status. `server` runs `mosaic serve`; without one that subcommand reports it is absent.
  public static func main(registry: StrategyRegistry, server: (any PlaygroundServing)? = nil)
    -> Int32
  {
    let sink = StandardOutputSink()
    var (status, errorLine) = run(
      arguments: Array(CommandLine.arguments.dropFirst()), registry: registry, output: sink,
      server: server)
    if status == 0 { sink.finish() }
    if let failure = sink.failure {
      status = 1
      errorLine =
        "error: cannot write the standard output (\(LayoutError.oneLine(failure, limit: 200)))\n"
    }
    if let errorLine { FileHandle.standardError.write(Data(errorLine.utf8)) }
    return status
  }

  /// Runs `arguments`, writing the answer to `output`; on error returns status 1 and the one
  /// line for standard error (`output` may then hold part of an answer, to be discarded).
  static func run(
    arguments: [String], registry: StrategyRegistry, output: any OutputSink,
    server: (any PlaygroundServing)? = nil
  )
    -> (status: Int32, errorLine: String?)
  {
    do {
      // ArgumentParser answers `help NAME` for an unknown NAME with the root's help.
      if arguments.first == "help", let name = arguments.dropFirst().first, !name.hasPrefix("-"),
        subcommand(named: name) == nil
      {
        let names = configuration.subcommands.map { $0.configuration.commandName ?? "" }
        throw LayoutError(
          path: "help",
          message: "unknown subcommand '\(name)'; expected one of: \(names.joined(separator: ", "))"
        )
      }
      var command = try parseAsRoot(arguments)
      // The only subcommand that needs more than the registry: the server it runs.
      if let serve = command as? ServeCommand {
        try serve.execute(registry: registry, server: server)
        return (0, nil)
      }
      guard let subcommand = command as? any MosaicSubcommand else {
        // The root alone, `--help`, `help` or `help SUB`, `SUB --help`: running ArgumentParser's
        // command throws the help request for the command asked about, printed below.
        try command.run()
        output.write(helpMessage() + "\n")
        return (0, nil)
      }
      try subcommand.execute(registry: registry, output: output)
      return (0, nil)
    } catch let error as LayoutError {
      return (1, "error: \(error)\n")
    } catch {
      if exitCode(for: error) == .success {
        output.write(fullMessage(for: error) + "\n")
        return (0, nil)
      }
      return (1, "error: \(argumentError(error, arguments: arguments))\n")
    }
  }

  /// ArgumentParser's message for `error` on one line, with the usage of the subcommand at fault.
  static func argumentError(_ error: any Error, arguments: [String]) -> String {
    // The message proper ends where ArgumentParser's own help and usage lines begin; anything
    // before them (an echoed argument holding a newline) is escaped, not cut.
    var lines: [Substring] = []
    for line in message(for: error).split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("Help:") || trimmed.hasPrefix("Usage:") || trimmed.hasPrefix("See '") {
        break
      }
      lines.append(line)
    }
    while lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
    let text = lines.isEmpty ? "invalid arguments" : lines.joined(separator: "\n")
    let message = LayoutError.oneLine(text, limit: LayoutError.maximumMessageLength)
    return "\(message) (usage: \(usage(for: arguments)))"
  }

  /// The synopsis of the subcommand `arguments` name, or the root's.
  static func usage(for arguments: [String]) -> String {
    arguments.first.flatMap(subcommand(named:))?.usage ?? "mosaic SUBCOMMAND …; see mosaic help"
  }

  /// The subcommand called `name`, if any.
  static func subcommand(named name: String) -> (any MosaicSubcommand.Type)? {
    configuration.subcommands.lazy.compactMap { $0 as? any MosaicSubcommand.Type }
      .first { $0.configuration.commandName == name }
  }
}
