// The built-in modifiers by name, from a strategy: here, in the umbrella, because a strategy's
// module depends only on the core and must not import a modifier's module.
extension LayoutStrategy {
  /// A stack of this strategy with headers (and, with `footers`, footers) pinned over it
  /// (`LayoutStack/sticky(headers:footers:)`).
  /// - Complexity: O(1).
  public func sticky(headers: Bool = true, footers: Bool = false) -> LayoutStack {
    LayoutStack(self).sticky(headers: headers, footers: footers)
  }

  /// A stack of this strategy with a shelf of `style` over it (the stack's `shelf(_:)`).
  /// - Complexity: O(1).
  public func shelf(_ style: ShelfStyle = .sectionBackground) -> LayoutStack {
    LayoutStack(self).shelf(style)
  }

  /// A stack of this strategy with a shelf of `options` over it.
  /// - Complexity: O(1).
  public func shelf(_ options: ShelfOptions) -> LayoutStack {
    LayoutStack(self).shelf(options)
  }
}
