import Mosaic
import MosaicTestSupport

/// The reorder property tests' data: `sections` sections of `items` items each (random counts),
/// named "`prefix`S.I", and for half the sections (at random) a size per item of 10–120 by
/// 10–100; returned as the plain arrays the tests check against and the model's sections.
func randomReorderData(
  prefix: String = "", sections: ClosedRange<Int> = 1...4, items: ClosedRange<Int> = 0...14,
  _ rng: inout SeededGenerator
) -> (reference: [[String]], sections: [CollectionModel<String>.Section]) {
  let reference = (0..<Int.random(in: sections, using: &rng)).map { section in
    (0..<Int.random(in: items, using: &rng)).map { "\(prefix)\(section).\($0)" }
  }
  let built = reference.map { names -> CollectionModel<String>.Section in
    guard !Bool.random(using: &rng) else { return .init(items: names) }
    return .init(
      items: names,
      sizes: names.map { _ in
        Size(
          width: Double(Int.random(in: 10...120, using: &rng)),
          height: Double(Int.random(in: 10...100, using: &rng)))
      })
  }
  return (reference, built)
}
