import MosaicCore
import MosaicTestSupport
import Testing

/// The viewport's safe area and layout margins: decoded, validated, mirrored, and what they add
/// to a section inset under each ``SectionInsetReference``.
@Suite("Safe area and layout margins")
struct ViewportInsetsTests {
  var registry: StrategyRegistry {
    var registry = StrategyRegistry()
    registry.register(ColumnStackStrategy.self)
    return registry
  }

  func document(_ viewport: String) -> String {
    #"{"layout": {"strategy": "columns"}, "viewport": {"width": 390, "height": 844, "#
      + viewport + #"}, "data": {"sections": [{"items": 2}]}}"#
  }

  @Test func decodedFromTheDocument() throws {
    let configuration = try registry.configuration(
      fromJSON: document(
        #""safeAreaInsets": {"top": 47, "left": 44}, "layoutMargins": {"left": 16, "right": 20}"#))
    let viewport = configuration.input.viewport
    #expect(viewport.safeAreaInsets == EdgeInsets(top: 47, left: 44))
    #expect(viewport.layoutMargins == EdgeInsets(left: 16, right: 20))
    let plain = try registry.configuration(fromJSON: document(#""scale": 2"#)).input.viewport
    #expect(plain.safeAreaInsets == .zero && plain.layoutMargins == .zero)
  }

  @Test func badValuesNameTheirSide() {
    func error(_ viewport: String) -> LayoutError? {
      do {
        _ = try registry.configuration(fromJSON: document(viewport)).prepare()
        return nil
      } catch { return error }
    }
    #expect(error(#""safeAreaInsets": {"left": -1}"#)?.path == "viewport.safeAreaInsets.left")
    #expect(error(#""layoutMargins": {"bottom": "x"}"#)?.path == "viewport.layoutMargins.bottom")
    #expect(error(#""layoutMargins": {"middle": 1}"#)?.path == "viewport.layoutMargins.middle")
    // Set in code, `validate()` names them the same way.
    for (viewport, path) in [
      (
        Viewport(size: Size(width: 1, height: 1), safeAreaInsets: EdgeInsets(right: .nan)),
        "viewport.safeAreaInsets.right"
      ),
      (
        Viewport(size: Size(width: 1, height: 1), layoutMargins: EdgeInsets(top: -2)),
        "viewport.layoutMargins.top"
      ),
    ] {
      #expect(throws: LayoutError.self) {
        try LayoutInput(sections: [], viewport: viewport).validate()
      }
      do {
        try LayoutInput(sections: [], viewport: viewport).validate()
      } catch { #expect(error.path == path) }
    }
  }

  /// `max(0, reference − contentInset)` across the lines, nothing along the scroll axis.
  @Test func whatEachReferenceAdds() {
    let viewport = Viewport(
      size: Size(width: 390, height: 844), contentInset: EdgeInsets(top: 50, left: 20, right: 60),
      safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 44),
      layoutMargins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 80))
    #expect(
      SectionInsetReference.fromContentInset.addedInset(in: viewport, scrollDirection: .vertical)
        == .zero)
    #expect(
      SectionInsetReference.fromSafeArea.addedInset(in: viewport, scrollDirection: .vertical)
        == EdgeInsets(left: 24))
    #expect(
      SectionInsetReference.fromLayoutMargins.addedInset(in: viewport, scrollDirection: .vertical)
        == EdgeInsets(right: 20))
    #expect(
      SectionInsetReference.fromSafeArea.addedInset(in: viewport, scrollDirection: .horizontal)
        == EdgeInsets(bottom: 34))
  }

  /// Right to left, every inset's left and right sides trade places for the base layout.
  @Test func mirroringSwapsTheSides() {
    var viewport = Viewport(
      size: Size(width: 390, height: 844), contentInset: EdgeInsets(left: 1, right: 2),
      safeAreaInsets: EdgeInsets(top: 5, left: 44), layoutMargins: EdgeInsets(right: 20))
    viewport.layoutDirection = .rightToLeft
    let base = MirroredLayout.layerViewport(viewport, flips: true)
    #expect(base.contentInset == EdgeInsets(left: 2, right: 1))
    #expect(base.safeAreaInsets == EdgeInsets(top: 5, right: 44))
    #expect(base.layoutMargins == EdgeInsets(left: 20))
    #expect(MirroredLayout.layerViewport(viewport, flips: false) == viewport)
  }

  /// The default rule: the sides across the lines need a prepare, the others do not; viewports
  /// differing in either are different viewports.
  @Test func theDefaultPrepareRule() throws {
    let viewport = Viewport(width: 390, height: 844)
    let layout = try ColumnStackStrategy(options: .init()).prepare(
      LayoutInput(sections: [SectionData(itemCount: 3)], viewport: viewport))
    var top = viewport
    top.safeAreaInsets.top = 47
    #expect(!layout.needsPrepare(for: top))
    #expect(top != viewport)
    var left = viewport
    left.safeAreaInsets.left = 44
    #expect(layout.needsPrepare(for: left))
    var margin = viewport
    margin.layoutMargins.right = 20
    #expect(layout.needsPrepare(for: margin))
  }
}
