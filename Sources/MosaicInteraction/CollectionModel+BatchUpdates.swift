import MosaicCore

extension CollectionModel {
  /// Applies `update` in UIKit's index semantics, or throws and changes nothing.
  ///
  /// Validation runs before anything changes and reports UIKit's messages ("attempt to delete
  /// item 7 from section 1 which only contains 3 items before the update", …) with the batch
  /// field at fault as the error's path. Pass `expectedItemCounts` — the number of items each
  /// section must hold afterwards, as a UIKit data source would report them — to have the counts
  /// checked too ("Invalid update: invalid number of items in section 1. …").
  /// - Complexity: ``applying(_:expectedItemCounts:)``'s.
  public mutating func performBatchUpdates(
    _ update: BatchUpdate<Item>, expectedItemCounts: [Int]? = nil
  ) throws(LayoutError) {
    self = try applying(update, expectedItemCounts: expectedItemCounts).model
  }

  /// The edit `update` makes (``CollectionEdit``): the new model, its layout change and its item
  /// mapping; `self` is left as it is.
  /// - Throws: ``/MosaicCore/LayoutError`` naming the batch field and index at fault, with UIKit's
  ///   message.
  /// - Complexity: O(sections + changes × log changes + the items of the sections the batch
  ///   touches), those a copy of contiguous slices; the change and the mapping O(changes ×
  ///   log changes + sections): neither walks the items.
  public func applying(_ update: BatchUpdate<Item>, expectedItemCounts: [Int]? = nil)
    throws(LayoutError) -> CollectionEdit<Item>
  {
    let plan = try BatchPlan(update, on: self)
    if let expectedItemCounts { try plan.checkCounts(expectedItemCounts, on: self) }
    let result = plan.apply(to: self)
    return CollectionEdit(
      batch: update, model: result, change: plan.change(on: self),
      mapping: plan.mapping(on: self, result: result))
  }
}

/// A validated batch: which old sections survive where, and what lands at each new index path.
struct BatchPlan<Item: Hashable & Sendable> {
  typealias Model = CollectionModel<Item>

  let update: BatchUpdate<Item>
  /// For each new section, the old section it continues, or `nil` when it is inserted.
  var newToOld: [Int?] = []
  /// True when every section keeps its index (none inserted, deleted or moved): the new model
  /// then starts from the old one's tables and rewrites only the sections items touch.
  var sectionsStay = false
  var insertedSections: [Int: Model.Section] = [:]
  var deletedSections = Set<Int>()
  /// Old index paths that leave their place (deleted or moved out).
  var deletedItems = Set<IndexPath>()
  var movedOut: [IndexPath: IndexPath] = [:]
  /// New index path → what lands there (an inserted item or a moved one), per new section.
  var arrivals: [Int: [Int: Arrival]] = [:]
  /// New index path → the batch field that put an arrival there (`batch.moveItems[2]`), for
  /// errors about where it lands.
  var arrivalFields: [IndexPath: ArrivalField] = [:]
  /// Old section → the new index it moves to.
  var movedSections: [Int: Int] = [:]
  /// Old section indexes marked for reload; their data does not change.
  var reloadedSections = Set<Int>()
  /// Old index paths marked for reload; their items stay where they are.
  var reloadedItems = Set<IndexPath>()
  /// New section → the new indexes its arrivals land at, sorted.
  var landingSlots: [Int: [Int]] = [:]
  /// Old section → the old indexes of its items that leave it (deleted or moved out), sorted.
  var departures: [Int: [Int]] = [:]

  typealias ArrivalField = BatchArrivalField
  typealias Arrival = BatchArrival

  init(_ update: BatchUpdate<Item>, on model: Model) throws(LayoutError) {
    self.update = update
    let oldCount = model.sectionCount

    // Sections.
    for (position, section) in update.deleteSections.enumerated() {
      try model.checkSectionExists(
        section, action: "delete", field: "batch.deleteSections[\(position)]")
      deletedSections.insert(section)
    }
    let newCount = oldCount - deletedSections.count + update.insertSections.count
    for (position, entry) in update.insertSections.enumerated() {
      guard entry.index >= 0, entry.index < newCount else {
        throw LayoutError(
          path: "batch.insertSections[\(position)]",
          message:
            "attempt to insert section \(entry.index) but there are only \(newCount) sections after the update"
        )
      }
      guard insertedSections.updateValue(entry.section, forKey: entry.index) == nil else {
        throw LayoutError(
          path: "batch.insertSections[\(position)]",
          message: "attempt to insert section \(entry.index) twice")
      }
    }
    try planSectionMoves(model: model, newCount: newCount)
    try planSectionReloads(model: model)
    // Inserted and moved sections take their new indexes; the sections that stay fill the rest
    // in their old order.
    if insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty {
      // The common batch: every section stays where it is (no look-up per section). Built as
      // optionals directly: `Array(0..<oldCount)` converted to `[Int?]` casts element by element
      // through the runtime (27,000 instructions at 100 sections, callgrind).
      newToOld = (0..<oldCount).map { Optional($0) }
      sectionsStay = true
    } else {
      var movedTo: [Int: Int] = [:]
      for (from, to) in movedSections { movedTo[to] = from }
      var survivors = (0..<oldCount).filter {
        !deletedSections.contains($0) && movedSections[$0] == nil
      }.makeIterator()
      newToOld = (0..<newCount).map { new in
        if insertedSections[new] != nil { return nil }
        return movedTo[new] ?? survivors.next()
      }
    }

    // Deletes, in old index paths.
    for (position, path) in update.deleteItems.enumerated() {
      try model.checkItemExists(
        path, action: "delete", preposition: "from", when: " before the update",
        field: "batch.deleteItems[\(position)]")
      // The section goes with all its items: UIKit tolerates the redundant delete and drops it.
      if deletedSections.contains(path.section) { continue }
      deletedItems.insert(path)
    }

    // Moves: sources in old index paths, targets in new ones.
    var moveTargets: [IndexPath: IndexPath] = [:]
    // Room up front: a snapshot reversing 10^6 items is a batch of 10^6 moves, and growing these
    // tables by rehashing was half the plan's time.
    moveTargets.reserveCapacity(update.moveItems.count)
    movedOut.reserveCapacity(update.moveItems.count)
    arrivalFields.reserveCapacity(update.moveItems.count + update.insertItems.count)
    for (position, move) in update.moveItems.enumerated() {
      var field: String { "batch.moveItems[\(position)]" }
      let (from, to) = (move.from, move.to)
      guard from.section >= 0, from.section < oldCount else {
        throw LayoutError(
          path: field,
          message:
            "attempt to move index path (\(from)) that does not exist - there are only \(oldCount) sections before the update"
        )
      }
      let fromCount = model.itemCount(inSection: from.section)
      guard from.item >= 0, from.item < fromCount else {
        throw LayoutError(
          path: field,
          message:
            "attempt to move index path (\(from)) that does not exist - there are only \(fromCount) items in section \(from.section) before the update"
        )
      }
      guard !deletedSections.contains(from.section) else {
        throw LayoutError(
          path: field, message: "cannot move an item from a deleted section (\(from.section))")
      }
      guard !deletedItems.contains(from) else {
        throw LayoutError(
          path: field,
          message: "attempt to perform a delete and a move from the same index path (\(from))")
      }
      guard to.section >= 0, to.section < newCount else {
        throw LayoutError(
          path: field,
          message:
            "attempt to move item at index path \(from) to section \(to.section), but there are only \(newCount) sections after the update"
        )
      }
      // `isEmpty` first: a look-up in a table of a generic type asks for its metadata.
      guard insertedSections.isEmpty || insertedSections[to.section] == nil else {
        throw LayoutError(
          path: field, message: "cannot move an item into a newly inserted section (\(to.section))")
      }
      if let previous = movedOut[from] {
        if previous == to { continue }  // an exact duplicate is dropped, as UIKit does
        throw LayoutError(
          path: field,
          message: "attempt to move item at index path \(from) to both \(previous) and \(to)")
      }
      if let other = moveTargets[to] {
        throw LayoutError(
          path: field,
          message: "attempt to move both item at index path \(other) and \(from) to \(to)")
      }
      movedOut[from] = to
      moveTargets[to] = from
      arrivals[to.section, default: [:]][to.item] = .moved(from: from)
      arrivalFields[to] = .move(position)
    }

    try planItemReloads(model: model)

    // Inserts, in new index paths.
    // By index: `enumerated()` over entries holding an `Item` iterates through unspecialised
    // generic calls. Repeated inserts are found by hash value (a set of `Int`, specialised; a
    // set of items cost 1,300 instructions an insert here), confirmed against the earlier
    // inserts only when a hash value repeats.
    var insertedHashes = Set<Int>()
    insertedHashes.reserveCapacity(update.insertItems.count)
    for position in 0..<update.insertItems.count {
      let entry = update.insertItems[position]
      var field: String { "batch.insertItems[\(position)]" }
      let path = entry.indexPath
      guard path.section >= 0, path.section < newCount else {
        throw LayoutError(
          path: field,
          message:
            "attempt to insert item \(path.item) into section \(path.section), but there are only \(newCount) sections after the update"
        )
      }
      guard insertedSections.isEmpty || insertedSections[path.section] == nil else {
        throw LayoutError(
          path: field,
          message:
            "cannot insert an item into a newly inserted section (\(path.section)); give the section its items"
        )
      }
      if moveTargets[path] != nil {
        throw LayoutError(
          path: field,
          message: "attempt to perform an insert and a move to the same index path (\(path))")
      }
      if arrivals[path.section]?[path.item] != nil {
        throw LayoutError(path: field, message: "attempt to insert two items at index path \(path)")
      }
      let repeated =
        !insertedHashes.insert(entry.item.hashValue).inserted
        && (0..<position).contains { update.insertItems[$0].item == entry.item }
      guard !repeated, isFree(entry.item, model: model) else {
        throw LayoutError(path: field, message: "item \(entry.item) is already in the collection")
      }
      if let size = entry.size {
        // A fixed-size section sizes every item it holds; only a section whose items own their
        // sizes takes an inserted item's size.
        if let old = newToOld[path.section], !model.ownsItemSizes(model.sections[old]) {
          throw LayoutError(
            path: field,
            message:
              "cannot insert item \(path.item) into section \(path.section) with a size: "
              + model.fixedSizeReason(model.sections[old]))
        }
        try LayoutError.checkNonNegative(size, at: "\(field).size")
      }
      arrivals[path.section, default: [:]][path.item] = .inserted(position)
      arrivalFields[path] = .insert(position)
    }
    // The items that enter the model: inserted, or in an inserted section.
    if !insertedSections.isEmpty {
      var arriving = Set<Item>()
      for entry in update.insertItems { arriving.insert(entry.item) }
      for (_, section) in insertedSections {
        for item in section.items
        where !arriving.insert(item).inserted || !isFree(item, model: model) {
          throw LayoutError(
            path: "batch.insertSections", message: "item \(item) is already in the collection")
        }
      }
    }

    for path in deletedItems { departures[path.section, default: []].append(path.item) }
    for path in movedOut.keys { departures[path.section, default: []].append(path.item) }
    for section in departures.keys { departures[section]?.sort() }
    // The slots as plain integers: sorting them stays specialised in this generic type.
    for (section, landing) in arrivals {
      var slots: [Int] = []
      slots.reserveCapacity(landing.count)
      for item in landing.keys { slots.append(item) }
      slots.sort()
      landingSlots[section] = slots
    }

    // Every arrival must land inside its section's new count; the first in index-path order is
    // reported, so the error does not depend on a dictionary's order.
    var landingSections: [Int] = []
    for section in landingSlots.keys { landingSections.append(section) }
    for section in landingSections.sorted() {
      guard let landing = arrivals[section], let slots = landingSlots[section] else { continue }
      let count = newItemCount(ofNewSection: section, model: model)
      for item in slots where item < 0 || item >= count {
        let path = IndexPath(section: section, item: item)
        let field = arrivalFields[path]?.path ?? "batch"
        switch landing[item] {
        case .inserted?, nil:
          throw LayoutError(
            path: field,
            message:
              "attempt to insert item \(item) into section \(section), but there are only \(count) items in section \(section) after the update"
          )
        case .moved(let from)?:
          throw LayoutError(
            path: field,
            message:
              "attempt to move index path (\(from)) to index path (\(path)) that does not exist - there are only \(count) items in section \(section) after the update"
          )
        }
      }
    }
  }

  /// The sections items leave or arrive in, ascending, when every section stays
  /// (``sectionsStay``): old and new indexes alike.
  /// - Complexity: O(touched × log touched).
  var touchedSections: [Int] {
    var touched: [Int] = []
    touched.reserveCapacity(departures.count + landingSlots.count)
    for section in departures.keys { touched.append(section) }
    for section in landingSlots.keys where departures[section] == nil { touched.append(section) }
    touched.sort()
    return touched
  }

  /// Whether `item` may arrive: the model does not hold it, or it leaves (deleted, or in a
  /// deleted section). The model holds each item once, so the place it is found at says
  /// whether it leaves (no set of the deleted items is built: hashing each through this
  /// unspecialised generic code was a tenth of a batch's validation).
  /// - Complexity: O(1) for an item the model does not hold; else `indexPath(of:)`'s.
  func isFree(_ item: Item, model: Model) -> Bool {
    guard let path = model.indexPath(of: item) else { return true }
    return deletedSections.contains(path.section) || deletedItems.contains(path)
  }

  /// Items of old section `old` that stay: neither deleted nor moved out.
  /// - Complexity: O(1).
  func staying(inOldSection old: Int, model: Model) -> Int {
    model.itemCount(inSection: old) - (departures[old]?.count ?? 0)
  }

  /// The number of items new section `section` holds after the update.
  func newItemCount(ofNewSection section: Int, model: Model) -> Int {
    if !insertedSections.isEmpty, let inserted = insertedSections[section] {
      return inserted.items.count
    }
    guard let old = newToOld[section] else { return 0 }
    return staying(inOldSection: old, model: model) + (arrivals[section]?.count ?? 0)
  }

  /// UIKit's count check against what a data source says the sections hold afterwards.
  func checkCounts(_ expected: [Int], on model: Model) throws(LayoutError) {
    let oldCount = model.sectionCount
    guard expected.count == newToOld.count else {
      throw LayoutError(
        path: "batch",
        message:
          "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(expected.count)) must be equal to the number of sections contained in the collection view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
      )
    }
    for (section, old) in newToOld.enumerated() {
      let actual = newItemCount(ofNewSection: section, model: model)
      guard expected[section] != actual else { continue }
      guard let old else {
        throw LayoutError(
          path: "batch.insertSections",
          message:
            "Invalid update: section \(section) is inserted with \(actual) items, but the data source reports \(expected[section])"
        )
      }
      let deleted = deletedItems.filter { $0.section == old }.count
      let out = movedOut.keys.filter { $0.section == old }.count
      var inserted = 0
      var movedIn = 0
      for arrival in (arrivals[section] ?? [:]).values {
        switch arrival {
        case .inserted: inserted += 1
        case .moved: movedIn += 1
        }
      }
      throw LayoutError(
        path: "batch",
        message:
          "Invalid update: invalid number of items in section \(section).  The number of items contained in an existing section after the update (\(expected[section])) must be equal to the number of items contained in that section before the update (\(model.itemCount(inSection: old))), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(out) moved out)."
      )
    }
  }

  /// The size an arrival has in a section whose items own their sizes: an inserted item's own,
  /// else the section's, else the estimate when on, else the strategy's default; a moved item's
  /// current size.
  func arrivalSize(
    _ arrival: Arrival, in section: Model.Section, model: Model, sources: [Int: PlainSection]
  ) -> Size {
    switch arrival {
    case .inserted(let position):
      update.insertItems[position].size ?? section.itemSize ?? model.estimatedItemSize
        ?? model.defaultItemSize
    case .moved(let from):
      source(from.section, in: sources, model: model).size(
        ofItem: from.item, estimate: model.estimatedItemSize, standard: model.defaultItemSize)
    }
  }

  /// The span an arriving item lands with: a moved item keeps its own; an inserted one has none.
  func arrivalSpan(_ arrival: Arrival, sources: [Int: PlainSection], model: Model) -> ItemSpan? {
    guard case .moved(let from) = arrival else { return nil }
    return source(from.section, in: sources, model: model).itemSizes?.span(at: from.item)
  }
}

/// The batch entry an arrival came from, its error path spelled only when an error needs it.
/// Outside the generic plan, so its tables are specialised (a table of a type nested in a generic
/// one looks its metadata up at run time on every access).
enum BatchArrivalField {
  case move(Int)
  case insert(Int)

  var path: String {
    switch self {
    case .move(let position): "batch.moveItems[\(position)]"
    case .insert(let position): "batch.insertItems[\(position)]"
    }
  }
}

/// What lands at a new index path: the batch's insert at a position of `insertItems`, or the item
/// moved from an old index path. Non-generic for the same reason as ``BatchArrivalField``.
enum BatchArrival {
  case inserted(Int)
  case moved(from: IndexPath)
}
