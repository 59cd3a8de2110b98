extension LayoutError {
  /// The longest path a message shows, in characters; a longer one keeps both ends around an
  /// ellipsis, so the key at fault stays visible.
  public static let maximumPathLength = 120

  /// The longest single-quoted value (`'…'`) a message shows, in characters.
  public static let maximumQuotedLength = 80

  /// The longest message shown after the path, in characters: room for UIKit's longest
  /// batch-update messages, which are quoted whole.
  public static let maximumMessageLength = 1_000

  /// `text` made safe for a one-line report: every control character (and the Unicode line,
  /// paragraph and next-line separators) written as a visible escape (`\n`, `\r`, `\t`,
  /// `\u{1B}`), then cut to at most `limit` characters around an ellipsis in the middle.
  /// - Complexity: O(characters of `text`).
  public static func oneLine(_ text: some StringProtocol, limit: Int) -> String {
    cut(escaped(text), limit: limit, keepingEnd: true)
  }

  /// `message` on one line: escaped as ``oneLine(_:limit:)`` does, every single-quoted value cut
  /// to ``maximumQuotedLength``, the whole cut to ``maximumMessageLength``.
  /// - Complexity: O(characters of `message`).
  static func oneLineMessage(_ message: String) -> String {
    var result = ""
    // The value inside the quote being read, appended to in place (a copy per character made
    // a 2 MB value take half a minute).
    var quoted = ""
    var inQuote = false
    for character in escaped(message) {
      if inQuote {
        if character == "'" {
          result += cut(quoted, limit: maximumQuotedLength, keepingEnd: false) + "'"
          quoted = ""
          inQuote = false
        } else {
          quoted.append(character)
        }
      } else {
        result.append(character)
        if character == "'" { inQuote = true }
      }
    }
    // An unpaired quote (an apostrophe) leaves its tail as it was, cut with the rest.
    if inQuote { result += quoted }
    return cut(result, limit: maximumMessageLength, keepingEnd: false)
  }

  private static func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` when it fits in `limit` characters; else its start (and, when `keepingEnd`, its end)
  /// around "…".
  private static func cut(_ text: String, limit: Int, keepingEnd: Bool) -> String {
    guard text.count > limit, limit > 1 else { return text }
    let kept = limit - 1
    guard keepingEnd else { return text.prefix(kept) + "…" }
    return text.prefix(kept - kept / 2) + "…" + text.suffix(kept / 2)
  }
}
