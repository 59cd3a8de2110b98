import MosaicCore
import MosaicHitTest

extension CompositionalSections {
  /// Refuses options no decoder would have produced (set in code): ``CompositionalOptions``' one
  /// validation, which decoding runs too.
  func validateOptions() throws(LayoutError) {
    try options.validate(at: "layout.options")
  }

  /// This layout with the section layouts its sections use resolved for `viewport`.
  /// - Throws: ``/MosaicCore/LayoutError`` when the options are invalid or a used section
  ///   layout's group cannot be laid out in the viewport's container.
  /// - Complexity: O(the used section layouts' group slots).
  func resolving(for viewport: Viewport) throws(LayoutError) -> CompositionalSections {
    try validateOptions()
    let container = Size(
      width: Swift.max(0, viewport.layoutDimension(for: .vertical)),
      height: Swift.max(0, viewport.layoutDimension(for: .horizontal)))
    var used = Set(sectionOptions.values.compactMap(\.sectionLayout))
    if let fallback = options.fallbackName { used.insert(fallback) }
    var ready = self
    ready.resolved = [:]
    for name in used.sorted() {
      guard let section = options.sectionLayouts[name] else { continue }
      ready.resolved[name] = try ResolvedSectionLayout(
        section, layoutContainer: container, scrollAxis: scrollDirection.scrollAxis,
        path: "layout.options.sectionLayouts.\(name)")
    }
    return ready
  }

  /// Refuses a section (of the first `sectionCount`) whose choice names no section layout, or
  /// that makes none while there is no default.
  /// - Complexity: O(sections with a choice), plus O(sections) when there is no default.
  func validateChoices(sectionCount: Int) throws(LayoutError) {
    for section in sectionOptions.keys.sorted() where section >= 0 && section < sectionCount {
      guard let name = sectionOptions[section]?.sectionLayout else { continue }
      guard options.hasSectionLayout(named: name) else {
        throw LayoutError(
          path: "data.sections[\(section)].options.sectionLayout",
          message: options.unknownName(name))
      }
    }
    guard options.fallbackName == nil else { return }
    for section in 0..<sectionCount where sectionOptions[section]?.sectionLayout == nil {
      throw LayoutError(
        path: "data.sections[\(section)].options.sectionLayout",
        message:
          "expected the name of a section layout (there is no defaultSectionLayout); one of: "
          + options.sortedNames.joined(separator: ", "))
    }
  }

  /// The resolved section layout of a section with choice `choice`; validated beforehand, so
  /// always found.
  func resolvedLayout(for choice: CompositionalSectionOptions?) throws(LayoutError)
    -> ResolvedSectionLayout
  {
    guard let name = choice?.sectionLayout ?? options.fallbackName, let layout = resolved[name]
    else {
      throw LayoutError(path: "options.sectionLayout", message: "no section layout to lay out by")
    }
    return layout
  }
}
