import Mosaic
import MosaicCommandLine

/// The one-input function behind the `mosaic-fuzz` target: runs bytes through the configuration
/// decoder, `prepare` and a few queries, a `mosaic simulate` script, a whole `mosaic` command
/// line, or a `LiveLayout` and a few updates (see ``FuzzMode``), and checks the contracts every
/// input must keep.
///
/// Errors are fine. A ``FuzzFinding`` is an answer no input may produce; traps, hangs and memory
/// blow-ups are left to the fuzzer to notice. The work per input is bounded: documents above
/// ``maximumPreparedItems`` (or ``maximumCommandLineItems`` through the command line) are decoded
/// but not laid out, since a layout of tens of millions of items is allowed and legitimately takes
/// seconds and gigabytes.
public struct FuzzHarness: Sendable {
  /// Where command-line runs read and write their files.
  public let workspace: FuzzWorkspace
  /// The strategies and modifiers documents may name.
  public let registry: StrategyRegistry

  /// The most items a document may hold for the harness to prepare it in-process.
  public static let maximumPreparedItems = 1_000_000
  /// The most items a document may hold for the harness to run a command on it (commands print
  /// every element, so they cost more per item).
  public static let maximumCommandLineItems = 100_000

  /// Creates a harness that writes its files into `workspace`.
  public init(workspace: FuzzWorkspace, registry: StrategyRegistry = .builtIn) {
    self.workspace = workspace
    self.registry = registry
  }

  /// Runs one input; returns the broken contract, or `nil` when every answer kept it.
  public func run(_ input: some Collection<UInt8>) -> FuzzFinding? {
    guard let selector = input.first else { return nil }
    let payload = Array(input.dropFirst())
    switch FuzzMode(selector: selector) {
    case .configuration: return checkConfiguration(payload)
    case .script: return checkScript(payload)
    case .arguments: return checkArguments(payload)
    case .update: return checkUpdates(payload)
    }
  }

  /// Decodes `document`, prepares it and checks a few queries.
  func checkConfiguration(_ document: [UInt8]) -> FuzzFinding? {
    let configuration: LayoutConfiguration
    do {
      configuration = try registry.configuration(fromJSON: document)
    } catch {
      return Self.checkMessage(error.description, from: "decoding")
    }
    guard configuration.input.totalItemCount <= Self.maximumPreparedItems else { return nil }
    let layout: any PreparedLayout
    do {
      layout = try configuration.prepare()
    } catch {
      return Self.checkMessage(error.description, from: "prepare")
    }
    return Self.checkQueries(layout, viewport: configuration.input.viewport)
  }

  /// True when `document` decodes to more items than a command-line run may lay out.
  func exceedsCommandLineBudget(_ document: [UInt8]) -> Bool {
    guard let configuration = try? registry.configuration(fromJSON: document) else {
      return false
    }
    return configuration.input.totalItemCount > Self.maximumCommandLineItems
  }

  /// Runs `mosaic` in-process and checks its outcome (and, after a `render`, the picture).
  func runCommand(_ arguments: [String]) -> FuzzFinding? {
    let outcome = MosaicTool.run(arguments: arguments, registry: registry)
    if let finding = Self.checkOutcome(
      status: outcome.status, output: outcome.output, errorOutput: outcome.errorOutput)
    {
      return FuzzFinding("mosaic \(arguments.joined(separator: " ")): \(finding.message)")
    }
    if outcome.status == 0, arguments.first == "render",
      let picture = FuzzWorkspace.read(workspace.picturePath),
      let finding = Self.checkPicture(picture)
    {
      return finding
    }
    return nil
  }
}
