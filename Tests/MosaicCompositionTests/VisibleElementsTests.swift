import Mosaic
import Testing

/// UIKit's visible-set conveniences answer what a rect query of the viewport's bounds answers.
@Suite("Visible items and supplementary elements")
struct VisibleElementsTests {
  static func layout() throws -> any PreparedLayout {
    var options = FlowOptions(itemSize: Size(width: 80, height: 80))
    options.headerReferenceSize = Size(width: 0, height: 40)
    options.footerReferenceSize = Size(width: 0, height: 20)
    return try Flow(options: options).sticky(headers: true, footers: true).shelf()
      .prepare(
        sections: Array(repeating: SectionData(itemCount: 30), count: 20),
        viewport: Viewport(width: 390, height: 844))
  }

  @Test(arguments: [0.0, 333, 1_200, 5_000, 1e6])
  func visibleItemsAreTheCellsOnScreen(offset: Double) throws {
    let layout = try Self.layout()
    let viewport = layout.preparedViewport.scrolled(to: Point(x: 0, y: offset))
    let onScreen = layout.allElements(viewport: viewport, into: ()).filter {
      $0.frame.intersects(viewport.bounds)
    }
    let cells = onScreen.filter { $0.id.category == .cell }.map(\.id.indexPath)
    #expect(Set(layout.indexPathsForVisibleItems(in: viewport)) == Set(cells))
    #expect(layout.indexPathsForVisibleItems(in: viewport).count == cells.count)
    #expect(offset > 1e5 || !cells.isEmpty)

    for category in [ElementCategory.header, .footer, .decoration] {
      let expected = onScreen.filter { $0.id.category == category }
      #expect(
        Set(layout.visibleSupplementaryElements(ofKind: category, in: viewport)) == Set(expected))
      #expect(
        Set(layout.indexPathsForVisibleSupplementaryElements(ofKind: category, in: viewport))
          == Set(expected.map(\.id.indexPath)))
    }
  }

  @Test func aPinnedHeaderIsVisibleWhereItIsPinned() throws {
    let layout = try Self.layout()
    let viewport = layout.preparedViewport.scrolled(to: Point(x: 0, y: 1_000))
    let headers = layout.visibleSupplementaryElements(ofKind: .header, in: viewport)
    #expect(headers.contains { $0.frame.minY == 1_000 })
  }

  @Test func reusedBuffersAnswerTheSameWithoutGrowing() throws {
    let layout = try Self.layout()
    let viewport = layout.preparedViewport.scrolled(to: Point(x: 0, y: 50))
    var indexPaths: [IndexPath] = []
    var buffer: [LayoutAttributes] = []
    layout.indexPathsForVisibleItems(in: viewport, into: &indexPaths, buffer: &buffer)
    #expect(indexPaths == layout.indexPathsForVisibleItems(in: viewport))
    let capacity = (indexPaths.capacity, buffer.capacity)
    indexPaths.removeAll(keepingCapacity: true)
    layout.indexPathsForVisibleItems(in: viewport, into: &indexPaths, buffer: &buffer)
    #expect(indexPaths == layout.indexPathsForVisibleItems(in: viewport))
    #expect(indexPaths.capacity == capacity.0 && buffer.capacity == capacity.1)
  }
}

extension PreparedLayout {
  /// Every element at `viewport`, as a new array.
  fileprivate func allElements(viewport: Viewport, into: Void) -> [LayoutAttributes] {
    var results: [LayoutAttributes] = []
    allElements(viewport: viewport, into: &results)
    return results
  }
}
