import MosaicCore
import MosaicHitTest

/// What a flow page laid out again keeps of the old page it replaces (``PageReuse``): the lines
/// before the one the first change may reach, copied as they are, and, after the change, the
/// old page's lines from the first that starts where an old line started in the same state,
/// copied at their new places.
///
/// A line's items depend only on the sizes from its first item to the first that does not fit,
/// the room across, and whether it is the section's last; where it lies along the scroll axis,
/// only on where the line before it ends. So lines of unchanged items that start at the same
/// item in the same state are the same lines, and their tops follow from the first one's by the
/// same additions a fresh layout makes (replayed here, not moved by a difference, so they are
/// equal to the bit).
struct FlowPageReuse {
  /// The old page's lines.
  let old: ElementLines
  /// The old page's store.
  let store: FrameStore
  /// The new and old offsets.
  let reuse: PageReuse
  /// The number of the old page's cells.
  let oldCellCount: Int

  /// The reuse of `reuse`, when its old page is kept in lines along `axis`.
  init?(_ reuse: PageReuse?, axis: Axis) {
    guard let reuse, let lines = reuse.page.store.lines, lines.axis == axis, lines.cellRuns > 0
    else { return nil }
    old = lines
    store = reuse.page.store
    self.reuse = reuse
    oldCellCount = Int(lines.starts[lines.cellRuns])
  }

  /// The old line to lay out again from, for a page of `count` items: the one holding the item
  /// before the first change (whose line that change may end differently), or an earlier one
  /// so that every line copied ends within the page; 0 copies nothing.
  func restartLine(count: Int) -> Int {
    let before = Swift.min(reuse.changed, oldCellCount) - 1
    guard before >= 0 else { return 0 }
    var line = old.run(of: before)
    while line > 0 && Int(old.starts[line]) > count { line -= 1 }
    return line
  }

  /// True when old line `line` holds one item.
  func isSingle(_ line: Int) -> Bool { old.starts[line + 1] - old.starts[line] == 1 }

  /// The old lines before which the page's tail may be copied, for a page asked for `count`
  /// items from item `firstItem` of a section of `sectionCount`; `nil` when none may. An old line
  /// past the change is a new one when the item that ended it is an old one too, unchanged (no
  /// other change reaches it), and neither it nor the new one is its section's last (aligned as
  /// the last): up to the first that is not, or that ends past the page asked for.
  func tailEnd(count: Int, firstItem: Int, sectionCount: Int) -> Int? {
    var end = reuse.oldEndsSection ? old.cellRuns - 1 : old.cellRuns
    while end > 0 {
      // The item that ended line `end - 1`, in the old page and among the new items.
      let stop = Int(old.starts[end])
      let newStop = reuse.newOffset(ofOld: stop)
      if stop < reuse.oldUnchangedEnd, newStop <= count, firstItem + newStop < sectionCount {
        break
      }
      end -= 1
    }
    return end > 0 ? end : nil
  }

  /// The offset among the old page's items of new item offset `new`, at or after the change.
  func oldOffset(ofNew new: Int) -> Int { new - reuse.newChangedEnd + reuse.oldChangedEnd }
}

extension FlowSectionLines {
  /// Copies old lines `0..<line` of `reuse`'s page, the page's first `line` lines, and moves on
  /// past them as writing them would have.
  mutating func copyHead(
    _ line: Int, of reuse: FlowPageReuse, firstItem: Int, space: FlowLineSpace,
    writer: inout SectionWriter
  ) {
    let old = reuse.old
    writer.copyLines(0..<line, of: reuse.store)
    for run in 0..<line {
      everyLineSingle = everyLineSingle && reuse.isSingle(run)
    }
    end = old.top(line - 1) + AdvanceGrid.roundedUp(old.thickness(line - 1))
    top = end + space.lineAdvance
    next = firstItem + Int(old.starts[line])
  }

  /// Copies old lines `lines` of `reuse`'s page, the tail of the page from a line that starts
  /// where a new one would, in the same state, each at the top the lines before it lead to
  /// (worked out into `tops`, scratch space).
  mutating func copyTail(
    _ lines: Range<Int>, of reuse: FlowPageReuse, firstItem: Int, space: FlowLineSpace,
    tops: inout ContiguousArray<Double>, writer: inout SectionWriter
  ) {
    let old = reuse.old
    tops.removeAll(keepingCapacity: true)
    for run in lines {
      tops.append(top)
      endLine(
        items: Int(old.starts[run + 1] - old.starts[run]), thickness: old.thickness(run),
        space: space)
    }
    tops.withUnsafeBufferPointer { writer.copyLines(lines, of: reuse.store, tops: $0) }
    next = firstItem + reuse.reuse.newOffset(ofOld: Int(old.starts[lines.upperBound]))
  }
}
