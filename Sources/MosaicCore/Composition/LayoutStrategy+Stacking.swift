extension LayoutStrategy {
  /// A stack of this strategy with `modifier` over it: the start of a chain that reads like the
  /// document's `layout` object (see ``LayoutStack``).
  /// - Complexity: O(1).
  public func modified(by modifier: some LayoutModifier) -> LayoutStack {
    LayoutStack(self).modified(by: modifier)
  }

  /// The configuration of this strategy, with no modifiers, over `sections` in `viewport`.
  /// - Complexity: O(1).
  public func configuration(sections: [SectionData], viewport: Viewport) -> LayoutConfiguration {
    LayoutConfiguration(
      strategy: self, input: LayoutInput(sections: sections, viewport: viewport))
  }
}
