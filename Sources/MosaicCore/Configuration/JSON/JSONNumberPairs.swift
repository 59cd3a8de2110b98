/// An array whose every element is an object of the same two keys, in the same order, each holding
/// a number: a document's per-item sizes (`[{"width": 80, "height": 120}, …]`). The parser keeps
/// such an array as its keys and its numbers, 16 bytes an element instead of an object each (about
/// 200 bytes: its member list on the heap), and the decoder reads `[Size]` from it in one loop.
/// Anything else reads an element as the object it was written as, so every error and every other
/// type decodes exactly as from the objects.
struct JSONNumberPairs: Sendable {
  /// The key each element spells first, and second.
  let firstKey: String
  let secondKey: String
  /// The two numbers of each element in turn.
  var numbers: [Double] = []
  /// The third member of the elements that have one (a masonry item's `"span"`), by element.
  var extras: [Int: JSONParser.ExtraMember] = [:]

  /// The number of elements.
  var count: Int { numbers.count / 2 }

  /// Element `index` (in range) as the object it was written as.
  func element(_ index: Int) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (firstKey, .number(numbers[2 * index])), (secondKey, .number(numbers[2 * index + 1])),
    ]
    if let extra = extras[index] { members.append((extra.key, extra.value)) }
    return .object(JSONObject(members: members))
  }

  /// The elements as sizes, when their keys are `width` and `height` (either order) and every
  /// number is a length `Size` accepts (finite, not negative, at most
  /// ``LayoutInput/maximumLength``); `nil` otherwise, and decoding each object then names the
  /// first offending one.
  /// - Complexity: O(elements), one allocation.
  func sizes() -> [Size]? {
    // A third member is not a size's: each object then explains itself.
    guard extras.isEmpty else { return nil }
    return validSizes()
  }

  /// The elements as a ``SizeList``, their `"span"`s with them: ``sizes()`` for the sizes, and
  /// each third member a `span` of a whole column count from 1 or `"full"`; `nil` otherwise, and
  /// decoding each object then names the first offending one.
  /// - Complexity: O(elements + spans).
  func sizeList() -> SizeList? {
    guard let sizes = validSizes() else { return nil }
    guard !extras.isEmpty else { return SizeList(sizes) }
    var spans: [Int: ItemSpan] = [:]
    for (index, extra) in extras {
      guard extra.key == "span" else { return nil }
      switch extra.value {
      case .string("full"): spans[index] = .full
      case .number(let number):
        guard number >= 1, number <= Double(LayoutInput.maximumItemCount),
          let count = Int(exactly: number)
        else { return nil }
        spans[index] = .columns(count)
      default: return nil
      }
    }
    return SizeList(sizes, spans: spans)
  }

  /// The numbers as sizes when their keys are `width` and `height` and every number is a length.
  private func validSizes() -> [Size]? {
    let widthFirst: Bool
    switch (firstKey, secondKey) {
    case ("width", "height"): widthFirst = true
    case ("height", "width"): widthFirst = false
    default: return nil
    }
    var sizes: [Size] = []
    sizes.reserveCapacity(count)
    var index = 0
    while index + 1 < numbers.count {
      let (first, second) = (numbers[index], numbers[index + 1])
      guard first >= 0, first <= LayoutInput.maximumLength, second >= 0,
        second <= LayoutInput.maximumLength
      else { return nil }
      sizes.append(
        widthFirst ? Size(width: first, height: second) : Size(width: second, height: first))
      index += 2
    }
    return sizes
  }
}

/// An array's elements, as a container reads them: parsed values, or number pairs made into
/// objects one at a time.
enum JSONElements {
  case values([JSONValue])
  case pairs(JSONNumberPairs)

  /// The number of elements.
  var count: Int {
    switch self {
    case .values(let values): values.count
    case .pairs(let pairs): pairs.count
    }
  }

  /// Element `index` (in range).
  subscript(index: Int) -> JSONValue {
    switch self {
    case .values(let values): values[index]
    case .pairs(let pairs): pairs.element(index)
    }
  }
}
