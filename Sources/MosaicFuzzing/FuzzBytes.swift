import Mosaic

/// The bytes an update input derives its edits, changes and queries from, read front to back;
/// zeros once they run out, so that every input, however short, means something.
struct FuzzBytes {
  /// The bytes not read yet.
  private var remaining: ArraySlice<UInt8>

  /// Reads `bytes` from the start.
  init(_ bytes: ArraySlice<UInt8>) {
    remaining = bytes
  }

  /// The next byte, or 0 when none is left.
  mutating func byte() -> UInt8 {
    remaining.popFirst() ?? 0
  }

  /// A number in `0..<bound` from one byte; 0 when `bound` is not positive.
  mutating func below(_ bound: Int) -> Int {
    let value = Int(byte())
    return bound > 0 ? value % bound : 0
  }

  /// A number in `0..<count` from two bytes, so that indexes reach past 255; 0 when `count` is
  /// not positive.
  mutating func index(in count: Int) -> Int {
    let value = Int(byte()) << 8 | Int(byte())
    return count > 0 ? value % count : 0
  }

  /// True for about one byte in `oneIn`.
  mutating func chance(_ oneIn: Int) -> Bool {
    below(oneIn) == 0
  }

  /// Extents no layout may be given, or only barely: negative, non-finite, huge, tiny.
  static let absurdExtents: [Double] = [
    -1, -0.5, .nan, .infinity, -.infinity, 1e308, .greatestFiniteMagnitude, 1e-300, 5e7, -1e308,
    1e12, 0.1, 4_000_000, -.nan, .leastNonzeroMagnitude, 1e15,
  ]

  /// An extent: ordinary (0 to 239) for most bytes, one of ``absurdExtents`` for the top 16.
  mutating func extent() -> Double {
    let value = byte()
    if value >= 240 { return Self.absurdExtents[Int(value - 240)] }
    return Double(value)
  }

  /// An extent from ``absurdExtents`` only.
  mutating func absurdExtent() -> Double {
    Self.absurdExtents[below(Self.absurdExtents.count)]
  }

  /// A size of two ``extent()``s.
  mutating func size() -> Size {
    Size(width: extent(), height: extent())
  }

  /// A size at least one of whose extents is absurd.
  mutating func absurdSize() -> Size {
    chance(2)
      ? Size(width: absurdExtent(), height: extent())
      : Size(width: extent(), height: absurdExtent())
  }

  /// A count or index no data may hold: negative, past every limit, or the integers' ends.
  mutating func absurdInteger(near count: Int) -> Int {
    let choices = [
      -1, Int.min, Int.max, LayoutInput.maximumItemCount + 1, LayoutInput.maximumItemCount,
      count, count &+ 1, -2, Int.max - 1, LayoutInput.maximumSectionCount,
    ]
    return choices[below(choices.count)]
  }
}
