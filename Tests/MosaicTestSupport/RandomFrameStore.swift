import MosaicCore

/// Seeded random frame stores for property tests of spatial queries: sections of grid-like cells
/// with jitter and overlaps, zero-size, negative-size, very long and non-finite frames, negative
/// coordinates, and headers, footers and section backgrounds added in a shuffled order, along
/// either scroll direction. Coordinates are quantised so that edges often coincide exactly.
public struct RandomFrameStore: Sendable {
  /// The frames.
  public let store: FrameStore
  /// The scroll direction the frames were laid out for.
  public let scrollDirection: ScrollDirection
  /// A rectangle around the finite frames, for sampling queries.
  public let bounds: Rect
  /// The quantum coordinates are multiples of.
  public let unit: Double

  /// A random store drawn from `generator`.
  public init(using generator: inout SeededGenerator) {
    let direction: ScrollDirection = Bool.random(using: &generator) ? .vertical : .horizontal
    let axis = direction.scrollAxis
    let unit: Double = [1.0, 0.5, 10.0, 0.25].randomElement(using: &generator) ?? 1
    let crossExtent: Double = [100.0, 390.0, 1000.0].randomElement(using: &generator) ?? 390
    let origin: Double = [0.0, -500.0, -37.5, 250.0].randomElement(using: &generator) ?? 0
    let sectionCount = Int.random(in: 0...5, using: &generator)
    let cellZIndex: Int = [0, 0, 3, -2].randomElement(using: &generator) ?? 0
    var builder = FrameStoreBuilder(
      sectionCount: sectionCount, cellCapacity: 64, supplementaryCapacity: 8, cellZIndex: cellZIndex
    )
    func quantised(_ value: Double) -> Double { (value / unit).rounded() * unit }
    func rect(along: Double, across: Double, alongExtent: Double, acrossExtent: Double) -> Rect {
      Rect(
        axis: axis, along: along, across: across, alongExtent: alongExtent,
        acrossExtent: acrossExtent)
    }

    var position = origin
    // Supplementary elements waiting to be added at a random later point.
    var deferred: [(ElementID, Rect, Int)] = []
    for section in 0..<sectionCount {
      let sectionStart = position
      if Bool.random(using: &generator) {
        let extent: Double = [0.0, 20, 44].randomElement(using: &generator) ?? 20
        deferred.append(
          (
            .header(section: section),
            rect(along: position, across: 0, alongExtent: extent, acrossExtent: crossExtent),
            Int.random(in: -1...10, using: &generator)
          ))
        position += extent
      }
      let itemCount =
        Int.random(in: 0...12, using: &generator) == 0
        ? 0 : Int.random(in: 1...60, using: &generator)
      let columns = Int.random(in: 1...5, using: &generator)
      let base = quantised(Double.random(in: 10...200, using: &generator))
      let spacing = quantised(Double.random(in: 0...20, using: &generator))
      let columnExtent = crossExtent / Double(columns)
      for item in 0..<itemCount {
        let row = Double(item / columns)
        let column = Double(item % columns)
        let roll = Int.random(in: 0..<100, using: &generator)
        var along = position + row * (base + spacing)
        var across = column * columnExtent
        var alongExtent = base
        var acrossExtent = columnExtent - spacing
        switch roll {
        case 0..<70:
          break
        case 70..<80:  // jitter: overlaps neighbours
          along += quantised(Double.random(in: -base...base, using: &generator) / 2)
          alongExtent = quantised(Double.random(in: 1...(2 * base), using: &generator))
        case 80..<85:  // zero size along one axis or both
          if Bool.random(using: &generator) { alongExtent = 0 } else { acrossExtent = 0 }
        case 85..<87:  // negative size
          alongExtent = -base
        case 87..<91:  // very long: spans many buckets
          along = quantised(origin + Double.random(in: -200...500, using: &generator))
          alongExtent = quantised(Double.random(in: 1_000...20_000, using: &generator))
        case 91..<97:  // anywhere, any size
          along = quantised(origin + Double.random(in: -300...3_000, using: &generator))
          across = quantised(Double.random(in: -50...crossExtent, using: &generator))
          alongExtent = quantised(Double.random(in: 0...400, using: &generator))
          acrossExtent = quantised(Double.random(in: 0...crossExtent, using: &generator))
        default:  // non-finite
          switch Int.random(in: 0..<6, using: &generator) {
          case 0: along = .nan
          case 1: alongExtent = .infinity
          case 2: along = -.infinity
          case 3: acrossExtent = .nan
          case 4: along = .infinity
          default:
            along = -.infinity
            alongExtent = .infinity
          }
        }
        builder.appendCell(
          rect(along: along, across: across, alongExtent: alongExtent, acrossExtent: acrossExtent))
        // Occasionally release a waiting supplementary element mid-section.
        if !deferred.isEmpty && Int.random(in: 0..<20, using: &generator) == 0 {
          let (id, frame, zIndex) = deferred.removeFirst()
          builder.addSupplementary(id, frame: frame, zIndex: zIndex)
        }
      }
      let rows = Double((itemCount + columns - 1) / columns)
      position += rows * (base + spacing)
      if Bool.random(using: &generator) {
        let extent: Double = [0.0, 30].randomElement(using: &generator) ?? 30
        deferred.append(
          (
            .footer(section: section),
            rect(along: position, across: 0, alongExtent: extent, acrossExtent: crossExtent),
            Int.random(in: -1...10, using: &generator)
          ))
        position += extent
      }
      if itemCount > 0 && Int.random(in: 0..<3, using: &generator) == 0 {
        deferred.append(
          (
            ElementID(category: .decoration, kind: "background", section: section, item: 0),
            rect(
              along: sectionStart, across: 0, alongExtent: position - sectionStart,
              acrossExtent: crossExtent),
            LayoutAttributes.decorationZIndex
          ))
      }
      if Bool.random(using: &generator) {
        deferred.shuffle(using: &generator)
        for (id, frame, zIndex) in deferred {
          builder.addSupplementary(id, frame: frame, zIndex: zIndex)
        }
        deferred.removeAll()
      }
      builder.endSection(
        frame: rect(
          along: sectionStart, across: 0, alongExtent: position - sectionStart,
          acrossExtent: crossExtent))
    }
    for (id, frame, zIndex) in deferred {
      builder.addSupplementary(id, frame: frame, zIndex: zIndex)
    }
    let length = position - origin
    let size =
      axis == .vertical
      ? Size(width: crossExtent, height: length) : Size(width: length, height: crossExtent)
    store = builder.build(contentSize: size)
    scrollDirection = direction
    self.unit = unit
    bounds = rect(
      along: origin - 400, across: -100, alongExtent: Swift.max(length, 3_000) + 800,
      acrossExtent: crossExtent + 200)
  }
}
