import MosaicCore

/// How a section's groups scroll across the layout's scroll axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: ``none`` stacks the groups along the
/// scroll axis; every other case lays them in one band across it, which scrolls by the section's
/// own offset and snaps as the case says.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable, Codable {
  /// Groups stack along the layout's scroll axis.
  case none
  /// A band that scrolls freely and does not snap.
  case continuous
  /// A band that scrolls freely and comes to rest with a group's leading edge at the section's
  /// leading content inset.
  case continuousGroupLeadingBoundary
  /// A band that pages by the section's container width (less its content insets).
  case paging
  /// A band that pages group by group, a group's leading edge at the leading content inset.
  case groupPaging
  /// A band that pages group by group with the group centred in the section's container.
  case groupPagingCentered

  /// Decodes the case's name; any other string is an error listing them.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeCase(OrthogonalScrollingBehavior.self)
  }

  /// True for every case but ``none``.
  public var isOrthogonal: Bool { self != .none }
}
