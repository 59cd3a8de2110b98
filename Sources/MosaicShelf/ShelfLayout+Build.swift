import MosaicCore
import MosaicHitTest

extension ShelfLayout {
  /// Prepares `options`' decorations over `base` once. Rows read the section's lines, the base's
  /// (``/MosaicCore/PreparedLayout/appendLineFrames(inSection:into:)``); backgrounds the bounds
  /// of its cells (``/MosaicCore/PreparedLayout/cellBounds(inSection:)``), to stay over cells
  /// that pixel rounding moved past the section's edges.
  /// With `reuse`, each section it keeps copies its old decorations instead (an update).
  /// - Complexity: rows O(sections + lines) when `base` records its lines, else O(sections +
  ///   items); backgrounds O(sections) plus the base's cell bounds (a paged base: the pages of
  ///   each section, a page placed again read twice); a kept section costs O(its decorations)
  ///   instead. O(1) allocations besides the
  ///   decorations' storage (one line buffer, reused).
  init(base: any PreparedLayout, options: ShelfOptions, reuse: ShelfReuse? = nil) {
    let geometry = ShelfGeometry(base: base, options: options)
    let kind = options.effectiveKind
    if Self.computesOnDemand(options, over: base) {
      self.base = base
      self.decorations = nil
      self.geometry = geometry
      self.decorationStart = []
      self.kind = kind
      self.options = options
      self.itemCounts = []
      return
    }
    let sectionCount = base.sectionCount
    var counts = ContiguousArray<Int>()
    counts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      counts.append(max(0, base.itemCount(inSection: section)))
    }
    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(sectionCount + 1)
    var builder = FrameStoreBuilder(
      sectionCount: sectionCount, cellCapacity: 0,
      supplementaryCapacity: options.style == .sectionBackground ? sectionCount : 0)
    var lineFrames: [Rect] = []
    var emitted = 0
    let kept = reuse?.keptDecorations(itemCounts: counts, in: base) ?? []
    let oldStore = reuse?.previous.decorations?.store
    for section in 0..<sectionCount {
      starts.append(emitted)
      if section < kept.count, let range = kept[section], let oldStore {
        for element in range {
          builder.addSupplementary(
            oldStore.elementID(at: element), frame: oldStore.frame(at: element),
            zIndex: options.zIndex)
        }
        emitted += range.count
        builder.endSection(frame: base.sectionFrame(section) ?? .zero)
        continue
      }
      lineFrames.removeAll(keepingCapacity: true)
      switch options.style {
      case .sectionBackground:
        guard counts[section] > 0 else { break }
        // The bounds of the section's cells: a paged base reads a few pages of a long section
        // of one size, not each of its items.
        if let frame = geometry.background(
          ofSection: section, in: base, covering: base.cellBounds(inSection: section))
        {
          builder.addSupplementary(
            ElementID(category: .decoration, kind: kind, section: section, item: 0), frame: frame,
            zIndex: options.zIndex)
          emitted += 1
        }
      case .rows:
        base.appendLineFrames(inSection: section, into: &lineFrames)
        for (line, frame) in lineFrames.enumerated() {
          builder.addSupplementary(
            ElementID(category: .decoration, kind: kind, section: section, item: line),
            frame: geometry.shelf(under: frame), zIndex: options.zIndex)
        }
        emitted += lineFrames.count
      }
      builder.endSection(frame: base.sectionFrame(section) ?? .zero)
    }
    starts.append(emitted)

    self.base = base
    self.geometry = geometry
    self.decorations = IndexedLayout(
      store: builder.build(contentSize: base.contentSize), scrollDirection: base.scrollDirection,
      viewport: base.preparedViewport)
    self.decorationStart = starts
    self.kind = kind
    self.options = options
    self.itemCounts = counts
  }
}
