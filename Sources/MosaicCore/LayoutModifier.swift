/// A modifier wraps any prepared layout and changes or adds elements: pinned headers, decorations.
///
/// Modifiers compose in the order a configuration lists them; each sees the layout the previous
/// one produced.
public protocol LayoutModifier: Sendable {
  /// The options a configuration's `layout.modifiers[i].options` decodes to.
  associatedtype Options: LayoutOptions

  /// The name configuration documents select the modifier by (`"sticky"`).
  static var name: String { get }

  /// One line for `mosaic list`.
  static var summary: String { get }

  /// Creates the modifier.
  init(options: Options)

  /// False when listing the modifier twice in one configuration is refused: when a second
  /// instance can add nothing the first does not (see ``LayoutConfiguration/prepare()``).
  /// Default `true`.
  static var isRepeatable: Bool { get }

  /// Notes about applying the modifier over `base` that are not errors (a `sticky` asked to pin
  /// footers that no section has): what `mosaic validate` reports. Default none.
  func warnings(over base: any PreparedLayout, input: LayoutInput) -> [String]

  /// Wraps `base`, prepared from `input`.
  /// - Throws: ``LayoutError`` when the modifier does not fit the base layout. Leave its `path`
  ///   empty when the error is about the modifier as a whole: ``LayoutConfiguration/prepare()``
  ///   fills in `layout.modifiers[i]`.
  func apply(to base: any PreparedLayout, input: LayoutInput) throws(LayoutError)
    -> any PreparedLayout

  /// This modifier over `base`, the base layout already updated to `input` by `change`, given
  /// `previous`, what this modifier returned over the base before the change.
  ///
  /// The result must answer every query exactly as `apply(to: base, input: input)` does.
  /// Modifiers whose work depends on what changed implement it; the default applies anew.
  /// - Throws: ``LayoutError`` as ``apply(to:input:)`` does.
  func update(
    _ previous: any PreparedLayout, over base: any PreparedLayout, input: LayoutInput,
    change: LayoutChange
  ) throws(LayoutError) -> any PreparedLayout

  /// The attributes an element that appears in an update starts its animation from, given
  /// `attributes`, what the strategy and the modifiers before this one proposed; `layout` is
  /// what this modifier returned for the new data. Default: `attributes` unchanged.
  func initialAttributes(forAppearing attributes: LayoutAttributes, in layout: any PreparedLayout)
    -> LayoutAttributes

  /// The attributes an element that disappears in an update ends its animation at, given
  /// `attributes`, what the layers below proposed; `layout` is what this modifier returned for
  /// the old data. Default: `attributes` unchanged.
  func finalAttributes(forDisappearing attributes: LayoutAttributes, in layout: any PreparedLayout)
    -> LayoutAttributes
}

extension LayoutModifier {
  /// Default: a modifier may be listed any number of times.
  public static var isRepeatable: Bool { true }

  /// Default: `apply(to: base, input: input)`.
  public func update(
    _ previous: any PreparedLayout, over base: any PreparedLayout, input: LayoutInput,
    change: LayoutChange
  ) throws(LayoutError) -> any PreparedLayout {
    try apply(to: base, input: input)
  }

  /// Default: no warnings.
  public func warnings(over base: any PreparedLayout, input: LayoutInput) -> [String] { [] }
}
