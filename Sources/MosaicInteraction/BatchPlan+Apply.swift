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
    var sections: [Model.Section] = []
    var counts: [Int] = []
    sections.reserveCapacity(newToOld.count)
    counts.reserveCapacity(newToOld.count)
    for (new, old) in newToOld.enumerated() {
      guard let old else {
        let inserted = insertedSections[new] ?? Model.Section(items: [])
        sections.append(inserted)
        counts.append(inserted.items.count)
        continue
      }
      let left = departures[old] ?? []
      // The integer tables first: a look-up in the generic one costs a metadata search.
      guard !left.isEmpty || landingSlots[new] != nil else {
        sections.append(model.sections[old])
        counts.append(model.itemCounts[old])
        continue
      }
      let landing = arrivals[new] ?? [:]
      sections.append(
        section(
          from: model.sections[old], old: old, new: new, leaving: left, landing: landing,
          model: model))
      counts.append(model.itemCounts[old] - left.count + landing.count)
    }
    var result = model
    result.sections = sections
    result.itemCounts = counts
    updateIdentities(of: &result, from: model)
    return result
  }

  /// Keeps `result`'s identity index and runs in step: an explicit item is counted by its hash
  /// value, a run's item by its number, and an item moved out of a run becomes explicit. An item
  /// deleted and inserted again leaves, then arrives.
  /// - Complexity: O(changes + the explicit items of deleted and inserted sections + runs).
  private func updateIdentities(of result: inout Model, from model: Model) {
    var removed: [Range<Int>] = []
    var added: [Range<Int>] = []
    func leave(_ item: Item) {
      if let number = model.numbering?.number(item), model.runs.contains(number) {
        removed.append(number..<number + 1)
      } else {
        result.identities.remove(item.hashValue)
      }
    }
    for item in leaving { leave(item) }
    for section in deletedSections {
      for chunk in model.sections[section].items.chunks {
        switch chunk {
        case .items(let items): for item in items { result.identities.remove(item.hashValue) }
        case .run(let numbers): removed.append(numbers)
        }
      }
    }
    for path in movedOut.keys where model.numbering != nil {
      guard let item = model.item(at: path),
        let number = model.numbering?.number(item), model.runs.contains(number)
      else { continue }
      removed.append(number..<number + 1)
      result.identities.insert(item.hashValue)
    }
    for entry in update.insertItems { result.identities.insert(entry.item.hashValue) }
    for section in insertedSections.values {
      result.numbering = result.numbering ?? section.items.numbering
      for chunk in section.items.chunks {
        switch chunk {
        case .items(let items): for item in items { result.identities.insert(item.hashValue) }
        case .run(let numbers): added.append(numbers)
        }
      }
    }
    result.runs = model.runs.updating(adding: added, removing: removed)
  }

  /// New section `new` (its arrivals `landing`, maybe none), which continues old section `old`
  /// (`source`, whose items at `left` leave): the staying items in order, a slice at a time,
  /// with the arrivals at their new indexes.
  func section(
    from source: Model.Section, old: Int, new: Int, leaving left: [Int], landing: [Int: Arrival],
    model: Model
  ) -> Model.Section {
    let count = source.items.count - left.count + landing.count
    // A fixed-size section stays one: items moved in take its size, and validation refused
    // sized inserts into it. A section still at the estimate stays one until an item arrives
    // with another size.
    let perItem =
      source.itemSizes != nil
      || (model.isAtEstimate(source)
        && landing.values.contains {
          arrivalSize($0, in: source, model: model) != model.estimatedItemSize
        })
    var items = Model.Section.List.Builder(
      numbering: source.items.numbering, chunks: source.items.chunks.count + landing.count + 2)
    var sizes = SizeList.Builder(
      capacity: perItem ? (source.itemSizes?.pieces.count ?? 1) + 2 * landing.count + 2 : 0)
    var nextOld = 0  // the next old item that may stay
    var nextLeaving = 0
    // Appends the next `wanted` staying items, a slice at a time.
    func stay(_ wanted: Int) {
      var wanted = wanted
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
    }
    for index in landingSlots[new] ?? [] {
      stay(index - items.total)
      guard let arrival = landing[index] else { continue }
      switch arrival {
      case .inserted(let position):
        items.append(update.insertItems[position].item)
      case .moved(let from):
        items.append(model.sections[from.section].items[from.item])
      }
      if perItem { sizes.append(arrivalSize(arrival, in: source, model: model)) }
    }
    stay(count - items.total)
    var section = source
    section.items = items.list
    section.itemSizes = perItem ? sizes.list : nil
    return section
  }
}
