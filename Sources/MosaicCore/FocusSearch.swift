/// One phase of ``PreparedLayout/indexPath(movingFocusFrom:direction:viewport:)``'s search: the
/// cells beyond the source's facing edge, either in its beam (nearest by the gap between facing
/// edges, then by centres across) or anywhere (nearest by centres), gathered from windows that
/// grow around the source until the best one seen is certain to be the nearest.
struct FocusSearch {
  /// The source cell's frame (finite).
  let source: Rect
  /// The axis the direction moves along.
  let axis: Axis
  /// Whether it moves towards larger values.
  let forward: Bool
  /// Whether this phase looks in the beam only.
  let inBeam: Bool
  /// The best cell so far, with its distance (the gap along in the beam, the squared distance
  /// between centres out of it) and its distance across (in the beam; 0 out of it).
  private var best: (indexPath: IndexPath, distance: Double, across: Double)?

  init(source: Rect, axis: Axis, forward: Bool, inBeam: Bool) {
    self.source = source
    self.axis = axis
    self.forward = forward
    self.inBeam = inBeam
  }

  /// A window reach whose window covers every cell of a layout of `content` (its cells lie
  /// inside it): the last window of a search.
  func reachCoveringContent(_ content: Size) -> Double {
    let extent = Swift.max(abs(content.width), abs(content.height))
    let offset = Swift.max(abs(source.x), abs(source.y)) + Swift.max(source.width, source.height)
    return 2 * (extent + offset) + 1
  }

  /// The source's edge facing the direction.
  private var facingEdge: Double {
    let minimum = source.minimum(along: axis)
    return forward ? minimum + source.extent(along: axis) : minimum
  }

  /// The window to query for `reach`: in the beam, the source's extent across and `reach` along
  /// from its facing edge; out of it, the square of half-size `reach` around its centre, beyond
  /// the facing edge.
  func window(reach: Double) -> Rect {
    let across = axis.other
    let edge = facingEdge
    let centre = source.minimum(along: axis) + source.extent(along: axis) / 2
    // Along, from the facing edge: `reach` in the beam; out of it, to `reach` past the centre.
    let far = inBeam ? reach : Swift.max(0, forward ? centre + reach - edge : edge - centre + reach)
    let acrossStart: Double
    let acrossExtent: Double
    if inBeam {
      acrossStart = source.minimum(along: across)
      acrossExtent = source.extent(along: across)
    } else {
      acrossStart = source.minimum(along: across) + source.extent(along: across) / 2 - reach
      acrossExtent = 2 * reach
    }
    return Rect(
      axis: axis, along: forward ? edge : edge - far, across: acrossStart, alongExtent: far,
      acrossExtent: acrossExtent)
  }

  /// Takes `frame` (cell `indexPath`) into account when it is a candidate: finite, not empty,
  /// entirely beyond the facing edge and, in the beam phase, overlapping the source across.
  mutating func consider(_ indexPath: IndexPath, frame: Rect) {
    guard frame.isFinite, !frame.isEmpty else { return }
    let across = axis.other
    let start = frame.minimum(along: axis)
    let end = start + frame.extent(along: axis)
    let gap = forward ? start - facingEdge : facingEdge - end
    guard gap >= 0 else { return }
    let acrossCentre = frame.minimum(along: across) + frame.extent(along: across) / 2
    let sourceAcrossCentre = source.minimum(along: across) + source.extent(along: across) / 2
    let distance: Double
    let acrossDistance: Double
    if inBeam {
      let sourceStart = source.minimum(along: across)
      guard frame.minimum(along: across) < sourceStart + source.extent(along: across),
        sourceStart < frame.minimum(along: across) + frame.extent(along: across)
      else { return }
      distance = gap
      acrossDistance = abs(acrossCentre - sourceAcrossCentre)
    } else {
      let alongDelta =
        (start + end) / 2 - (source.minimum(along: axis) + source.extent(along: axis) / 2)
      let acrossDelta = acrossCentre - sourceAcrossCentre
      distance = alongDelta * alongDelta + acrossDelta * acrossDelta
      acrossDistance = 0
    }
    if let current = best {
      guard
        (distance, acrossDistance, indexPath) < (
          current.distance, current.across, current.indexPath
        )
      else { return }
    }
    best = (indexPath, distance, acrossDistance)
  }

  /// The best cell when it is certain to be the nearest of all: every candidate nearer than
  /// `reach` lies in that reach's window (`nil`: the window held every cell).
  func best(within reach: Double?) -> IndexPath? {
    guard let best else { return nil }
    guard let reach else { return best.indexPath }
    return (inBeam ? best.distance < reach : best.distance <= reach * reach) ? best.indexPath : nil
  }
}
