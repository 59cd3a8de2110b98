import Testing

@testable import MosaicCore

@Suite("JSON parser")
struct JSONParserTests {
  func parse(_ text: String) throws(LayoutError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  func message(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func parsesEveryKindOfValue() throws {
    guard
      case .object(let object) = try parse(
        #"{"a": [1, -2.5e1, true, false, null], "b": "x\"\u00e9\ud83d\ude00\n"}"#)
    else {
      Issue.record("not an object")
      return
    }
    guard case .array(let array)? = object["a"], array.count == 5,
      case .number(let first) = array[0], case .number(let second) = array[1],
      case .bool(true) = array[2], case .bool(false) = array[3], case .null = array[4]
    else {
      Issue.record("array decoded wrongly")
      return
    }
    #expect(first == 1)
    #expect(second == -25)
    guard case .string(let string)? = object["b"] else {
      Issue.record("string decoded wrongly")
      return
    }
    #expect(string == "x\"é😀\n")
  }

  @Test func keepsKeyOrder() throws {
    guard case .object(let object) = try parse(#"{"z": 1, "a": 2, "m": 3}"#) else {
      Issue.record("not an object")
      return
    }
    #expect(object.members.map(\.key) == ["z", "a", "m"])
  }

  @Test func overflowingNumbersBecomeInfinite() throws {
    guard case .number(let value) = try parse("1e999") else {
      Issue.record("not a number")
      return
    }
    #expect(value == .infinity)
  }

  @Test func errorsSayWhere() {
    #expect(message("") == "malformed JSON: the document is empty")
    #expect(
      message("{\"a\": 1,}")
        == "malformed JSON at line 1, column 9: expected a key in double quotes")
    #expect(message("{\n  \"a\": tru\n}") == "malformed JSON at line 2, column 11: expected 'true'")
    #expect(
      message("[1 2]") == "malformed JSON at line 1, column 4: expected ',' or ']' in an array")
    #expect(
      message("{\"a\": 1, \"a\": 2}") == "malformed JSON at line 1, column 10: duplicate key 'a'")
    #expect(
      message("01") == "malformed JSON at line 1, column 2: unexpected content after the document")
    #expect(message("NaN") == "malformed JSON at line 1, column 1: unexpected character 'N'")
    #expect(message("\"abc") == "malformed JSON at line 1, column 5: unterminated string")
    #expect(message("\"\\q\"") == "malformed JSON at line 1, column 4: invalid escape '\\q'")
    #expect(message("-") == "malformed JSON at line 1, column 2: expected a digit")
    #expect(message("1.") == "malformed JSON at line 1, column 3: expected a digit after '.'")
  }

  @Test func refusesHostileNesting() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(message(deep)?.contains("nested deeper than 256 levels") == true)
    let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(message(fine) == nil)
  }
}
