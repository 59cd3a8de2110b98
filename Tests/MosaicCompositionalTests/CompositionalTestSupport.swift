import Mosaic

/// Builders shared by the compositional tests: documents, items and the elements a layout lists.
enum CompositionalTestSupport {
  /// A document of the compositional strategy with `options`, `viewport` and `sections` (JSON).
  static func document(
    options: String, sections: String,
    viewport: String = #"{"width": 390, "height": 844}"#
  ) -> String {
    """
    {"layout": {"strategy": "compositional", "options": \(options)},
     "viewport": \(viewport),
     "data": {"sections": \(sections)}}
    """
  }

  /// The configuration `json` decodes to.
  static func configuration(_ json: String) throws -> LayoutConfiguration {
    try StrategyRegistry.builtIn.configuration(fromJSON: json)
  }

  /// The error preparing `json` gives, or `nil` when it lays out.
  static func error(_ json: String) -> LayoutError? {
    do {
      _ = try configuration(json).prepare()
      return nil
    } catch let error as LayoutError {
      return error
    } catch {
      return LayoutError(path: "?", message: "\(error)")
    }
  }

  /// Every cell's frame of `layout`, by section then item.
  static func cellFrames(_ layout: some PreparedLayout) -> [[Rect]] {
    (0..<layout.sectionCount).map { section in
      (0..<layout.itemCount(inSection: section)).map { item in
        layout.attributes(for: .cell(IndexPath(item: item, section: section)))?.frame
          ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
      }
    }
  }

  /// A full-size item (fractional 1 × 1) with `insets`.
  static func fullItem(insets: EdgeInsets = .zero) -> LayoutItem {
    LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      contentInsets: insets)
  }
}
