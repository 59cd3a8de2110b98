import MosaicCore

/// Items laid along an axis, as `NSCollectionLayoutGroup`: a group repeats along its section,
/// each instance's leaf item slots, depth first, taking the section's next items.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(
///   widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
/// let row = LayoutGroup.horizontal(
///   layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///   repeatingSubitem: .item(item), count: 3)
/// ```
public struct LayoutGroup: Hashable, Sendable {
  /// A group's subitem: an item slot, or a group nested in its box.
  public indirect enum Subitem: Hashable, Sendable {
    /// An item slot.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The subitem's size against its group.
    public var layoutSize: LayoutSize {
      switch self {
      case .item(let item): item.layoutSize
      case .group(let group): group.layoutSize
      }
    }
  }

  /// The axis the subitems are laid along, from the group's leading edge.
  public var axis: Axis
  /// The group's size, against its container.
  public var layoutSize: LayoutSize
  /// The subitems, in order.
  public var subitems: [Subitem]
  /// When set, the one subitem repeats this many times, each copy
  /// `(extent − interItemSpacing·(count − 1)) / count` along the axis; when `nil`, the subitems
  /// repeat in order while the next one fits.
  public var count: Int?
  /// The space between consecutive subitems along the axis.
  public var interItemSpacing: Double

  /// A group of `subitems` along `axis`.
  public init(
    axis: Axis, layoutSize: LayoutSize, subitems: [Subitem], count: Int? = nil,
    interItemSpacing: Double = 0
  ) {
    self.axis = axis
    self.layoutSize = layoutSize
    self.subitems = subitems
    self.count = count
    self.interItemSpacing = interItemSpacing
  }

  /// A group laying `subitems` left to right, repeating them in order while the next one fits.
  public static func horizontal(
    layoutSize: LayoutSize, subitems: [Subitem], interItemSpacing: Double = 0
  ) -> LayoutGroup {
    LayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: subitems,
      interItemSpacing: interItemSpacing)
  }

  /// A group of `count` copies of `subitem` left to right, sharing the group's width.
  public static func horizontal(
    layoutSize: LayoutSize, repeatingSubitem subitem: Subitem, count: Int,
    interItemSpacing: Double = 0
  ) -> LayoutGroup {
    LayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count,
      interItemSpacing: interItemSpacing)
  }

  /// A group laying `subitems` top to bottom, repeating them in order while the next one fits.
  public static func vertical(
    layoutSize: LayoutSize, subitems: [Subitem], interItemSpacing: Double = 0
  ) -> LayoutGroup {
    LayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: subitems,
      interItemSpacing: interItemSpacing)
  }

  /// A group of `count` copies of `subitem` top to bottom, sharing the group's height.
  public static func vertical(
    layoutSize: LayoutSize, repeatingSubitem subitem: Subitem, count: Int,
    interItemSpacing: Double = 0
  ) -> LayoutGroup {
    LayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count,
      interItemSpacing: interItemSpacing)
  }

  /// True when a dimension of the group or of anything in it is estimated: its frames then
  /// depend on the items' measured sizes.
  var isEstimated: Bool {
    layoutSize.width.isEstimated || layoutSize.height.isEstimated
      || subitems.contains { subitem in
        switch subitem {
        case .item(let item):
          item.layoutSize.width.isEstimated || item.layoutSize.height.isEstimated
        case .group(let group): group.isEstimated
        }
      }
  }
}
