import Mosaic

/// Flow with a broken update, so tests can show the update mode notices: an update that keeps
/// the number of sections keeps the old layout, whatever the change says was resized, inserted
/// or deleted.
struct StaleFlow: LayoutStrategy {
  /// The name documents use.
  static let name = "staleFlow"
  /// One line for `mosaic list`.
  static let summary = "test fixture: flow whose update keeps the old layout"

  /// The flow that prepares.
  let flow: Flow

  init(options: FlowOptions, sectionOptions: [Int: FlowSectionOptions]) {
    flow = Flow(options: options, sectionOptions: sectionOptions)
  }

  var defaultItemSize: Size { flow.defaultItemSize }

  func prepare(_ input: LayoutInput) throws(LayoutError) -> FlowLayout {
    try flow.prepare(input)
  }

  func update(_ layout: FlowLayout, to input: LayoutInput, change: LayoutChange)
    throws(LayoutError) -> FlowLayout
  {
    layout.sectionCount == input.sections.count ? layout : try flow.prepare(input)
  }
}
