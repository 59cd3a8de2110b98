import Mosaic

/// Queries placed over one reference layout (see ``UpdateProbes``), asked of every layout
/// compared with it.
struct ResolvedProbes {
  /// Rects for `elements(in:viewport:into:)`.
  var rects: [Rect] = []
  /// Points for `indexPathForItem(at:viewport:)`.
  var points: [Point] = []
  /// Elements for `attributes(for:viewport:)`.
  var elements: [ElementID] = []
}
