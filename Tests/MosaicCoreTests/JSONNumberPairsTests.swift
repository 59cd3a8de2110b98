import MosaicTestSupport
import Testing

@testable import MosaicCore

/// Arrays of two-number objects (per-item sizes) are parsed into their numbers alone: everything
/// read from them must be what the same objects parsed one by one give, errors included.
@Suite("JSON number pairs")
struct JSONNumberPairsTests {
  /// `value` with every compact array made into the array of objects it was written as: the
  /// reference a compact array is compared with.
  func expanded(_ value: JSONValue) -> JSONValue {
    switch value {
    case .numberPairs(let pairs): .array((0..<pairs.count).map { expanded(pairs.element($0)) })
    case .array(let values): .array(values.map(expanded))
    case .object(let object):
      .object(JSONObject(members: object.members.map { ($0.key, expanded($0.value)) }))
    default: value
    }
  }

  /// A canonical spelling of a value, to compare two trees.
  func spelled(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let bool): "\(bool)"
    case .number(let number): "\(number)"
    case .string(let string): "\"\(string)\""
    case .array(let values): "[" + values.map(spelled).joined(separator: ",") + "]"
    case .numberPairs: "compact " + spelled(expanded(value))
    case .object(let object):
      "{" + object.members.map { "\($0.key):\(spelled($0.value))" }.joined(separator: ",") + "}"
    }
  }

  /// `T` decoded from `value`, or the one-line error.
  func decoded<T: Decodable & Equatable>(_ type: T.Type, _ value: JSONValue) -> Result<
    T, LayoutError
  > {
    do {
      return .success(
        try JSONValueDecoder(value: value, codingPath: [], userInfo: [:]).decode(T.self))
    } catch let error as DecodingError {
      return .failure(LayoutError(error))
    } catch {
      return .failure(LayoutError(path: "", message: "\(error)"))
    }
  }

  func parse(_ text: String) throws(LayoutError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  /// A seeded array of objects: mostly `{"width", "height"}` pairs (either order, odd spacing),
  /// sometimes an invalid number, another key, a third member, a string or a duplicate key.
  func randomArray(seed: UInt64) -> String {
    var generator = SeededGenerator(seed: seed)
    let count = Int.random(in: 0...12, using: &generator)
    let reversed = Bool.random(using: &generator)
    var elements: [String] = []
    for _ in 0..<count {
      let width = ["80", "0", "12.5", "-1", "1e999", "-0", "3e2"].randomElement(using: &generator)!
      let height = ["120", "7", "0.25", "1e16"].randomElement(using: &generator)!
      let space = [" ", "", "\n  "].randomElement(using: &generator)!
      var members = [
        "\"width\"\(space):\(space)\(width)", "\"height\":\(space)\(height)\(space)",
      ]
      if reversed { members.reverse() }
      switch Int.random(in: 0..<20, using: &generator) {
      case 0: members[0] = "\"depth\": 1"
      case 1: members.append("\"depth\": 2")
      case 2: members[1] = "\"height\": \"tall\""
      case 3: members[1] = members[0]
      case 4: members = [members[0]]
      case 5: members[0] = members[0].replacingFirst("width", with: "wid\\u0074h")
      case 6: members[0] = members[0].replacingFirst("width", with: "w\\\"")
      default: break
      }
      elements.append("{\(space)" + members.joined(separator: ",") + "}")
    }
    return "[" + elements.joined(separator: ", ") + "]"
  }

  @Test(arguments: 0..<200)
  func compactArraysDecodeAsTheirObjects(seed: Int) throws {
    let text = randomArray(seed: UInt64(seed))
    let value: JSONValue
    do {
      value = try parse(text)
    } catch {
      // A duplicate key: refused as before, with the parser's own message.
      #expect(error.message.contains("duplicate key"), "\(text)")
      return
    }
    let reference = expanded(value)
    #expect(spelled(expanded(value)) == spelled(reference))
    #expect(decoded([Size].self, value) == decoded([Size].self, reference), "\(text)")
    #expect(decoded([[String: Double]].self, value) == decoded([[String: Double]].self, reference))
  }

  @Test func pairsAreKeptAsNumbersAndMixedArraysAsObjects() throws {
    let sizes = try parse(#"[{"width": 1, "height": 2}, {"width":3,"height":4}]"#)
    guard case .numberPairs(let pairs) = sizes else {
      Issue.record("not compact: \(spelled(sizes))")
      return
    }
    #expect(pairs.numbers == [1, 2, 3, 4])
    #expect(
      decoded([Size].self, sizes)
        == .success([Size(width: 1, height: 2), Size(width: 3, height: 4)]))
    let mixed = try parse(#"[{"width": 1, "height": 2}, {"width": 3}, {"width": 5, "height": 6}]"#)
    #expect(
      spelled(mixed) == "[{width:1.0,height:2.0},{width:3.0},{width:5.0,height:6.0}]")
    let otherKeys = try parse(#"[{"x": 1, "y": 2}, {"x": -3, "y": 4}]"#)
    #expect(decoded([Point].self, otherKeys) == .success([Point(x: 1, y: 2), Point(x: -3, y: 4)]))
    #expect(decoded([Size].self, otherKeys).failure?.message.contains("width") == true)
  }

  /// Numbers whose digits fit take an exact fast conversion: it must give `Double(String)`'s
  /// double to the bit, whatever the digits and exponent.
  @Test(arguments: 0..<20)
  func numbersParseToTheNearestDouble(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 0x6E75_6D62)
    func digits(_ range: ClosedRange<Int>) -> String {
      String(
        (0..<Int.random(in: range, using: &generator)).map { _ in
          Character(String(Int.random(in: 0...9, using: &generator)))
        })
    }
    for _ in 0..<500 {
      var text = Bool.random(using: &generator) ? "-" : ""
      let whole = digits(1...20)
      text += whole.first == "0" ? "0" : whole
      if Bool.random(using: &generator) { text += "." + digits(1...25) }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        text += ["e", "E", "e-", "e+", "E-"].randomElement(using: &generator)!
        text += Bool.random(using: &generator) ? digits(1...2) : "3" + digits(2...3)
      }
      guard case .number(let parsed) = try parse(text), let expected = Double(text) else {
        Issue.record("\(text) did not parse to a number")
        continue
      }
      #expect(parsed.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  @Test func aDuplicateKeyIsStillRefused() {
    do {
      _ = try parse(#"[{"width": 1, "height": 2}, {"width": 1, "width": 2}]"#)
      Issue.record("accepted")
    } catch {
      #expect(error.message.contains("duplicate key 'width'"))
    }
  }

  @Test func anInvalidSizeIsNamedByItsIndex() {
    var registry = StrategyRegistry()
    registry.register(ColumnStackStrategy.self)
    let json = """
      {"layout": {"strategy": "columns"}, "viewport": {"width": 100, "height": 200},
       "data": {"sections": [{"itemSizes": [{"width": 1, "height": 2}, {"width": 3, "height": 4},
                                            {"width": -5, "height": 6}]}]}}
      """
    do {
      _ = try registry.configuration(fromJSON: json)
      Issue.record("accepted")
    } catch {
      #expect(error.path == "data.sections[0].itemSizes[2].width")
    }
  }
}

extension String {
  /// This string with the first `target` replaced (no Foundation here).
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return self }
    return self[..<range.lowerBound] + replacement + self[range.upperBound...]
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
