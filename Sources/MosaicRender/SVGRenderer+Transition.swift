import MosaicCore

extension SVGRenderer {
  /// The markup of `overlay`: ghosts of the old frames under arrows to the new ones, appearing
  /// elements outlined in green, disappearing ones ghosted in red and struck through, and the old
  /// viewport's outline.
  static func transitionMarkup(_ overlay: TransitionOverlay) -> String {
    var out =
      "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#ef6c00\"/></marker></defs>\n"
    if let old = overlay.oldViewport {
      out += rect(
        old.bounds,
        attributes:
          "class=\"old-viewport\" fill=\"none\" stroke=\"#757575\" stroke-width=\"1.5\" stroke-dasharray=\"4 4\""
      )
    }
    var arrows = 0
    for transition in overlay.transitions {
      let start = transition.start.frame
      let end = transition.end.frame
      switch transition.kind {
      case .appearing:
        out += rect(
          end,
          attributes:
            "class=\"appearing\" fill=\"none\" stroke=\"#2e7d32\" stroke-width=\"2.5\"")
      case .disappearing:
        out += rect(
          start,
          attributes:
            "class=\"disappearing\" fill=\"#e53935\" fill-opacity=\"0.12\" stroke=\"#c62828\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\""
        )
        out += line(
          from: Point(x: start.minX, y: start.minY), to: Point(x: start.maxX, y: start.maxY),
          attributes: "class=\"struck\" stroke=\"#c62828\" stroke-width=\"1\"")
        if let id = transition.oldID {
          // In the corner: the element now drawn there keeps its label readable.
          out += cornerLabel(defaultLabel(id), in: start, color: "#c62828")
        }
      case .surviving, .reloaded:
        guard start != end else { continue }
        out += rect(
          start,
          attributes:
            "class=\"ghost\" fill=\"#9e9e9e\" fill-opacity=\"0.10\" stroke=\"#757575\" stroke-width=\"1\" stroke-dasharray=\"3 3\""
        )
        // Arrows of a column (or a row) moving together would lie on one line: they run a
        // quarter of the way across (clear of the centred labels), spread over five lanes.
        let lane = Double(arrows % 5 - 2)
        arrows += 1
        let vertical = abs(end.midY - start.midY) >= abs(end.midX - start.midX)
        let from: Point
        let to: Point
        if vertical {
          let spread = lane * min(6, start.width / 12)
          from = Point(x: start.minX + start.width / 4 + spread, y: start.midY)
          to = Point(x: end.minX + end.width / 4 + spread, y: end.midY)
        } else {
          let spread = lane * min(6, start.height / 12)
          from = Point(x: start.midX, y: start.minY + start.height / 4 + spread)
          to = Point(x: end.midX, y: end.minY + end.height / 4 + spread)
        }
        out += line(
          from: from, to: to,
          attributes:
            "class=\"move\" stroke=\"#ef6c00\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"")
      }
    }
    return out
  }

  static func line(from start: Point, to end: Point, attributes: String) -> String {
    "<line x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" y2=\"\(number(end.y))\" \(attributes)/>\n"
  }
}
