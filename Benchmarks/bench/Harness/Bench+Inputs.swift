import MosaicCore

extension Bench {
  /// `body`'s result. The bench's inputs are fixed and valid, so a rejection is a bug in the
  /// bench itself: it stops with the error's path and message.
  static func accepted<Result>(_ body: () throws(LayoutError) -> Result) -> Result {
    do {
      return try body()
    } catch {
      fatalError("bench input rejected: \(error.path): \(error.message)")
    }
  }

  /// `count` seeded item sizes of 60…180 × 60…200 (flow/per-item's, about 2 to 4 items per
  /// justified line in a 390-wide viewport).
  static func perItemSizes(count: Int, seed: UInt64 = 0x6D6F_7361_6963) -> [Size] {
    var generator = SplitMix64(seed: seed)
    var sizes: [Size] = []
    sizes.reserveCapacity(count)
    for _ in 0..<count {
      sizes.append(
        Size(
          width: Double(Int.random(in: 60...180, using: &generator)),
          height: Double(Int.random(in: 60...200, using: &generator))))
    }
    return sizes
  }
}
