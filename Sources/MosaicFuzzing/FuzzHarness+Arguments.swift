extension FuzzHarness {
  /// The line that separates the document from the auxiliary file in an ``FuzzMode/arguments``
  /// input.
  public static let auxiliarySeparator = Array("\n#aux\n".utf8)

  /// Splits the payload into arguments, document and auxiliary file, writes the files into the
  /// workspace and runs the command.
  func checkArguments(_ payload: [UInt8]) -> FuzzFinding? {
    let lineEnd = payload.firstIndex(of: UInt8(ascii: "\n")) ?? payload.endIndex
    let line = String(decoding: payload[..<lineEnd], as: UTF8.self)
    let files = payload[min(lineEnd + 1, payload.endIndex)...]
    var document = Array(files)
    var auxiliary: [UInt8] = []
    if let start = Self.firstRange(of: Self.auxiliarySeparator, in: document) {
      auxiliary = Array(document[(start + Self.auxiliarySeparator.count)...])
      document.removeSubrange(start...)
    }
    guard !exceedsCommandLineBudget(document), !exceedsCommandLineBudget(auxiliary),
      workspace.write(document, to: workspace.documentPath),
      workspace.write(auxiliary, to: workspace.auxiliaryPath)
    else { return nil }
    return runCommand(arguments(from: line))
  }

  /// The command line a fuzzed line stands for, confined to the workspace: `@doc` and `@aux`
  /// become the files' paths; no other argument may hold a `/`, name an output or ask for PNG
  /// (an external program); `render` always writes the workspace's picture.
  func arguments(from line: String) -> [String] {
    var arguments: [String] = []
    for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
      switch token {
      case "@doc": arguments.append(workspace.documentPath)
      case "@aux": arguments.append(workspace.auxiliaryPath)
      case _ where token.hasPrefix("--output"): continue
      case _ where token.hasPrefix("-") && !token.hasPrefix("--") && token.contains("o"): continue
      default:
        var argument = String(token).replacing("/", with: "_")
        argument = argument.replacing("png", with: "svg")
        arguments.append(argument)
      }
    }
    if arguments.contains("render") { arguments += ["-o", workspace.picturePath] }
    return arguments
  }

  /// The index where `pattern` first occurs in `bytes`.
  static func firstRange(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start..<start + pattern.count].elementsEqual(pattern) {
      return start
    }
    return nil
  }
}
