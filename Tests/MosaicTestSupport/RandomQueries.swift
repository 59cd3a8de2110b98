import MosaicCore

/// Seeded random points and rectangles for spatial-query property tests, biased toward the
/// cases that break indexes: exact frame edges, edge-touching and empty rectangles, non-finite
/// values.
public enum RandomQueries {
  /// A point: uniform in `bounds` (quantised to `unit`), on an edge or corner of one of `frames`,
  /// or a non-finite one.
  public static func point(
    in bounds: Rect, frames: [Rect], unit: Double, using generator: inout SeededGenerator
  ) -> Point {
    let roll = Int.random(in: 0..<100, using: &generator)
    if roll < 45 || frames.isEmpty {
      let x = Double.random(in: bounds.minX...bounds.maxX, using: &generator)
      let y = Double.random(in: bounds.minY...bounds.maxY, using: &generator)
      return roll % 2 == 0 ? Point(x: x, y: y) : Point(x: quantised(x, unit), y: quantised(y, unit))
    }
    if roll < 95 {
      let frame = frames.randomElement(using: &generator) ?? .zero
      let xs = [frame.minX, frame.maxX, frame.midX, frame.minX - unit, frame.maxX - unit]
      let ys = [frame.minY, frame.maxY, frame.midY, frame.minY - unit, frame.maxY - unit]
      return Point(
        x: xs.randomElement(using: &generator) ?? 0, y: ys.randomElement(using: &generator) ?? 0)
    }
    let specials = [Double.nan, .infinity, -.infinity, 1e300, -1e300, 0]
    return Point(
      x: specials.randomElement(using: &generator) ?? 0,
      y: Double.random(in: bounds.minY...bounds.maxY, using: &generator))
  }

  /// A rectangle: random in `bounds`, one of `frames` exactly, touching one of them at an edge,
  /// empty, covering everything, very thin, or non-finite.
  public static func rect(
    in bounds: Rect, frames: [Rect], unit: Double, using generator: inout SeededGenerator
  ) -> Rect {
    let frame = frames.randomElement(using: &generator) ?? bounds
    func size(_ limit: Double) -> Double {
      quantised(Double.random(in: 0...Swift.max(limit, unit), using: &generator), unit) + unit
    }
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<40:
      let x = quantised(Double.random(in: bounds.minX...bounds.maxX, using: &generator), unit)
      let y = quantised(Double.random(in: bounds.minY...bounds.maxY, using: &generator), unit)
      return Rect(x: x, y: y, width: size(bounds.width / 2), height: size(bounds.height / 3))
    case 40..<55:
      return frame
    case 55..<72:
      // Touching `frame` from one side (and, with other frames on the same lines, touching those).
      let width = size(200)
      let height = size(200)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: return Rect(x: frame.maxX, y: frame.minY, width: width, height: height)
      case 1: return Rect(x: frame.minX - width, y: frame.minY, width: width, height: height)
      case 2: return Rect(x: frame.minX, y: frame.maxY, width: width, height: height)
      default: return Rect(x: frame.minX, y: frame.minY - height, width: width, height: height)
      }
    case 72..<82:
      let empties = [
        Rect(x: frame.minX, y: frame.minY, width: 0, height: frame.height),
        Rect(x: frame.midX, y: frame.midY, width: 0, height: 0),
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0),
        Rect(x: frame.maxX, y: frame.maxY, width: -frame.width, height: -frame.height),
      ]
      return empties.randomElement(using: &generator) ?? .zero
    case 82..<88:
      return Rect(
        x: bounds.minX - 1e6, y: bounds.minY - 1e6, width: bounds.width + 2e6,
        height: bounds.height + 2e6)
    case 88..<94:
      return Rect(x: frame.midX, y: frame.midY, width: 1e-3, height: 1e-3)
    default:
      let specials = [
        Rect(x: .nan, y: 0, width: 10, height: 10),
        Rect(x: 0, y: 0, width: .infinity, height: .infinity),
        Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
        Rect(x: 0, y: bounds.minY, width: 1e300, height: bounds.height),
        Rect(x: 0, y: 0, width: .nan, height: 10),
      ]
      return specials.randomElement(using: &generator) ?? .zero
    }
  }

  /// `value` rounded to a multiple of `unit` when finite.
  static func quantised(_ value: Double, _ unit: Double) -> Double {
    value.isFinite ? (value / unit).rounded() * unit : value
  }
}
