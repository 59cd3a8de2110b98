/// Collects a materialising strategy's frames into a ``FrameStore`` in one pass.
///
/// Add every cell in section and item order, closing each section with ``endSection(frame:)``;
/// headers, footers and decorations may be added at any point and are stored after the cells.
/// Reserve the cell count up front and the pass makes O(1) allocations, none per item.
public struct FrameStoreBuilder: Sendable {
  @usableFromInline var store: FrameStore
  @usableFromInline var supplementaryMinX: [Double] = []
  @usableFromInline var supplementaryMinY: [Double] = []
  @usableFromInline var supplementaryWidth: [Double] = []
  @usableFromInline var supplementaryHeight: [Double] = []

  /// Starts a store for `sectionCount` sections, `cellCapacity` cells and about
  /// `supplementaryCapacity` headers, footers and decorations; cells sit at `cellZIndex`.
  public init(
    sectionCount: Int, cellCapacity: Int, supplementaryCapacity: Int = 0,
    cellZIndex: Int = LayoutAttributes.cellZIndex
  ) {
    let capacity = cellCapacity + supplementaryCapacity
    var minX = ContiguousArray<Double>()
    var minY = ContiguousArray<Double>()
    var width = ContiguousArray<Double>()
    var height = ContiguousArray<Double>()
    minX.reserveCapacity(capacity)
    minY.reserveCapacity(capacity)
    width.reserveCapacity(capacity)
    height.reserveCapacity(capacity)
    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(sectionCount + 1)
    starts.append(0)
    store = FrameStore(
      minX: minX, minY: minY, width: width, height: height, cellCount: 0, cellZIndex: cellZIndex,
      contentSize: .zero, sectionCellStart: starts, supplementaryIDs: [], supplementaryZIndex: [],
      headerElement: [], footerElement: [], sectionFrames: [])
    store.headerElement.reserveCapacity(sectionCount)
    store.footerElement.reserveCapacity(sectionCount)
    store.sectionFrames.reserveCapacity(sectionCount)
  }

  /// The number of sections closed so far: the section the next cells belong to.
  public var currentSection: Int { store.sectionFrames.count }

  /// Adds the next cell of the current section.
  public mutating func appendCell(_ frame: Rect) {
    store.minX.append(frame.x)
    store.minY.append(frame.y)
    store.width.append(frame.width)
    store.height.append(frame.height)
  }

  /// Adds the header of the current section.
  public mutating func setHeader(_ frame: Rect, zIndex: Int = LayoutAttributes.supplementaryZIndex) {
    addSupplementary(.header(section: currentSection), frame: frame, zIndex: zIndex)
  }

  /// Adds the footer of the current section.
  public mutating func setFooter(_ frame: Rect, zIndex: Int = LayoutAttributes.supplementaryZIndex) {
    addSupplementary(.footer(section: currentSection), frame: frame, zIndex: zIndex)
  }

  /// Adds a header, footer or decoration element (not a cell).
  public mutating func addSupplementary(_ id: ElementID, frame: Rect, zIndex: Int) {
    precondition(id.category != .cell, "cells are added with appendCell")
    supplementaryMinX.append(frame.x)
    supplementaryMinY.append(frame.y)
    supplementaryWidth.append(frame.width)
    supplementaryHeight.append(frame.height)
    store.supplementaryIDs.append(id)
    store.supplementaryZIndex.append(zIndex)
  }

  /// Closes the current section, whose whole frame (header to footer) is `frame`.
  public mutating func endSection(frame: Rect) {
    store.sectionCellStart.append(store.minX.count)
    store.sectionFrames.append(frame)
  }

  /// The finished store; supplementary elements follow the cells.
  /// - Complexity: O(supplementary elements + sections).
  public consuming func build(contentSize: Size) -> FrameStore {
    var result = store
    result.cellCount = result.minX.count
    result.contentSize = contentSize
    let sections = result.sectionFrames.count
    result.headerElement = Array(repeating: -1, count: sections)
    result.footerElement = Array(repeating: -1, count: sections)
    for (offset, id) in result.supplementaryIDs.enumerated()
    where id.section >= 0 && id.section < sections {
      switch id.category {
      case .header: result.headerElement[id.section] = result.cellCount + offset
      case .footer: result.footerElement[id.section] = result.cellCount + offset
      case .cell, .decoration: break
      }
    }
    result.minX.append(contentsOf: supplementaryMinX)
    result.minY.append(contentsOf: supplementaryMinY)
    result.width.append(contentsOf: supplementaryWidth)
    result.height.append(contentsOf: supplementaryHeight)
    return result
  }
}
