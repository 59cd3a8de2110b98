import MosaicCore
import MosaicHitTest

extension ShelfLayout {
  /// Prepares `options`' decorations over `base` once. Both styles read the section's lines
  /// (backgrounds to stay over cells that pixel rounding moved past the section's edges).
  /// With `reuse`, each section it keeps copies its old decorations instead (an update).
  /// - Complexity: O(sections + lines) when `base` provides its lines, else O(sections + items);
  ///   a kept section costs O(its decorations) instead. O(1) allocations besides the
  ///   decorations' storage (one line buffer, reused).
  init(
    base: any PreparedLayout, input: LayoutInput, options: ShelfOptions, reuse: ShelfReuse? = nil
  ) {
    let sectionCount = base.sectionCount
    var counts = ContiguousArray<Int>()
    counts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      counts.append(section < input.sections.count ? max(0, input.sections[section].itemCount) : 0)
    }
    let lines = base as? any LineFrameProviding
    let geometry = ShelfGeometry(base: base, options: options)
    let kind = options.effectiveKind

    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(sectionCount + 1)
    var builder = FrameStoreBuilder(
      sectionCount: sectionCount, cellCapacity: 0,
      supplementaryCapacity: options.style == .sectionBackground ? sectionCount : 0)
    var lineFrames: [Rect] = []
    var emitted = 0
    let kept = reuse?.keptDecorations(itemCounts: counts, in: base) ?? []
    let oldStore = reuse?.previous.decorations.store
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
        // A base that knows its lines (flow) folds them from its cells in one pass; looking each
        // cell up costs a search apiece.
        let cells: Rect?
        if let lines {
          lines.appendLineFrames(inSection: section, into: &lineFrames)
          cells = lineFrames.dropFirst().reduce(lineFrames.first) { $0?.union($1) }
        } else {
          cells = Self.cellUnion(ofSection: section, itemCount: counts[section], base: base)
        }
        if let frame = geometry.background(ofSection: section, in: base, covering: cells) {
          builder.addSupplementary(
            ElementID(category: .decoration, kind: kind, section: section, item: 0), frame: frame,
            zIndex: options.zIndex)
          emitted += 1
        }
      case .rows:
        Self.appendLines(
          ofSection: section, itemCount: counts[section], base: base, lines: lines,
          into: &lineFrames)
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
    self.decorations = IndexedLayout(
      store: builder.build(contentSize: base.contentSize), scrollDirection: base.scrollDirection,
      viewport: base.preparedViewport)
    self.decorationStart = starts
    self.kind = kind
    self.options = options
    self.baseLines = lines
    self.itemCounts = counts
  }

  /// The union of `section`'s cell frames (`nil` when it has none): the union of its lines,
  /// which are unions of its cells.
  /// - Complexity: O(items of the section); no allocation.
  static func cellUnion(ofSection section: Int, itemCount: Int, base: any PreparedLayout) -> Rect? {
    var union: Rect?
    ShelfCellFrames.forEach(ofSection: section, itemCount: itemCount, in: base) { frame in
      union = union.map { $0.union(frame) } ?? frame
      return true
    }
    return union
  }

  /// Appends `section`'s line frames: the base's own when it provides them, else derived from
  /// its cells (see ``ShelfLineDerivation``).
  static func appendLines(
    ofSection section: Int, itemCount: Int, base: any PreparedLayout,
    lines: (any LineFrameProviding)?, into frames: inout [Rect]
  ) {
    if let lines {
      lines.appendLineFrames(inSection: section, into: &frames)
    } else {
      ShelfLineDerivation.appendLines(
        ofSection: section, itemCount: itemCount, in: base, into: &frames)
    }
  }
}
