import MosaicCore

/// What placing one waterfall section's items needs, fixed for the section: the column geometry
/// and the render direction. ``place(_:columns:cells:)`` is the per-item loop.
struct WaterfallPlacement {
  let lineAxis: Axis
  let direction: ItemRenderDirection
  let columnCount: Int
  /// Where column 0 starts across (the section inset's leading side).
  let start: Double
  /// The width of every column (floored to the pixel grid when there is a scale).
  let itemWidth: Double
  /// `itemWidth + columnSpacing`: from one column's start to the next.
  let pitch: Double
  /// The space between two columns.
  let columnSpacing: Double
  /// The spacing after an item in its column, on the ``AdvanceGrid`` already.
  let interitemSpacing: Double
  let scale: Double?

  /// The item's extent along the scroll axis: its data size scaled to the column width, keeping
  /// the aspect ratio (floored to the pixel grid); 0 when the data size has a zero side.
  @inline(__always)
  func extent(of size: Size) -> Double {
    extent(of: size, width: itemWidth)
  }

  /// The extent along the scroll axis of an item of `size` scaled to `width` across (a spanned
  /// item's), keeping the aspect ratio, floored to the pixel grid; 0 when `size` has a zero side.
  @inline(__always)
  func extent(of size: Size, width: Double) -> Double {
    let across = size.value(along: lineAxis)
    let along = size.value(along: lineAxis.other)
    guard across > 0, along > 0 else { return 0 }
    return (along * width / across).roundedToPixel(scale: scale, rule: .down)
  }

  /// Places `sizes`, the items from `firstItem` on in item order, writing one cell each.
  /// - Complexity: O(items) for up to 8 columns, O(items · log columns) beyond; no allocation.
  @inline(__always)
  func place<Sizes: Sequence<Size>>(
    _ sizes: Sizes, firstItem: Int, columns: inout WaterfallColumns, cells: inout CellWriter
  ) {
    // The next slot of leftToRight and rightToLeft: item % columnCount.
    var slot = firstItem % columnCount
    columns.withSlots { slots in
      for size in sizes {
        let extent = extent(of: size)
        // The column grows by the extent on the grid; the frame keeps the exact extent.
        let advance = AdvanceGrid.roundedUp(extent)
        let column: Int
        let origin: Double
        switch direction {
        case .shortestFirst:
          (column, origin) = slots.appendToShortest(extent: advance, spacing: interitemSpacing)
        case .leftToRight:
          column = slot
          origin = slots.append(extent: advance, spacing: interitemSpacing, toSlot: slot)
        case .rightToLeft:
          column = columnCount - 1 - slot
          origin = slots.append(extent: advance, spacing: interitemSpacing, toSlot: slot)
        }
        slot += 1
        if slot == columnCount { slot = 0 }
        cells.append(
          Rect(
            axis: lineAxis.other, along: origin, across: start + pitch * Double(column),
            alongExtent: extent, acrossExtent: itemWidth))
      }
    }
  }
}
