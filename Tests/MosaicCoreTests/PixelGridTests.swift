import MosaicCore
import Testing

/// `Double.roundedToPixel(scale:rule:)`, the one pixel rounding every layout uses.
@Suite("Pixel grid")
struct PixelGridTests {
  @Test func roundsToTheNearestPixelByDefault() {
    #expect(10.3.roundedToPixel(scale: 2) == 10.5)
    #expect(10.2.roundedToPixel(scale: 2) == 10.0)
    #expect(10.25.roundedToPixel(scale: 2) == 10.5)  // halves away from zero, as UIKit
    #expect((-10.25).roundedToPixel(scale: 2) == -10.5)
    #expect(10.4.roundedToPixel(scale: 3) == 31.0 / 3)
  }

  @Test func floorsWithTheDownRule() {
    #expect(10.3.roundedToPixel(scale: 2, rule: .down) == 10.0)
    #expect(10.9.roundedToPixel(scale: 2, rule: .down) == 10.5)
    #expect((-0.1).roundedToPixel(scale: 1, rule: .down) == -1)
  }

  @Test func leavesTheValueWithoutAScaleOrWhenScalingOverflows() {
    #expect(10.3.roundedToPixel(scale: nil) == 10.3)
    #expect(10.3.roundedToPixel(scale: nil, rule: .down) == 10.3)
    let huge = Double.greatestFiniteMagnitude / 2
    #expect(huge.roundedToPixel(scale: 3) == huge)
    #expect(huge.roundedToPixel(scale: 3, rule: .down) == huge)
  }
}
