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

  /// The number of elements.
  var count: Int { numbers.count / 2 }

  /// Element `index` (in range) as the object it was written as.
  func element(_ index: Int) -> JSONValue {
    .object(
      JSONObject(members: [
        (firstKey, .number(numbers[2 * index])), (secondKey, .number(numbers[2 * index + 1])),
      ]))
  }

  /// The elements as sizes, when their keys are `width` and `height` (either order) and every
  /// number is a length `Size` accepts (finite, not negative, at most
  /// ``LayoutInput/maximumLength``); `nil` otherwise, and decoding each object then names the
  /// first offending one.
  /// - Complexity: O(elements), one allocation.
  func sizes() -> [Size]? {
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
