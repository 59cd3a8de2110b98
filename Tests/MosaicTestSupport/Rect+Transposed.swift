import MosaicCore

extension Rect {
  /// The rectangle mirrored across the diagonal (x ↔ y, width ↔ height): a vertical flow layout's
  /// frame as the horizontal layout of the transposed data places it.
  public var transposed: Rect { Rect(x: y, y: x, width: height, height: width) }
}

extension Size {
  /// Width and height swapped.
  public var transposed: Size { Size(width: height, height: width) }
}

extension EdgeInsets {
  /// The insets mirrored across the diagonal: top ↔ left, bottom ↔ right.
  public var transposed: EdgeInsets {
    EdgeInsets(top: left, left: top, bottom: right, right: bottom)
  }
}

extension Viewport {
  /// The viewport mirrored across the diagonal: size, insets and offset transposed.
  public var transposed: Viewport {
    Viewport(
      size: size.transposed, contentInset: contentInset.transposed,
      contentOffset: Point(x: contentOffset.y, y: contentOffset.x), scale: scale)
  }
}

extension SectionData {
  /// The section with every size transposed: the data a horizontal layout needs to mirror a
  /// vertical one.
  public var transposed: SectionData {
    let sizes: SectionData.ItemSizes =
      switch itemSizes {
      case .uniform(let size): .uniform(size?.transposed)
      case .perItem(let sizes):
        .perItem(
          SizeList(
            sizes.map(\.transposed),
            spans: Dictionary(uniqueKeysWithValues: sizes.spannedItems.map { ($0.item, $0.span) })))
      }
    return SectionData(
      itemCount: itemCount, itemSizes: sizes, header: header?.transposed,
      footer: footer?.transposed)
  }
}
