import MosaicCore
import MosaicFlow
import MosaicHitTest
import MosaicTestSupport
import Testing

/// Prepares a flow layout, failing the test (and returning `nil`) when preparing throws.
func prepareFlow(
  _ sections: [SectionData], viewport: Viewport, options: FlowOptions = FlowOptions(),
  sectionOptions: [Int: FlowSectionOptions] = [:],
  sourceLocation: SourceLocation = #_sourceLocation
) -> FlowLayout? {
  prepareOrRecord(
    Flow(options: options, sectionOptions: sectionOptions), sections, viewport: viewport,
    sourceLocation: sourceLocation)
}

extension FlowLayout {
  /// The frames of `section`'s cells, in item order (through `attributes(for:)`, so that a grid
  /// layout, which stores no cell, answers too).
  func cellFrames(section: Int) -> [Rect] {
    var frames: [Rect] = []
    while let attributes = attributes(for: .cell(section: section, item: frames.count)) {
      frames.append(attributes.frame)
    }
    return frames
  }

  /// The frame of `section`'s header, `nil` when it has none.
  func headerFrame(_ section: Int) -> Rect? { attributes(for: .header(section: section))?.frame }

  /// The frame of `section`'s footer, `nil` when it has none.
  func footerFrame(_ section: Int) -> Rect? { attributes(for: .footer(section: section))?.frame }
}

/// `options` for the transposed (horizontal) layout.
func transposed(_ options: FlowOptions) -> FlowOptions {
  var result = options
  result.scrollDirection = options.scrollDirection == .vertical ? .horizontal : .vertical
  result.itemSize = options.itemSize.transposed
  result.estimatedItemSize = options.estimatedItemSize.transposed
  result.sectionInset = options.sectionInset.transposed
  result.headerReferenceSize = options.headerReferenceSize.transposed
  result.footerReferenceSize = options.footerReferenceSize.transposed
  return result
}

/// `sectionOptions` for the transposed (horizontal) layout.
func transposed(_ overrides: FlowSectionOptions) -> FlowSectionOptions {
  var result = overrides
  result.sectionInset = overrides.sectionInset?.transposed
  result.headerReferenceSize = overrides.headerReferenceSize?.transposed
  result.footerReferenceSize = overrides.footerReferenceSize?.transposed
  return result
}
