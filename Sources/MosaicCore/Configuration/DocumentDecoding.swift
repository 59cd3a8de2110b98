/// Decodes a whole configuration document in one pass, asking the registry (found in the
/// decoder's `userInfo`) how to decode the chosen strategy's and modifiers' options, so every error
/// carries its full JSON path.
struct DocumentDecoding: Decodable {
  let configuration: LayoutConfiguration

  private enum DocumentKeys: String, CodingKey, CaseIterable { case layout, viewport, data }
  private enum LayoutKeys: String, CodingKey, CaseIterable { case strategy, options, modifiers }
  private enum ModifierKeys: String, CodingKey, CaseIterable { case name, options }
  private enum DataKeys: String, CodingKey, CaseIterable { case sections }
  private enum SectionKeys: String, CodingKey, CaseIterable {
    case items, itemSize, itemSizes, header, footer, options
  }

  init(from decoder: any Decoder) throws {
    guard let registry = decoder.userInfo[.mosaicRegistry] as? StrategyRegistry else {
      throw LayoutError(path: "", message: "no strategy registry to decode with")
    }
    try decoder.rejectUnknownKeys(DocumentKeys.self)
    let document = try decoder.container(keyedBy: DocumentKeys.self)

    // layout
    let layoutDecoder = try document.superDecoder(forKey: .layout)
    try layoutDecoder.rejectUnknownKeys(LayoutKeys.self)
    let layout = try layoutDecoder.container(keyedBy: LayoutKeys.self)
    let name = try layout.decode(String.self, forKey: .strategy)
    guard let registration = registry.strategies[name] else {
      throw DecodingError.dataCorruptedError(
        forKey: .strategy, in: layout,
        debugDescription:
          "unknown strategy '\(name)'; known strategies: \(registry.strategyNames.joined(separator: ", "))"
      )
    }
    let options: (any Sendable)? =
      layout.contains(.options)
      ? try registration.decodeOptions(layout.superDecoder(forKey: .options)) : nil
    var modifiers: [any LayoutModifier] = []
    if layout.contains(.modifiers) {
      var list = try layout.nestedUnkeyedContainer(forKey: .modifiers)
      while !list.isAtEnd {
        // Checked as the list is read, so a long list is refused before it is decoded.
        if list.currentIndex >= LayoutConfiguration.maximumModifierCount {
          throw LayoutConfiguration.tooManyModifiers
        }
        let modifierDecoder = try list.superDecoder()
        try modifierDecoder.rejectUnknownKeys(ModifierKeys.self)
        let entry = try modifierDecoder.container(keyedBy: ModifierKeys.self)
        let modifierName = try entry.decode(String.self, forKey: .name)
        guard let modifier = registry.modifiers[modifierName] else {
          let known =
            registry.modifierNames.isEmpty
            ? "(none)" : registry.modifierNames.joined(separator: ", ")
          throw DecodingError.dataCorruptedError(
            forKey: .name, in: entry,
            debugDescription: "unknown modifier '\(modifierName)'; known modifiers: \(known)")
        }
        let optionsDecoder =
          entry.contains(.options) ? try entry.superDecoder(forKey: .options) : nil
        modifiers.append(try modifier.decode(optionsDecoder))
        try LayoutConfiguration.checkModifiers(modifiers.map { type(of: $0).self })
      }
    }

    // viewport
    let viewport = try document.decode(ViewportDecoding.self, forKey: .viewport).viewport

    // data
    let dataDecoder = try document.superDecoder(forKey: .data)
    try dataDecoder.rejectUnknownKeys(DataKeys.self)
    let data = try dataDecoder.container(keyedBy: DataKeys.self)
    var sectionList = try data.nestedUnkeyedContainer(forKey: .sections)
    var sections: [SectionData] = []
    var sectionOptions: [Int: any Sendable] = [:]
    var total = 0
    while !sectionList.isAtEnd {
      let index = sectionList.currentIndex
      guard index < LayoutInput.maximumSectionCount else {
        throw LayoutError(
          path: "data.sections",
          message:
            "more than \(LayoutInput.maximumSectionCount) sections, the most one layout may hold")
      }
      let sectionDecoder = try sectionList.superDecoder()
      try sectionDecoder.rejectUnknownKeys(SectionKeys.self)
      let section = try sectionDecoder.container(keyedBy: SectionKeys.self)
      let count: Int
      var sizes: SectionData.ItemSizes
      switch (section.contains(.items), section.contains(.itemSizes)) {
      case (true, true):
        throw DecodingError.dataCorruptedError(
          forKey: .itemSizes, in: section,
          debugDescription:
            "give either 'items' (a count) or 'itemSizes' (one size per item), not both")
      case (false, false):
        throw DecodingError.keyNotFound(
          SectionKeys.items,
          .init(
            codingPath: section.codingPath,
            debugDescription: "is required (or 'itemSizes', one size per item)"))
      case (true, false):
        count = try section.decode(Int.self, forKey: .items)
        guard count >= 0 else {
          throw DecodingError.dataCorruptedError(
            forKey: .items, in: section, debugDescription: "expected a count >= 0, got \(count)")
        }
        sizes = .uniform(try section.decodeIfPresent(Size.self, forKey: .itemSize))
      case (false, true):
        if section.contains(.itemSize) {
          throw DecodingError.dataCorruptedError(
            forKey: .itemSize, in: section,
            debugDescription: "give either 'itemSize' (with 'items') or 'itemSizes', not both")
        }
        let list = try section.decode(SizeList.self, forKey: .itemSizes)
        count = list.count
        sizes = .perItem(list)
      }
      // Checked before adding: a count near Int.max must be refused, not overflow the sum.
      guard count <= LayoutInput.maximumItemCount - total else {
        throw DecodingError.dataCorruptedError(
          forKey: section.contains(.items) ? .items : .itemSizes, in: section,
          debugDescription:
            "\(total == 0 ? "\(count)" : "\(total) + \(count)") items in all exceed \(LayoutInput.maximumItemCount), the most one layout may count"
        )
      }
      total += count
      if section.contains(.options) {
        sectionOptions[index] = try registration.decodeSectionOptions(
          section.superDecoder(forKey: .options))
      }
      sections.append(
        SectionData(
          itemCount: count, itemSizes: sizes,
          header: try section.decodeIfPresent(Size.self, forKey: .header),
          footer: try section.decodeIfPresent(Size.self, forKey: .footer)))
    }

    guard let strategy = registration.make(options, sectionOptions) else {
      throw LayoutError(path: "layout.options", message: "options of the wrong type for '\(name)'")
    }
    configuration = LayoutConfiguration(
      strategy: strategy, modifiers: modifiers,
      input: LayoutInput(sections: sections, viewport: viewport))
  }
}

/// `{"width", "height", "contentInset"?, "contentOffset"?, "scale"?, "layoutDirection"?,
/// "safeAreaInsets"?, "layoutMargins"?, "orthogonalOffsets"?}`.
private struct ViewportDecoding: Decodable {
  let viewport: Viewport

  private enum Keys: String, CodingKey, CaseIterable {
    case width, height, contentInset, contentOffset, scale, layoutDirection
    case safeAreaInsets, layoutMargins, orthogonalOffsets
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    for key in [Keys.width, .height] where !container.contains(key) {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: container.codingPath, debugDescription: "is required"))
    }
    let scale = try container.decodeIfPresent(Double.self, forKey: .scale)
    if let scale, !LayoutInput.scaleRange.contains(scale) {
      do {
        try LayoutInput.checkScale(scale, at: "")
      } catch {
        throw DecodingError.dataCorruptedError(
          forKey: .scale, in: container, debugDescription: error.message)
      }
    }
    var viewport = Viewport(
      size: Size(
        width: try container.decodeNonNegative(.width, default: 0),
        height: try container.decodeNonNegative(.height, default: 0)),
      contentInset: try container.decode(.contentInset, default: EdgeInsets.zero),
      contentOffset: try container.decode(.contentOffset, default: Point.zero),
      scale: scale,
      layoutDirection: try container.decode(.layoutDirection, default: LayoutDirection.leftToRight),
      safeAreaInsets: try container.decode(.safeAreaInsets, default: EdgeInsets.zero),
      layoutMargins: try container.decode(.layoutMargins, default: EdgeInsets.zero))
    let offsets = try container.decode(.orthogonalOffsets, default: [OrthogonalOffsetDecoding]())
    for (index, entry) in offsets.enumerated() {
      guard viewport.orthogonalOffsets.updateValue(entry.offset, forKey: entry.section) == nil
      else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath + [
              Keys.orthogonalOffsets, AnyCodingKey(intValue: index),
              AnyCodingKey(stringValue: "section"),
            ],
            debugDescription: "section \(entry.section) is given an offset twice"))
      }
    }
    self.viewport = viewport
  }
}

/// `{"section": i, "offset": v}`: a whole section index at least 0, a finite offset.
private struct OrthogonalOffsetDecoding: Decodable {
  let section: Int
  let offset: Double

  private enum Keys: String, CodingKey, CaseIterable { case section, offset }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.self)
    let container = try decoder.container(keyedBy: Keys.self)
    for key in Keys.allCases where !container.contains(key) {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: container.codingPath, debugDescription: "is required"))
    }
    section = try container.decodeInt(.section, in: 0...Int(Int32.max), default: 0)
    offset = try container.decodeCoordinate(.offset, default: 0)
  }
}
