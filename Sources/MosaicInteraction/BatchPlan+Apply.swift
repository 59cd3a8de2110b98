import MosaicCore

extension BatchPlan {
  /// The new model. Only called on a validated plan: every index it reads was checked.
  ///
  /// A section nothing leaves or arrives in is the old one, shared (its arrays are not copied);
  /// a touched section is copied in runs: the items that stay between two places where items
  /// left or arrived are appended as one slice.
  /// - Complexity: O(sections + changes × log changes + the items of the touched sections),
  ///   the last a copy of contiguous slices.
  func apply(to model: Model) -> Model {
    if sectionsStay { return applyInPlace(to: model) }
    var result = model
    var sections: [Model.Section] = []
    var counts: [Int] = []
    var keys: [Int] = []
    sections.reserveCapacity(newToOld.count)
    counts.reserveCapacity(newToOld.count)
    keys.reserveCapacity(newToOld.count)
    // The labels each touched section gave its arrivals or changed, by section key.
    var labelled: [(key: Int, changes: [LabelChange])] = []
    let sources = plainSources(of: model)
    for (new, old) in newToOld.enumerated() {
      guard let old else {
        var inserted = insertedSections[new] ?? Model.Section(items: [])
        if !inserted.items.isLabelled { inserted.items.labelAfresh() }
        sections.append(inserted)
        counts.append(inserted.items.count)
        keys.append(result.nextSectionKey)
        result.nextSectionKey += 1
        continue
      }
      keys.append(model.sectionKeys[old])
      let left = departures[old] ?? []
      // The integer tables first: a look-up in the generic one costs a metadata search.
      guard !left.isEmpty || landingSlots[new] != nil else {
        sections.append(model.sections[old])
        counts.append(model.itemCounts[old])
        continue
      }
      let rewritten = touchedSection(
        old: old, new: new, model: model, sources: sources, labelled: &labelled)
      sections.append(rewritten.section)
      counts.append(rewritten.count)
    }
    result.sections = sections
    result.itemCounts = counts
    if keys != model.sectionKeys {
      result.sectionKeys = keys
      result.sectionsByKey = Model.keyTable(keys)
    }
    updateIdentities(of: &result, from: model, sources: sources, labelled: labelled)
    return result
  }

  /// The sections items leave (deleted or moved out), as plain values by old index: what the
  /// edits read of them, once each.
  private func plainSources(of model: Model) -> [Int: PlainSection] {
    var sources: [Int: PlainSection] = [:]
    sources.reserveCapacity(departures.count)
    for section in departures.keys { sources[section] = PlainSection(model.sections[section]) }
    return sources
  }

  /// Old section `section`'s plain values: from `sources`, which holds every section items leave
  /// (read from `model` should one be missing).
  func source(_ section: Int, in sources: [Int: PlainSection], model: Model) -> PlainSection {
    sources[section] ?? PlainSection(model.sections[section])
  }

  /// ``apply(to:)`` when every section stays: the old model's tables are kept and only the
  /// sections items leave or arrive in are rewritten (a loop over all sections, through this
  /// unspecialised generic code, cost more than the edit: 14,000 instructions of the 237,000 of a
  /// one-item delete at 100 sections, callgrind).
  /// - Complexity: O(sections) for the copy of the section table, plus O(changes × log changes
  ///   + the items of the touched sections).
  private func applyInPlace(to model: Model) -> Model {
    var result = model
    var labelled: [(key: Int, changes: [LabelChange])] = []
    let sources = plainSources(of: model)
    for index in touchedSections {
      let rewritten = touchedSection(
        old: index, new: index, model: model, sources: sources, labelled: &labelled)
      result.sections[index] = rewritten.section
      result.itemCounts[index] = rewritten.count
    }
    updateIdentities(of: &result, from: model, sources: sources, labelled: labelled)
    return result
  }

  /// New section `new`, which continues old section `old` and which items leave or arrive in,
  /// with its item count; the labels it gave or changed are appended to `labelled` under its key.
  private func touchedSection(
    old: Int, new: Int, model: Model, sources: [Int: PlainSection],
    labelled: inout [(key: Int, changes: [LabelChange])]
  ) -> (section: Model.Section, count: Int) {
    let left = departures[old] ?? []
    let landing = arrivals[new] ?? [:]
    var changes: [LabelChange] = []
    let rewritten = section(
      from: model.sections[old], old: old, new: new, leaving: left, landing: landing,
      model: model, sources: sources, labelChanges: &changes)
    if !changes.isEmpty { labelled.append((model.sectionKeys[old], changes)) }
    return (rewritten, model.itemCounts[old] - left.count + landing.count)
  }

  /// Keeps `result`'s identity index and runs in step: an explicit item is found by its hash
  /// value at its section's key and label, a run's item by its number, and an item moved out of
  /// a run stays a run of its number, owned by the section it lands in. Items that leave their
  /// place (deleted, moved) are forgotten first; then every label a touched section gave
  /// (`labelled`: an arrival's, or a neighbour's that a relabelled window moved) is recorded, and
  /// inserted sections' items.
  /// - Complexity: O(changes + the explicit items of deleted and inserted sections + runs).
  private func updateIdentities(
    of result: inout Model, from model: Model, sources: [Int: PlainSection],
    labelled: [(key: Int, changes: [LabelChange])]
  ) {
    var removed: [Range<Int>] = []
    var added: [(range: Range<Int>, owner: Int)] = []
    // An item leaving its place: a run's item by its number, an explicit one by its place.
    for path in deletedItems {
      let source = source(path.section, in: sources, model: model)
      if let label = source.table.label(at: path.item),
        let item = source.item(at: path.item, as: Item.self)
      {
        let place = ItemPlace(section: model.sectionKeys[path.section], label: label)
        result.identities.remove(item.hashValue, at: place)
      } else if let number = source.table.runNumber(at: path.item) {
        removed.append(number..<number + 1)
      }
    }
    // A moved explicit item keeps its entry, moved with its label below; a run's item arrives
    // as a run of its own number, now owned by the section it lands in.
    for (path, target) in movedOut {
      let source = source(path.section, in: sources, model: model)
      guard let number = source.table.runNumber(at: path.item) else { continue }
      removed.append(number..<number + 1)
      added.append((number..<number + 1, result.sectionKeys[target.section]))
    }
    for section in deletedSections {
      let items = model.sections[section].items
      let key = model.sectionKeys[section]
      items.forEachLabelled { item, label in
        result.identities.remove(item.hashValue, at: ItemPlace(section: key, label: label))
      }
      for chunk in items.chunks {
        if case .run(let numbers) = chunk { removed.append(numbers) }
      }
    }
    for (key, changes) in labelled {
      for change in changes {
        let place = ItemPlace(section: key, label: change.new)
        if let origin = change.origin {
          result.identities.move(change.hash, from: origin, to: place)
        } else if change.old == ItemLabels.none {
          result.identities.insert(change.hash, at: place)
        } else {
          result.identities.move(
            change.hash, from: ItemPlace(section: key, label: change.old), to: place)
        }
      }
    }
    for new in insertedSections.keys {
      let items = result.sections[new].items
      result.numbering = result.numbering ?? items.numbering
      let key = result.sectionKeys[new]
      items.forEachLabelled { item, label in
        result.identities.insert(item.hashValue, at: ItemPlace(section: key, label: label))
      }
      for chunk in items.chunks {
        if case .run(let numbers) = chunk { added.append((numbers, key)) }
      }
    }
    result.runs = model.runs.updating(adding: added, removing: removed)
  }

  /// New section `new` (its arrivals `landing`, maybe none), which continues old section `old`
  /// (`source`, whose items at `left` leave): the staying items in order, a slice at a time,
  /// with the arrivals at their new indexes.
  func section(
    from source: Model.Section, old: Int, new: Int, leaving left: [Int], landing: [Int: Arrival],
    model: Model, sources: [Int: PlainSection], labelChanges: inout [LabelChange]
  ) -> Model.Section {
    let count = source.items.count - left.count + landing.count
    // A fixed-size section stays one: items moved in take its size, and validation refused
    // sized inserts into it. A section still at the estimate stays one until an item arrives
    // with another size.
    let perItem =
      source.itemSizes != nil
      || (model.isAtEstimate(source)
        && landing.values.contains {
          arrivalSize($0, in: source, model: model, sources: sources) != model.estimatedItemSize
        })
    // Room for every chunk the section can end with: an arrival inside a chunk cuts it in two
    // and adds its own, a departure cuts one (too little room regrew the chunk array of a
    // section 50 batches had cut up, copying it whole: 16 % of such a batch, callgrind).
    var items = Model.Section.List.Builder(
      numbering: source.items.numbering,
      chunks: source.items.chunks.count + 2 * landing.count + left.count + 2,
      expectedCount: count)
    var sizes = SizeList.Builder(
      capacity: perItem ? (source.itemSizes?.pieces.count ?? 1) + 2 * landing.count + 2 : 0,
      expectedCount: perItem ? count : 0)
    var nextOld = 0  // the next old item that may stay
    var nextLeaving = 0
    var arrived: [Int] = []  // the new indexes of the arrivals, which have no label yet
    var origins: [ItemPlace?] = []  // where each explicit item moved in was
    let slots = landingSlots[new] ?? []
    var slot = 0
    // The staying items up to each arrival's index (the last stretch up to `count`), a slice
    // at a time, then the arrival. One loop, not a local function: called, a local function
    // that appends to the builder looked up the builder's type metadata every time.
    while true {
      var wanted = (slot < slots.count ? slots[slot] : count) - items.total
      while wanted > 0 {
        while nextLeaving < left.count, left[nextLeaving] == nextOld {
          nextOld += 1
          nextLeaving += 1
        }
        let runEnd = nextLeaving < left.count ? left[nextLeaving] : source.items.count
        let end = nextOld + Swift.min(wanted, runEnd - nextOld)
        items.append(nextOld..<end, of: source.items)
        if perItem {
          if let all = source.itemSizes {
            sizes.append(nextOld..<end, of: all)
          } else {
            // Only a section at the estimate turns per-item here: its items had the estimate.
            sizes.append(run: model.size(ofItem: nextOld, inSection: old), count: end - nextOld)
          }
        }
        wanted -= end - nextOld
        nextOld = end
      }
      guard slot < slots.count else { break }
      let index = slots[slot]
      slot += 1
      guard let arrival = landing[index] else { continue }
      switch arrival {
      case .inserted(let position):
        arrived.append(index)
        origins.append(nil)
        items.append(update.insertItems[position].item)
      case .moved(let from):
        let origin = self.source(from.section, in: sources, model: model)
        if let number = origin.table.runNumber(at: from.item) {
          // A run's item moves as a run of one number: still found by its number, so it takes
          // no label, no payload and no identity entry (in a model of runs, an arrival made
          // explicit left a chunk of one item and its labels for every later edit to copy).
          items.append(runNumber: number, numbering: model.numbering)
        } else if let item = origin.item(at: from.item, as: Item.self) {
          arrived.append(index)
          // Where the identity index has it (every explicit item is labelled).
          origins.append(
            origin.table.label(at: from.item).map {
              ItemPlace(section: model.sectionKeys[from.section], label: $0)
            })
          items.append(item)
        }
      }
      if perItem {
        sizes.append(
          arrivalSize(arrival, in: source, model: model, sources: sources),
          span: arrivalSpan(arrival, sources: sources, model: model))
      }
    }
    var section = source
    section.items = (consume items).finish()
    section.items.labelArrivals(at: arrived, origins: origins, report: &labelChanges)
    section.itemSizes = perItem ? (consume sizes).finish() : nil
    return section
  }
}
