import MosaicCore

extension ConformanceChecker {
  /// ``ConformanceRule/uniqueElements``: every element listed once.
  func checkUniqueElements(
    _ listing: Listing, _ scope: inout CaseScope, using _: inout SeededGenerator
  ) {
    for id in listing.repeated {
      note(.uniqueElements, "\(id) is listed more than once by allElements \(listing.at)", &scope)
    }
  }

  /// ``ConformanceRule/completeElements``: every cell of the input listed and nothing outside
  /// it (when the layout lists everything); supplementary elements name sections of the layout.
  func checkCompleteElements(
    _ listing: Listing, _ scope: inout CaseScope, using _: inout SeededGenerator
  ) {
    let layout = listing.layout
    let input = listing.input
    let at = listing.at
    if listing.everything {
      if layout.sectionCount != input.sections.count {
        note(
          .completeElements,
          "sectionCount is \(layout.sectionCount) for \(input.sections.count) sections of data",
          &scope)
      }
      var listed = Array(repeating: 0, count: input.sections.count)
      for id in listing.ids where id.category == .cell {
        if id.section >= 0, id.section < input.sections.count, id.item >= 0,
          id.item < input.sections[id.section].itemCount
        {
          listed[id.section] += 1
        } else {
          note(.completeElements, "\(id) is not an item of the input \(at)", &scope)
        }
      }
      for (section, data) in input.sections.enumerated() where listed[section] != data.itemCount {
        note(
          .completeElements,
          "section \(section) has \(data.itemCount) items but allElements lists \(listed[section]) of them \(at)",
          &scope)
      }
      checkCountsAndLines(layout, listed: listed, at: at, &scope)
      checkCellFrames(layout, listed: listed, at: at, &scope)
      checkSupplementarySurvey(layout, ids: listing.ids, at: at, &scope)
    }
    for element in listing.elements where element.id.category != .cell {
      let id = element.id
      if id.section < 0 || id.section >= layout.sectionCount
        || (id.category != .decoration && id.item != 0)
      {
        note(
          .completeElements, "\(id) (item \(id.item)) names no section of the layout \(at)", &scope)
      }
    }
  }

  /// Part of ``ConformanceRule/completeElements``: `itemCount(inSection:)` gives the cells
  /// listed in each section and 0 out of range; `lineCount(inSection:)` the number of frames
  /// `appendLineFrames(inSection:into:)` appends, none for a section without items.
  func checkCountsAndLines(
    _ layout: any PreparedLayout, listed: [Int], at: String, _ scope: inout CaseScope
  ) {
    for (section, cells) in listed.enumerated() {
      let count = layout.itemCount(inSection: section)
      if count != cells {
        note(
          .completeElements,
          "itemCount(inSection: \(section)) is \(count) but allElements lists \(cells) cells \(at)",
          &scope)
        // Lines are derived from the cells the count names: not from a wrong count.
        continue
      }
      var frames: [Rect] = []
      layout.appendLineFrames(inSection: section, into: &frames)
      let lines = layout.lineCount(inSection: section)
      if lines != frames.count || (cells == 0) != (lines == 0) {
        note(
          .completeElements,
          "section \(section) of \(cells) cells has lineCount \(lines) and \(frames.count) line frames \(at)",
          &scope)
      }
      checkLineLookups(layout, section: section, frames: frames, at: at, &scope)
    }
    for section in [-1, listed.count] where layout.itemCount(inSection: section) != 0 {
      note(.completeElements, "itemCount(inSection: \(section)) is not 0 out of range", &scope)
    }
  }

  /// Part of ``ConformanceRule/completeElements``: `forEachCellFrame(inSection:_:)` gives, in
  /// item order, the frames `attributes(for:viewport:)` gives the section's cells at the
  /// prepared viewport (the `listed` count of them), and stops when its body returns false;
  /// nothing out of range; `cellBounds(inSection:)` is their bounds (`nil` for none). Sections
  /// whose count disagrees were reported already and are skipped.
  func checkCellFrames(
    _ layout: any PreparedLayout, listed: [Int], at: String, _ scope: inout CaseScope
  ) {
    let viewport = layout.preparedViewport
    for section in -1...listed.count {
      let count = section >= 0 && section < listed.count ? listed[section] : 0
      guard layout.itemCount(inSection: section) == count else { continue }
      let expected = (0..<count).compactMap {
        layout.attributes(for: .cell(section: section, item: $0), viewport: viewport)?.frame
      }
      var frames: [Rect] = []
      // Never more than one past the count: a layout that goes on is wrong already.
      layout.forEachCellFrame(inSection: section) {
        frames.append($0)
        return frames.count <= count
      }
      if frames != expected {
        note(
          .completeElements,
          "forEachCellFrame(inSection: \(section)) gives \(frames.count) frames, not the \(expected.count) of its cells, in item order \(at)",
          &scope)
        continue
      }
      var visited = 0
      layout.forEachCellFrame(inSection: section) { _ in
        visited += 1
        return false
      }
      if visited > 1 {
        note(
          .completeElements,
          "forEachCellFrame(inSection: \(section)) went on after its body returned false \(at)",
          &scope)
      }
      // The bounds of those frames, `nil` for none.
      var bounds = FrameBounds()
      for frame in expected { bounds.add(frame) }
      let given = layout.cellBounds(inSection: section)
      if given != bounds.rect {
        note(
          .completeElements,
          "cellBounds(inSection: \(section)) is \(given.map { "\($0)" } ?? "nil"), not the bounds of its cells, \(bounds.rect.map { "\($0)" } ?? "nil") \(at)",
          &scope)
      }
    }
  }

  /// Part of ``ConformanceRule/completeElements``: `lineFrame(inSection:at:)` gives each of
  /// `frames` (the lines appended) and `nil` beside them; `forEachLineFrame(inSection:crossing:_:)`
  /// gives, in line order and with those frames, every line meeting the range: over the whole
  /// section, and over each of the first lines' and the last line's own span.
  func checkLineLookups(
    _ layout: any PreparedLayout, section: Int, frames: [Rect], at: String,
    _ scope: inout CaseScope
  ) {
    for line in [-1, frames.count] where layout.lineFrame(inSection: section, at: line) != nil {
      note(
        .completeElements, "lineFrame(inSection: \(section), at: \(line)) is not nil \(at)", &scope)
    }
    for (line, frame) in frames.enumerated()
    where layout.lineFrame(inSection: section, at: line) != frame {
      note(
        .completeElements,
        "lineFrame(inSection: \(section), at: \(line)) is not the line appended, \(frame) \(at)",
        &scope)
      return
    }
    let axis = layout.scrollDirection.scrollAxis
    func span(_ frame: Rect) -> ClosedRange<Double> {
      frame.minimum(along: axis)...(frame.minimum(along: axis) + frame.extent(along: axis))
    }
    var ranges: [ClosedRange<Double>] = frames.prefix(8).map(span)
    if let last = frames.last { ranges.append(span(last)) }
    if let first = frames.first, let last = frames.last {
      ranges.append(
        span(first).lowerBound...Swift.max(span(first).lowerBound, span(last).upperBound))
    }
    for range in ranges {
      var given: [Int] = []
      var wrong = false
      layout.forEachLineFrame(inSection: section, crossing: range) { line, frame in
        given.append(line)
        if line < 0 || line >= frames.count || frames[line] != frame { wrong = true }
      }
      let meeting = frames.indices.filter {
        span(frames[$0]).lowerBound <= range.upperBound
          && span(frames[$0]).upperBound >= range.lowerBound
      }
      if wrong || given != given.sorted() || !Set(meeting).isSubset(of: given) {
        note(
          .completeElements,
          "forEachLineFrame(inSection: \(section), crossing: \(range)) gave lines \(given), expected \(meeting) among them, with their frames \(at)",
          &scope)
        return
      }
    }
  }

  /// ``ConformanceRule/finiteFrames``: finite frames of non-negative size, alpha in 0...1, finite
  /// transforms.
  func checkFiniteFrames(
    _ listing: Listing, _ scope: inout CaseScope, using _: inout SeededGenerator
  ) {
    for element in listing.elements {
      let frame = element.frame
      if !frame.isFinite || frame.width < 0 || frame.height < 0 {
        note(.finiteFrames, "\(element.id) has frame \(frame) \(listing.at)", &scope)
      }
      if !(element.alpha.isFinite && element.alpha >= 0 && element.alpha <= 1) {
        note(.finiteFrames, "\(element.id) has alpha \(element.alpha) \(listing.at)", &scope)
      }
      let t = element.transform
      if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
        note(.finiteFrames, "\(element.id) has transform \(t) \(listing.at)", &scope)
      }
    }
  }

  /// ``ConformanceRule/contentSize``: a finite, non-negative content size with every cell that
  /// has area inside it.
  func checkContentSize(
    _ listing: Listing, _ scope: inout CaseScope, using _: inout SeededGenerator
  ) {
    let layout = listing.layout
    let content = layout.contentSize
    guard
      content.width.isFinite && content.height.isFinite && content.width >= 0
        && content.height >= 0
    else {
      note(.contentSize, "contentSize is \(content)", &scope)
      return
    }
    // Rounding origins to the pixel grid may move an edge by half a pixel.
    let tolerance =
      1e-9 * max(1, content.width, content.height)
      + (listing.viewport.scale.map { 0.5 / $0 } ?? 0)
    let axes: [Axis] =
      options.cellsMayOverflowAcross
      ? [layout.scrollDirection.scrollAxis] : [.horizontal, .vertical]
    // A cell without area draws nothing: only cells with area must lie inside.
    for element in listing.elements
    where element.id.category == .cell && element.frame.isFinite && !element.frame.isEmpty {
      let frame = element.frame
      let outside = axes.contains { axis in
        frame.minimum(along: axis) < -tolerance
          || frame.minimum(along: axis) + frame.extent(along: axis)
            > content.value(along: axis) + tolerance
      }
      if outside {
        note(
          .contentSize,
          "\(element.id) at \(frame) lies outside the content (0, 0, \(content.width), \(content.height)) \(listing.at)",
          &scope)
      }
    }
  }

  /// ``ConformanceRule/sectionFrames``: finite section frames in range, `nil` out of it.
  func checkSectionFrames(
    _ listing: Listing, _ scope: inout CaseScope, using _: inout SeededGenerator
  ) {
    let layout = listing.layout
    let axis = layout.scrollDirection.scrollAxis
    let stacks = layout.stacksSectionsAlongScrollAxis
    var previous: (start: Double, end: Double)?
    for section in 0..<max(0, min(layout.sectionCount, 10_000)) {
      let frame = layout.sectionFrame(section)
      if let frame, !frame.isFinite {
        note(.sectionFrames, "sectionFrame(\(section)) is \(frame)", &scope)
      }
      guard stacks else { continue }
      // The promise of stacksSectionsAlongScrollAxis: every section framed, both ends in order.
      guard let frame else {
        note(.sectionFrames, "sectionFrame(\(section)) is nil in a layout that stacks", &scope)
        continue
      }
      let start = frame.minimum(along: axis)
      let end = start + frame.extent(along: axis)
      if let previous, start < previous.start || end < previous.end {
        note(
          .sectionFrames,
          "section \(section) (\(start)...\(end)) comes before section \(section - 1) "
            + "(\(previous.start)...\(previous.end)) in a layout that stacks its sections",
          &scope)
      }
      previous = (start, end)
    }
    if stacks { checkSectionSearch(layout, &scope) }
    for section in [-1, layout.sectionCount] {
      if let frame = layout.sectionFrame(section) {
        note(
          .sectionFrames, "sectionFrame(\(section)) is \(frame), expected nil (out of range)",
          &scope)
      }
    }
  }

  /// The rest of ``ConformanceRule/sectionFrames`` for a layout that stacks its sections: its
  /// ``PreparedLayout/firstSection(endingAfter:)`` answers as the binary search over its section
  /// frames (``PreparedLayout/sectionsSearched(endingAfter:)``) at every section's ends, a
  /// rounding either side of them, and beyond the content and NaN.
  func checkSectionSearch(_ layout: any PreparedLayout, _ scope: inout CaseScope) {
    let axis = layout.scrollDirection.scrollAxis
    var values: [Double] = [-.infinity, .infinity, .nan, 0]
    for section in 0..<max(0, min(layout.sectionCount, 200)) {
      guard let frame = layout.sectionFrame(section) else { continue }
      let start = frame.minimum(along: axis)
      let end = start + frame.extent(along: axis)
      values += [start, end, end.nextUp, end.nextDown]
    }
    for value in values {
      let found = layout.firstSection(endingAfter: value)
      let searched = layout.sectionsSearched(endingAfter: value)
      if found != searched {
        note(
          .sectionFrames,
          "firstSection(endingAfter: \(value)) is \(found), the search over section frames \(searched)",
          &scope)
        return
      }
    }
  }
}
