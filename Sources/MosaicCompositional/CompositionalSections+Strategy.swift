import MosaicCore
import MosaicHitTest

extension CompositionalSections {
  /// Lays section `data` out by `nested`: the strategy's layout of a one-section input of the
  /// same viewport, its cells (in item order), header and footer copied at their frames, moved
  /// below the room of the layout's own header when the section `startsLayout`; returns its
  /// length (the strategy's content along the scroll axis) and the spacing after it.
  /// - Throws: ``/MosaicCore/LayoutError`` when the strategy refuses the section (its path
  ///   relative to the section, or the strategy's options' path in the message), or scrolls the
  ///   other way.
  /// - Complexity: the strategy's prepare of the section, plus O(items) look-ups.
  func layOutStrategySection(
    _ data: SectionData, by nested: NestedStrategy, named name: String, startsLayout: Bool,
    into writer: inout SectionWriter
  ) throws(LayoutError) -> Double {
    let input = LayoutInput(sections: [data], viewport: writer.viewport)
    let laidOut: any PreparedLayout
    do {
      laidOut = try Self.prepare(nested.strategy, input)
    } catch {
      throw Self.sectionError(error, strategy: nested.name, sectionLayout: name)
    }
    let along = scrollDirection.scrollAxis
    guard laidOut.scrollDirection == scrollDirection else {
      throw LayoutError(
        path: "options.sectionLayout",
        message:
          "the \(nested.name) section layout '\(name)' scrolls \(laidOut.scrollDirection), the layout \(scrollDirection)"
      )
    }
    let start = startsLayout ? AdvanceGrid.roundedUp(options.header?.extent ?? 0) : 0
    func moved(_ frame: Rect) -> Rect { frame.moved(along: along, by: start, across: 0) }
    let viewport = laidOut.preparedViewport
    if let header = laidOut.attributes(for: .header(section: 0), viewport: viewport) {
      writer.setHeader(moved(header.frame), zIndex: header.zIndex)
    }
    for item in 0..<data.itemCount {
      let cell = laidOut.attributes(for: .cell(section: 0, item: item), viewport: viewport)
      writer.appendCell(moved(cell?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)))
    }
    if let footer = laidOut.attributes(for: .footer(section: 0), viewport: viewport) {
      writer.setFooter(moved(footer.frame), zIndex: footer.zIndex)
    }
    return start + AdvanceGrid.roundedUp(laidOut.contentSize.value(along: along))
      + AdvanceGrid.roundedUp(options.interSectionSpacing)
  }

  /// `strategy`'s layout of `input`, the existential opened.
  static func prepare(_ strategy: some LayoutStrategy, _ input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout
  {
    try strategy.prepare(input)
  }

  /// A nested strategy's error as the section's: a path within the one-section input made
  /// relative to the section; any other path named in the message.
  static func sectionError(_ error: LayoutError, strategy: String, sectionLayout: String)
    -> LayoutError
  {
    let prefix = "data.sections[0]"
    if error.path.hasPrefix(prefix) {
      var path = String(error.path.dropFirst(prefix.count))
      if path.hasPrefix(".") { path.removeFirst() }
      return LayoutError(path: path, message: error.message)
    }
    return LayoutError(
      path: "options.sectionLayout",
      message:
        "the \(strategy) section layout '\(sectionLayout)' refuses the section: \(error.path): \(error.message)"
    )
  }
}
