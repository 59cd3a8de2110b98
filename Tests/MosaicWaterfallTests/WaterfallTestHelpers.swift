import MosaicCore
import MosaicHitTest
import MosaicTestSupport
import MosaicWaterfall
import Testing

/// Prepares a waterfall layout, failing the test (and returning `nil`) when preparing throws.
func prepareWaterfall(
  _ sections: [SectionData], viewport: Viewport, options: WaterfallOptions = WaterfallOptions(),
  sectionOptions: [Int: WaterfallSectionOptions] = [:],
  sourceLocation: SourceLocation = #_sourceLocation
) -> PagedLayout? {
  prepareOrRecord(
    Waterfall(options: options, sectionOptions: sectionOptions), sections, viewport: viewport,
    sourceLocation: sourceLocation)
}

/// `(width, height)` sizes.
func sizes(_ pairs: (Double, Double)...) -> [Size] {
  pairs.map { Size(width: $0.0, height: $0.1) }
}

extension PagedLayout {
  /// The frames of `section`'s cells, in item order.
  func cellFrames(section: Int) -> [Rect] {
    var frames: [Rect] = []
    while let cell = attributes(for: .cell(section: section, item: frames.count)) {
      frames.append(cell.frame)
    }
    return frames
  }

  /// The frame of `section`'s header, `nil` when it has none.
  func headerFrame(_ section: Int) -> Rect? { attributes(for: .header(section: section))?.frame }

  /// The frame of `section`'s footer, `nil` when it has none.
  func footerFrame(_ section: Int) -> Rect? { attributes(for: .footer(section: section))?.frame }
}
