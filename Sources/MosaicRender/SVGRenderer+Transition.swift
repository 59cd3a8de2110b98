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
        out += line(
          from: start.center, to: end.center,
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
