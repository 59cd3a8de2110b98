import MosaicCore
import MosaicFlow
import MosaicShelf
import MosaicTestSupport
import Testing

/// Prepares a flow layout and applies `shelves` in order.
func prepareShelved(
  _ sections: [SectionData], viewport: Viewport, options: FlowOptions = FlowOptions(),
  sectionOptions: [Int: FlowSectionOptions] = [:], shelves: [ShelfOptions]
) throws -> any PreparedLayout {
  let input = LayoutInput(sections: sections, viewport: viewport)
  var layout: any PreparedLayout = try Flow(options: options, sectionOptions: sectionOptions)
    .prepare(input)
  for shelf in shelves {
    layout = try Shelf(options: shelf).apply(to: layout, input: input)
  }
  return layout
}

extension PreparedLayout {
  /// Every decoration, in element order.
  var decorations: [LayoutAttributes] {
    allElements().filter { $0.id.category == .decoration }
  }

  /// The frames of `section`'s cells, in item order.
  func cellFrames(section: Int) -> [Rect] {
    allElements().filter { $0.id.category == .cell && $0.id.section == section }.map(\.frame)
  }
}

/// The decoration identity `(section, item)` of `kind`.
func decoration(_ kind: String, _ section: Int, _ item: Int) -> ElementID {
  ElementID(category: .decoration, kind: kind, section: section, item: item)
}
