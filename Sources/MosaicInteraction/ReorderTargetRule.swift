import MosaicCore

/// What picks a drag's next target.
public enum ReorderTargetRule: String, Hashable, Sendable, CaseIterable {
  /// UIKit's: the cell under the finger in the proposed layout.
  case underFinger
  /// XWDragCellCollectionView's: the visible cell whose centre lies within half the dragged
  /// snapshot's width across and half its height down of the snapshot's centre (strictly), the
  /// nearest when several do; the snapshot's own slot is never a target.
  case centreProximity
  /// KDRearrangeable's: the visible cell the dragged snapshot overlaps most, its own slot
  /// included, so the target changes only once another cell is covered more than the slot is.
  case intersection
}
