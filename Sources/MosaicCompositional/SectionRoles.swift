import MosaicCore

/// Which sections of a compositional layout lay their groups in bands (scrolled across at query
/// time by the viewport's ``/MosaicCore/Viewport/orthogonalOffsets``), which pin their header or
/// footer, and which have a background, ascending, with what their backgrounds need.
struct SectionRoles: Sendable {
  /// The band sections, ascending.
  var bands: ContiguousArray<Int> = []
  /// The sections with a background, ascending.
  var backgrounds: ContiguousArray<Int> = []
  /// The sections whose header or footer pins to the visible bounds, ascending.
  var pinned: ContiguousArray<Int> = []
  /// For each of ``pinned``: whether its header pins, and whether its footer does.
  var pins: ContiguousArray<(header: Bool, footer: Bool)> = []
  /// For each of ``backgrounds``: the background's insets, and how far in from the section's
  /// ends (as its frame stands, the spacing after it included) the room it covers starts.
  var backgroundGeometry: ContiguousArray<BackgroundGeometry> = []

  /// The room a section's background covers, relative to its frame.
  struct BackgroundGeometry: Sendable {
    /// The background's own insets.
    var insets: EdgeInsets
    /// From the section's start to below its header.
    var leading: Double
    /// From above its footer to the section's end (the spacing after it included).
    var trailing: Double
  }

  /// The roles of `sectionCount` sections chosen by `choices` among `options`' section layouts.
  /// - Complexity: O(sections with a choice · log), plus O(sections) when the default section
  ///   layout is a band or has a background.
  init(
    options: CompositionalOptions, choices: [Int: CompositionalSectionOptions], sectionCount: Int
  ) {
    let fallback = options.fallbackName
    func layout(of section: Int) -> LayoutSection? {
      guard let name = choices[section]?.sectionLayout ?? fallback else { return nil }
      return options.sectionLayouts[name]
    }
    func special(_ layout: LayoutSection?) -> Bool {
      guard let layout else { return false }
      return layout.orthogonalScrollingBehavior.isOrthogonal || layout.background != nil
        || layout.header?.pinToVisibleBounds == true || layout.footer?.pinToVisibleBounds == true
    }
    let sections: [Int] =
      special(fallback.flatMap { options.sectionLayouts[$0] })
      ? Array(0..<sectionCount)
      : choices.keys.filter { $0 >= 0 && $0 < sectionCount }.sorted()
    let spacing = AdvanceGrid.roundedUp(options.interSectionSpacing)
    let layoutHeader = options.header.map { AdvanceGrid.roundedUp($0.extent) } ?? 0
    for section in sections {
      guard let layout = layout(of: section) else { continue }
      if layout.orthogonalScrollingBehavior.isOrthogonal { bands.append(section) }
      let headerPins = layout.header.map { $0.pinToVisibleBounds && $0.extent > 0 } ?? false
      let footerPins = layout.footer.map { $0.pinToVisibleBounds && $0.extent > 0 } ?? false
      if headerPins || footerPins {
        pinned.append(section)
        pins.append((headerPins, footerPins))
      }
      if let background = layout.background {
        backgrounds.append(section)
        let header =
          (layout.header.map { AdvanceGrid.roundedUp($0.extent) } ?? 0)
          + (section == 0 ? layoutHeader : 0)
        let footer = layout.footer.map { AdvanceGrid.roundedUp($0.extent) } ?? 0
        backgroundGeometry.append(
          BackgroundGeometry(
            insets: background.contentInsets, leading: header, trailing: footer + spacing))
      }
    }
  }

  /// The position of `section` in `list`, or `nil` when it is not there.
  /// - Complexity: O(log list).
  static func index(of section: Int, in list: ContiguousArray<Int>) -> Int? {
    let index = firstIndex(atLeast: section, in: list)
    return index < list.count && list[index] == section ? index : nil
  }

  /// The first position of `list` holding `section` or more.
  /// - Complexity: O(log list).
  static func firstIndex(atLeast section: Int, in list: ContiguousArray<Int>) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] < section { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
