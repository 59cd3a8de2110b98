extension LayoutStack {
  /// This stack with headers (and, with `footers`, footers) pinned over it: the document's
  /// `{"name": "sticky", "options": {"headers": …, "footers": …}}`.
  /// - Complexity: O(modifiers).
  public func sticky(headers: Bool = true, footers: Bool = false) -> LayoutStack {
    modified(by: Sticky(options: StickyOptions(headers: headers, footers: footers)))
  }

  /// This stack with a shelf of `style` over it, its other options at their defaults: the
  /// document's `{"name": "shelf", "options": {"style": …}}`.
  /// - Complexity: O(modifiers).
  public func shelf(_ style: ShelfStyle = .sectionBackground) -> LayoutStack {
    shelf(ShelfOptions(style: style))
  }

  /// This stack with a shelf of `options` over it.
  /// - Complexity: O(modifiers).
  public func shelf(_ options: ShelfOptions) -> LayoutStack {
    modified(by: Shelf(options: options))
  }
}
