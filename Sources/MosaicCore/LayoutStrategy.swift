/// A layout strategy: options in, a ``PreparedLayout`` out, reading nothing but its input.
///
/// A strategy is a value; two equal strategies prepare equal layouts from equal inputs. It is
/// registered by ``name`` (see ``StrategyRegistry``) so a configuration document can select it.
public protocol LayoutStrategy: Sendable {
  /// The options a configuration document's `layout.options` decodes to.
  associatedtype Options: LayoutOptions
  /// Per-section overrides, decoded from `data.sections[i].options`.
  associatedtype SectionOptions: LayoutOptions = NoSectionOptions
  /// What ``prepare(_:)`` returns.
  associatedtype Layout: PreparedLayout

  /// The name configuration documents select the strategy by (`"flow"`).
  static var name: String { get }

  /// One line for `mosaic list`.
  static var summary: String { get }

  /// Creates the strategy; `sectionOptions[s]` overrides `options` for section `s`.
  init(options: Options, sectionOptions: [Int: SectionOptions])

  /// Lays out `input`.
  /// - Throws: ``LayoutError`` naming the field when the input cannot be laid out.
  func prepare(_ input: LayoutInput) throws(LayoutError) -> Layout
}

extension LayoutStrategy {
  /// A strategy with `options` and no per-section overrides.
  public init(options: Options) {
    self.init(options: options, sectionOptions: [:])
  }
}
