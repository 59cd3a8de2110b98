import MosaicCore

/// Fill, stroke and label colours for one category of element.
struct RenderStyle {
  let fill: String
  let stroke: String
  let text: String

  static func of(_ category: ElementCategory) -> RenderStyle {
    switch category {
    case .cell: RenderStyle(fill: "#cfe3ff", stroke: "#3b73c4", text: "#1d3b66")
    case .header: RenderStyle(fill: "#c9f0d1", stroke: "#2e8b57", text: "#1b5233")
    case .footer: RenderStyle(fill: "#ffe2c2", stroke: "#d2772a", text: "#6b3a10")
    case .decoration: RenderStyle(fill: "#efe6ff", stroke: "#9b7fd1", text: "#4b3b70")
    }
  }

  /// The moving item of a drag.
  static let moving = RenderStyle(fill: "#ffcdd2", stroke: "#d32f2f", text: "#7f1313")
}
