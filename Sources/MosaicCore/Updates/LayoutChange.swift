/// What changed between the data a layout was prepared from and new data: one ``SectionChange``
/// per section of the new data. A strategy's ``LayoutStrategy/update(_:to:change:)`` reads it to
/// redo only what the change touched.
///
/// A change is a promise about sizes: whoever builds one vouches that the new data equals the old
/// outside the changed ranges. `CollectionModel` derives it from a batch's plan in O(changes);
/// ``init(from:to:)`` derives it from the data itself; ``everything(in:)`` promises nothing;
/// ``identity(sectionCount:)`` promises that nothing changed. ``validate(old:new:)`` checks what
/// can be checked cheaply: counts and indexes.
public struct LayoutChange: Hashable, Sendable {
  /// One entry per section of the new data, in order.
  public var sections: [SectionChange]

  /// A change from its sections.
  public init(sections: [SectionChange]) {
    self.sections = sections
  }

  /// Every section new: nothing is reused, a strategy prepares in full.
  /// - Complexity: O(sections).
  public static func everything(in new: [SectionData]) -> LayoutChange {
    LayoutChange(sections: new.map { .new(itemCount: $0.itemCount) })
  }

  /// Nothing changed: every section continues itself, every size kept. Updating a layout by it
  /// gives a layout equal to it, which a strategy may use to consolidate one that holds a patch.
  /// - Complexity: O(sections).
  public static func identity(sectionCount: Int) -> LayoutChange {
    LayoutChange(sections: (0..<max(0, sectionCount)).map { .unchanged(from: $0) })
  }

  /// True when no section changed: the same sections in the same order, with the same items.
  /// - Complexity: O(sections).
  public func isIdentity(old: [SectionData], new: [SectionData]) -> Bool {
    guard sections.count == old.count, new.count == old.count else { return false }
    for (index, change) in sections.enumerated() {
      guard change.oldSection == index,
        change.isUnchanged(oldCount: old[index].itemCount, newCount: new[index].itemCount)
      else { return false }
    }
    return true
  }
}
