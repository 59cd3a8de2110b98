import Mosaic

extension FuzzHarness {
  /// The longest error line the harness accepts: anything longer echoes input without cutting it.
  public static let maximumErrorLength = 2_000

  /// Checks one `mosaic` outcome: status 0 or 1; on 1, exactly one `error: …` line on stderr; on
  /// 0, no number printed as `null` (how the JSON writer prints a non-finite value).
  public static func checkOutcome(status: Int32, output: String, errorOutput: String)
    -> FuzzFinding?
  {
    switch status {
    case 0:
      for key in ["x", "y", "width", "height"] where output.contains("\"\(key)\": null") {
        return FuzzFinding("a non-finite \(key) printed as null")
      }
      return nil
    case 1:
      guard errorOutput.hasPrefix("error: "), errorOutput.hasSuffix("\n") else {
        return FuzzFinding("stderr is not one `error: ` line: \(excerpt(errorOutput))")
      }
      return checkMessage(String(errorOutput.dropLast()), from: "stderr")
    default:
      return FuzzFinding("exit status \(status)")
    }
  }

  /// Checks an error message: one line, not empty, not longer than ``maximumErrorLength``.
  public static func checkMessage(_ message: String, from source: String) -> FuzzFinding? {
    if message.isEmpty { return FuzzFinding("\(source): an empty error message") }
    if message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
      return FuzzFinding("\(source): an error message of several lines: \(excerpt(message))")
    }
    if message.count > maximumErrorLength {
      return FuzzFinding("\(source): an error message of \(message.count) characters")
    }
    return nil
  }

  /// Checks an SVG picture for numbers written as `nan` or `inf`.
  public static func checkPicture(_ bytes: [UInt8]) -> FuzzFinding? {
    let separators = Set("\"' ,()-=:;".utf8)
    for word in ["nan", "inf"] {
      let pattern = Array(word.utf8)
      guard bytes.count >= pattern.count else { continue }
      for start in 0...(bytes.count - pattern.count)
      where bytes[start..<start + pattern.count].elementsEqual(pattern) {
        let before = start == 0 || separators.contains(bytes[start - 1])
        let end = start + pattern.count
        let after = end == bytes.count || separators.contains(bytes[end])
        if before, after { return FuzzFinding("the picture holds a number written \(word)") }
      }
    }
    return nil
  }

  /// The start of `text`, escaped onto one line, for a finding's message.
  static func excerpt(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars.prefix(120) {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
