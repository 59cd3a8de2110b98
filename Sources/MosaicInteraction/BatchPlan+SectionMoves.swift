import MosaicCore

extension BatchPlan {
  /// Validates `moveSections`: sources are old indexes, targets new ones. Called once deletes
  /// and inserts are known. A moved section keeps its items; item changes addressed to it follow
  /// the usual rule (old section index for deletes and move sources, new for the rest).
  mutating func planSectionMoves(model: Model, newCount: Int) throws(LayoutError) {
    var targets: [Int: Int] = [:]  // new index → old section moved there
    for (position, move) in update.moveSections.enumerated() {
      let field = "batch.moveSections[\(position)]"
      let (from, to) = (move.from, move.to)
      try model.checkSectionExists(from, action: "move", field: field)
      guard !deletedSections.contains(from) else {
        throw LayoutError(
          path: field,
          message: "attempt to perform a delete and a move from the same section (\(from))")
      }
      guard to >= 0, to < newCount else {
        throw LayoutError(
          path: field,
          message:
            "attempt to move section \(from) to section \(to), but there are only \(newCount) sections after the update"
        )
      }
      guard insertedSections[to] == nil else {
        throw LayoutError(
          path: field,
          message: "attempt to perform an insert and a move to the same section (\(to))")
      }
      if let previous = movedSections[from] {
        if previous == to { continue }  // an exact duplicate is dropped, as for item moves
        throw LayoutError(
          path: field, message: "attempt to move section \(from) to both \(previous) and \(to)")
      }
      if let other = targets[to] {
        throw LayoutError(
          path: field, message: "attempt to move both section \(other) and \(from) to \(to)")
      }
      movedSections[from] = to
      targets[to] = from
    }
  }
}
