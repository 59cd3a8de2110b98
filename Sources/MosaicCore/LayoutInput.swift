/// Everything a strategy reads: the data's sections and the viewport, and the most elements its
/// layout may keep in memory. Strategies read nothing else.
public struct LayoutInput: Hashable, Sendable {
  /// The sections, in order.
  public var sections: [SectionData]
  /// The viewport the layout is prepared for.
  public var viewport: Viewport
  /// The most elements the prepared layout may keep in memory, over its strategy and every
  /// modifier (see ``checkElementBudget(adding:to:at:)``): ``maximumElementCount`` unless a host
  /// lowers it. A server lowers it per client (the playground's ``elementBudget`` is 2,000,000),
  /// so a short document of many items is refused when its layout would store a frame per item,
  /// and accepted when it stores nothing per item (a flow of counted sections). Values outside
  /// `0...maximumElementCount` are clamped into it. An update keeps the budget of the input it is
  /// given, so a live layout carries it from edit to edit.
  public var elementBudget: Int

  /// Creates an input.
  @inlinable
  public init(
    sections: [SectionData], viewport: Viewport,
    elementBudget: Int = LayoutInput.maximumElementCount
  ) {
    self.sections = sections
    self.viewport = viewport
    self.elementBudget = elementBudget
  }

  /// The number of items over all sections.
  /// Saturates at `Int.max` rather than overflowing (``validate()`` refuses such inputs).
  public var totalItemCount: Int {
    var total = 0
    for section in sections {
      let (sum, overflow) = total.addingReportingOverflow(max(0, section.itemCount))
      if overflow { return .max }
      total = sum
    }
    return total
  }

  /// The largest number of items one layout may count: 10^9. What a layout keeps in memory is
  /// bounded apart, by ``maximumElementCount``: a strategy that stores a frame per item (a
  /// waterfall, a flow section given by per-item sizes) checks its items against that budget
  /// before allocating, while a flow section given by a count alone (uniform or estimated items)
  /// stores nothing per item, so 10^9 estimated items prepare in O(sections). Larger inputs are
  /// refused before anything is allocated; sums of lengths over this many items stay finite.
  public static let maximumItemCount = 1_000_000_000

  /// The largest number of sections one layout may hold.
  public static let maximumSectionCount = 10_000_000

  /// Checks what no strategy can lay out: negative counts, per-item size lists that disagree with
  /// the count, negative or non-finite sizes, insets (content, safe area, margins) or offsets, lengths beyond ``maximumLength``,
  /// a scale outside ``scaleRange``, and inputs beyond ``maximumItemCount``.
  ///
  /// Errors name the offending field the way a configuration document spells it.
  /// - Complexity: O(total items) when per-item sizes are given, O(sections) otherwise.
  public func validate() throws(LayoutError) {
    try validate(checkingEachItemSize: true)
  }

  /// ``validate()``, checking each per-item size only when `checkingEachItemSize` (else only
  /// that a section has as many sizes as items): what an update checks first, when the sizes a
  /// change may have touched are checked next (``validateItemSizes(changedBy:)``) and the others
  /// are the old input's, already checked.
  /// - Complexity: O(sections), plus O(per-item sizes) when checking each.
  func validate(checkingEachItemSize: Bool) throws(LayoutError) {
    try validateViewport()
    try validateSections(checkingEachItemSize: checkingEachItemSize)
  }

  /// The viewport's part of ``validate()``.
  /// - Complexity: O(1), plus O(k log k) for k orthogonal offsets.
  func validateViewport() throws(LayoutError) {
    let viewportPath = "viewport"
    try Self.check(viewport.size, at: viewportPath)
    try Self.check(viewport.contentInset, at: "\(viewportPath).contentInset")
    try Self.check(viewport.safeAreaInsets, at: "\(viewportPath).safeAreaInsets")
    try Self.check(viewport.layoutMargins, at: "\(viewportPath).layoutMargins")
    guard viewport.contentOffset.isFinite else {
      throw LayoutError(path: "\(viewportPath).contentOffset", message: "must be finite")
    }
    try Self.checkCoordinate(viewport.contentOffset.x, at: "\(viewportPath).contentOffset.x")
    try Self.checkCoordinate(viewport.contentOffset.y, at: "\(viewportPath).contentOffset.y")
    if let scale = viewport.scale { try Self.checkScale(scale, at: "\(viewportPath).scale") }
    if !viewport.orthogonalOffsets.isEmpty {
      for (section, offset) in viewport.orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
        let path = "\(viewportPath).orthogonalOffsets[section \(section)]"
        guard section >= 0 else {
          throw LayoutError(path: path, message: "expected a section index >= 0")
        }
        try Self.checkCoordinate(offset, at: "\(path).offset")
      }
    }
  }

  /// The sections' part of ``validate(checkingEachItemSize:)``.
  /// - Complexity: O(sections), plus O(per-item sizes) when checking each.
  private func validateSections(checkingEachItemSize: Bool) throws(LayoutError) {
    guard sections.count <= Self.maximumSectionCount else {
      throw LayoutError(
        path: "data.sections",
        message: "\(sections.count) sections exceed the limit of \(Self.maximumSectionCount)")
    }
    var total = 0
    // Read in place, field by field: a section copied out of the array (or passed on whole, or
    // its sizes bound by a pattern) costs a retain and a release of its sizes, which was most of
    // an update's validation over 1,000 sections (19 µs at 10^6 items).
    try sections.withUnsafeBufferPointer { (buffer) throws(LayoutError) in
      for index in buffer.indices {
        // Paths are spelled only on failure: a valid input of many sections allocates nothing
        // here (spelling them eagerly cost four allocations a section on every update).
        func path() -> String { "data.sections[\(index)]" }
        let itemCount = buffer[index].itemCount
        guard itemCount >= 0 else {
          throw LayoutError(path: "\(path()).items", message: "must not be negative")
        }
        // Checked before adding, so that no count can overflow the sum.
        guard itemCount <= Self.maximumItemCount - total else {
          throw LayoutError(
            path: "\(path()).items",
            message:
              "the layout would hold more than \(Self.maximumItemCount) items, the most one layout may count"
          )
        }
        total += itemCount
        // Each size before the header and footer, as ever (per-item sizes have no given size to
        // check first); a count that disagrees is named below instead.
        if checkingEachItemSize, case .perItem(let sizes) = buffer[index].itemSizes,
          sizes.count == itemCount
        {
          try Self.checkItemSizes(sizes, in: sizes.indices, section: index)
        }
        guard !buffer[index].passesSectionChecks else { continue }
        if let size = buffer[index].itemSizes.givenUniformSize, !size.isValidExtent {
          try Self.check(size, at: "\(path()).itemSize")
        }
        if let count = buffer[index].itemSizes.perItemCount {
          guard count == itemCount else {
            throw LayoutError(
              path: "\(path()).itemSizes", message: "has \(count) sizes for \(itemCount) items")
          }
        }
        if let header = buffer[index].header, !header.isValidExtent {
          try Self.check(header, at: "\(path()).header")
        }
        if let footer = buffer[index].footer, !footer.isValidExtent {
          try Self.check(footer, at: "\(path()).footer")
        }
      }
    }
  }

  static func check(_ size: Size, at path: @autoclosure () -> String) throws(LayoutError) {
    try LayoutError.checkNonNegative(size, at: path())
  }

  static func check(_ insets: EdgeInsets, at path: @autoclosure () -> String)
    throws(LayoutError)
  {
    try LayoutError.checkNonNegative(insets, at: path())
  }
}

extension SectionData {
  /// True when the section passes ``LayoutInput/validate()``'s checks of one section, its
  /// per-item sizes aside (and the input's total count): a count not negative, as many per-item
  /// sizes as items, and a given item size, header and footer each a valid extent
  /// (``Size/isValidExtent``). The one statement of those rules: the checks that name what is
  /// wrong run where this is false.
  /// - Complexity: O(1).
  @inline(__always)
  var passesSectionChecks: Bool {
    itemCount >= 0 && (itemSizes.givenUniformSize?.isValidExtent ?? true)
      && (itemSizes.perItemCount.map { $0 == itemCount } ?? true)
      && (header?.isValidExtent ?? true) && (footer?.isValidExtent ?? true)
  }
}

extension SectionData.ItemSizes {
  /// The number of per-item sizes, `nil` for one size: read from the sizes in place (a method on
  /// the borrowed value), where binding them by a pattern at the call site retained them.
  var perItemCount: Int? {
    if case .perItem(let sizes) = self { return sizes.count }
    return nil
  }

  /// The one size given, `nil` for per-item sizes or the strategy's default.
  var givenUniformSize: Size? {
    if case .uniform(let size) = self { return size }
    return nil
  }
}
