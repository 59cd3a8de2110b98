extension FuzzHarness {
  /// The documents scripts run against: a flow with sections, headers and footers to drag
  /// across; a carousel that pages; a waterfall under sticky headers and shelf backgrounds.
  public static let scriptDocuments: [String] = [
    """
    {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 80, "height": 80},
      "minimumLineSpacing": 10, "minimumInteritemSpacing": 10,
      "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10},
      "headerReferenceSize": {"width": 0, "height": 30},
      "footerReferenceSize": {"width": 0, "height": 20}}},
     "viewport": {"width": 390, "height": 500},
     "data": {"sections": [{"items": 12}, {"items": 5}, {"items": 0}, {"items": 9}]}}
    """,
    """
    {"layout": {"strategy": "carousel", "options": {"itemSize": {"width": 300, "height": 180},
      "itemSpacing": 10, "autoAdvanceInterval": 3}},
     "viewport": {"width": 390, "height": 200},
     "data": {"sections": [{"items": 5}]}}
    """,
    """
    {"layout": {"strategy": "waterfall", "options": {"columnCount": 3, "headerHeight": 30,
      "minimumColumnSpacing": 8, "minimumInteritemSpacing": 8},
      "modifiers": [{"name": "shelf", "options": {"style": "sectionBackground"}},
                    {"name": "sticky", "options": {"headers": true}}]},
     "viewport": {"width": 390, "height": 600, "contentOffset": {"x": 0, "y": 100}},
     "data": {"sections": [{"itemSizes": [{"width": 100, "height": 150},
       {"width": 100, "height": 90}, {"width": 100, "height": 200},
       {"width": 100, "height": 120}, {"width": 100, "height": 60}]}, {"items": 7}]}}
    """,
  ]

  /// Replays the script after the first byte against the document that byte chooses.
  func checkScript(_ payload: [UInt8]) -> FuzzFinding? {
    guard let choice = payload.first else { return nil }
    let document = Self.scriptDocuments[Int(choice) % Self.scriptDocuments.count]
    guard workspace.write(Array(document.utf8), to: workspace.documentPath),
      workspace.write(payload.dropFirst(), to: workspace.auxiliaryPath)
    else { return nil }
    return runCommand(["simulate", workspace.documentPath, "--script", workspace.auxiliaryPath])
  }
}
