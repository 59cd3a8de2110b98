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

  /// Prepares this strategy, with no modifiers, over `sections` in `viewport`
  /// (``LayoutConfiguration/prepare()``): what ``LayoutStack/prepare(sections:viewport:)`` does for
  /// a stack, so removing the last modifier of a chain keeps the call compiling.
  /// - Throws: ``LayoutError`` naming the field or argument at fault.
  /// - Complexity: the strategy's prepare.
  public func prepare(sections: [SectionData], viewport: Viewport) throws(LayoutError)
    -> any PreparedLayout
  {
    try configuration(sections: sections, viewport: viewport).prepare()
  }
}
