import MosaicCore

/// One page of a ``PagedLayout``: the elements of a run of whole consecutive sections, with
/// frames stored relative to the page's origin along the scroll axis, in its own ``FrameStore``
/// (sections numbered from 0) and with its own ``BucketIndex``.
///
/// A page does not know where it sits: the layout's directory gives its origin, its first
/// section and the global numbers of its first elements. So a page kept by an update is shared,
/// not copied, whatever moved before it.
///
/// An immutable class: a kept page is shared by reference. (Queries read the store and index
/// from the layout's own arrays, see ``PagedLayout``.)
public final class LayoutPage: Sendable {
  /// The frames, along the scroll axis relative to the page's origin; sections from 0.
  public let store: FrameStore
  /// The spatial index over ``store``'s relative frames.
  public let index: BucketIndex
  /// The page's extent along the scroll axis: where the next page starts, from this one's origin.
  public let length: Double

  /// A page of `store`, indexed along `axis`, followed by the next page `length` further on.
  /// - Complexity: O(elements): the index's build.
  public init(store: FrameStore, axis: Axis, length: Double) {
    self.store = store
    self.index = BucketIndex(store: store, axis: axis)
    self.length = length
  }

  /// The number of sections on the page.
  public var sectionCount: Int { store.sectionCount }

  /// Heap bytes held by the page: frames, tables and index.
  public var byteCount: Int { store.byteCount + index.byteCount }
}
