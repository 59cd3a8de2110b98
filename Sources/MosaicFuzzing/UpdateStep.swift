import Mosaic

/// What one edit of an update input did, recorded for tests to see which paths an input took.
struct UpdateStep {
  /// The edit, in a few words.
  var summary: String
  /// Where its change came from.
  var source: FuzzChange
  /// The error the update threw, if it did.
  var error: LayoutError?
  /// True when the change was truthful (or not read, the viewport having changed).
  var truthful = false
  /// True when the updated layout was compared with a fresh prepare and agreed.
  var agreed = false
}
