import MosaicCore

/// One callback of a tap, in the order UIKit's collection view calls its delegate.
public enum SelectionEvent: Hashable, Sendable, CustomStringConvertible {
  /// `collectionView(_:shouldHighlightItemAt:)` was asked.
  case shouldHighlight(IndexPath)
  /// `collectionView(_:didHighlightItemAt:)`.
  case didHighlight(IndexPath)
  /// `collectionView(_:shouldSelectItemAt:)` was asked.
  case shouldSelect(IndexPath)
  /// `collectionView(_:didSelectItemAt:)`.
  case didSelect(IndexPath)
  /// `collectionView(_:shouldDeselectItemAt:)` was asked.
  case shouldDeselect(IndexPath)
  /// `collectionView(_:didDeselectItemAt:)`.
  case didDeselect(IndexPath)
  /// `collectionView(_:didUnhighlightItemAt:)`.
  case didUnhighlight(IndexPath)

  /// `didSelect [0, 3]`.
  public var description: String {
    switch self {
    case .shouldHighlight(let path): "shouldHighlight \(path)"
    case .didHighlight(let path): "didHighlight \(path)"
    case .shouldSelect(let path): "shouldSelect \(path)"
    case .didSelect(let path): "didSelect \(path)"
    case .shouldDeselect(let path): "shouldDeselect \(path)"
    case .didDeselect(let path): "didDeselect \(path)"
    case .didUnhighlight(let path): "didUnhighlight \(path)"
    }
  }
}
