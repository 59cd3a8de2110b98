import Mosaic
import Testing

/// The geometry of the compositional strategy, worked out by hand from its rules: containers,
/// count splits, fitting repetition, nested groups, item insets, section insets, headers and
/// footers, spacing between groups and between sections, bands, estimated sides, horizontal
/// scrolling.
@Suite struct CompositionalGoldenTests {
  typealias Support = CompositionalTestSupport

  /// A 390-wide viewport; a grid of 3 (count, spacing 10, items inset 2) in rows 100 tall,
  /// 8 apart, inside insets 10 / 16, with a 44 header and a 30 footer; a centred paging banner
  /// of 0.9 of the section's width above it; 20 between the sections.
  static let gridAndBanner = Support.document(
    options: #"""
      {"interSectionSpacing": 20, "defaultSectionLayout": "grid", "sectionLayouts": {
        "grid": {"group": {"axis": "horizontal", "count": 3, "interItemSpacing": 10,
                           "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                           "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
                                                  "contentInsets": {"top": 2, "left": 2, "bottom": 2, "right": 2}}}]},
                 "interGroupSpacing": 8, "contentInsets": {"top": 10, "left": 16, "bottom": 10, "right": 16},
                 "header": {"extent": 44}, "footer": {"extent": 30}},
        "banner": {"group": {"axis": "horizontal",
                             "size": {"width": {"fractionalWidth": 0.9}, "height": {"absolute": 200}},
                             "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]},
                   "orthogonalScrolling": "groupPagingCentered", "interGroupSpacing": 10,
                   "contentInsets": {"top": 0, "left": 16, "bottom": 0, "right": 16}}}}
      """#,
    sections: #"[{"items": 4, "options": {"sectionLayout": "banner"}}, {"items": 7}]"#)

  @Test func aGridBelowACentredBanner() throws {
    let layout = try Support.configuration(Self.gridAndBanner).prepare()
    let frames = Support.cellFrames(layout)
    // Banner: scw = 390 − 32 = 358; group 0.9 · 358 = 322.2 wide; lead (358 − 322.2) / 2 = 17.9.
    for (index, frame) in frames[0].enumerated() {
      let x = 16 + 17.9 + Double(index) * (322.2 + 10)
      #expect(abs(frame.x - x) < 1e-9 && frame.y == 0)
      #expect(abs(frame.width - 322.2) < 1e-9 && frame.height == 200)
    }
    // Grid: starts at 200 + 20; header 44, inset 10: groups at 274 + k·108; each cell
    // (358 − 20) / 3 = 112.67 wide less the insets of 2.
    let cell = (358.0 - 20) / 3
    for (index, frame) in frames[1].enumerated() {
      let row = Double(index / 3)
      let column = Double(index % 3)
      #expect(abs(frame.x - (16 + column * (cell + 10) + 2)) < 1e-9)
      #expect(frame.y == 274 + row * 108 + 2)
      #expect(abs(frame.width - (cell - 4)) < 1e-9 && frame.height == 96)
    }
    #expect(frames[1].count == 7)
    let header = try #require(layout.attributes(for: .header(section: 1)))
    #expect(header.frame == Rect(x: 16, y: 220, width: 358, height: 44))
    // Three groups (the last holds one item): 274 + 3·100 + 2·8 = 590, inset 10, footer 30.
    let footer = try #require(layout.attributes(for: .footer(section: 1)))
    #expect(footer.frame == Rect(x: 16, y: 600, width: 358, height: 30))
    // The spacing lies between sections only.
    #expect(layout.contentSize == Size(width: 390, height: 630))
  }

  @Test func bandsLeadAtTheInsetExceptCentred() throws {
    for behaviour in OrthogonalScrollingBehavior.allCases where behaviour.isOrthogonal {
      let json = Self.gridAndBanner.replacingOccurrences(
        of: "groupPagingCentered", with: behaviour.rawValue)
      let frames = Support.cellFrames(try Support.configuration(json).prepare())
      let lead = behaviour == .groupPagingCentered ? 17.9 : 0
      #expect(abs(frames[0][1].x - (16 + lead + 332.2)) < 1e-9, "\(behaviour)")
    }
  }

  /// Fitting repetition: subitems 100 and 120 wide in a group 350 wide, 10 apart: 0, 110, 240
  /// (100 fits: 340 ≤ 350), then 120 would end at 470 — three slots a group.
  @Test func subitemsRepeatWhileTheNextFits() throws {
    let json = Support.document(
      options: #"""
        {"sectionLayouts": {"row": {"group": {"axis": "horizontal", "interItemSpacing": 10,
          "size": {"width": {"absolute": 350}, "height": {"absolute": 50}},
          "subitems": [{"item": {"size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}}}},
                       {"item": {"size": {"width": {"absolute": 120}, "height": {"absolute": 30}}}}]}}}}
        """#,
      sections: #"[{"items": 5}]"#)
    let frames = Support.cellFrames(try Support.configuration(json).prepare())[0]
    #expect(
      frames == [
        Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 110, y: 0, width: 120, height: 30),
        Rect(x: 240, y: 0, width: 100, height: 50), Rect(x: 0, y: 50, width: 100, height: 50),
        Rect(x: 110, y: 50, width: 120, height: 30),
      ])
  }

  /// One large item beside two small ones stacked: a nested vertical group of count 2.
  @Test func nestedGroupsTakeItemsDepthFirst() throws {
    let small = LayoutGroup.vertical(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      repeatingSubitem: .item(Support.fullItem()), count: 2, interItemSpacing: 4)
    let large = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      contentInsets: EdgeInsets(all: 2))
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(204)),
      subitems: [.item(large), .group(small)])
    var section = LayoutSection(group: group)
    section.interGroupSpacing = 6
    let layout = try Compositional(options: CompositionalOptions(section: section)).prepare(
      LayoutInput(
        sections: [SectionData(itemCount: 4)], viewport: Viewport(width: 400, height: 800)))
    #expect(
      Support.cellFrames(layout)[0] == [
        Rect(x: 2, y: 2, width: 196, height: 200), Rect(x: 200, y: 0, width: 200, height: 100),
        Rect(x: 200, y: 104, width: 200, height: 100), Rect(x: 2, y: 212, width: 196, height: 200),
      ])
    #expect(layout.contentSize.height == 204 + 6 + 204)
  }

  /// A list of estimated rows: measured items take their measured height (a height of 0 keeps
  /// the estimate), the estimated group hugs them.
  @Test func estimatedRowsTakeTheirMeasuredHeights() throws {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      contentInsets: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
    let row = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [.item(item)])
    var section = LayoutSection(group: row)
    section.interGroupSpacing = 1
    let sizes = [
      Size(width: 320, height: 60), Size(width: 320, height: 0), Size(width: 1, height: 100),
    ]
    let layout = try Compositional(options: CompositionalOptions(section: section)).prepare(
      LayoutInput(
        sections: [SectionData(itemSizes: sizes)], viewport: Viewport(width: 320, height: 480)))
    #expect(
      Support.cellFrames(layout)[0] == [
        Rect(x: 0, y: 1, width: 320, height: 60), Rect(x: 0, y: 64, width: 320, height: 42),
        Rect(x: 0, y: 109, width: 320, height: 100),
      ])
    #expect(layout.contentSize.height == 62 + 1 + 44 + 1 + 102)
  }

  /// Horizontal scrolling: sections and groups advance along x; a group's axes stay absolute.
  @Test func horizontalLayoutsAdvanceAlongX() throws {
    let column = LayoutGroup.vertical(
      layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      repeatingSubitem: .item(Support.fullItem()), count: 2)
    var section = LayoutSection(group: column)
    section.interGroupSpacing = 10
    section.contentInsets = EdgeInsets(top: 20, left: 5, bottom: 20, right: 5)
    section.header = BoundarySupplementaryItem(extent: 30)
    var options = CompositionalOptions(section: section, scrollDirection: .horizontal)
    options.interSectionSpacing = 50
    let layout = try Compositional(options: options).prepare(
      LayoutInput(
        sections: [SectionData(itemCount: 3), SectionData(itemCount: 1)],
        viewport: Viewport(width: 300, height: 240)))
    let frames = Support.cellFrames(layout)
    // sch = 240 − 40 = 200: cells 100 tall; groups from x = 30 + 5.
    #expect(
      frames[0] == [
        Rect(x: 35, y: 20, width: 100, height: 100), Rect(x: 35, y: 120, width: 100, height: 100),
        Rect(x: 145, y: 20, width: 100, height: 100),
      ])
    // Section 0 is 30 + 5 + 210 + 5 = 250 long; section 1 starts 50 later.
    #expect(frames[1] == [Rect(x: 335, y: 20, width: 100, height: 100)])
    #expect(
      layout.attributes(for: .header(section: 1))?.frame
        == Rect(x: 300, y: 20, width: 30, height: 200))
    #expect(layout.contentSize == Size(width: 300 + 140, height: 240))
  }

  /// An empty section keeps its header, insets and footer.
  @Test func anEmptySectionKeepsItsHeaderInsetsAndFooter() throws {
    var section = LayoutSection(group: CompositionalOptions.list.group)
    section.contentInsets = EdgeInsets(top: 7, left: 0, bottom: 9, right: 0)
    section.header = BoundarySupplementaryItem(extent: 20)
    section.footer = BoundarySupplementaryItem(extent: 10)
    let layout = try Compositional(options: CompositionalOptions(section: section)).prepare(
      LayoutInput(
        sections: [SectionData(itemCount: 0), SectionData(itemCount: 1)],
        viewport: Viewport(width: 100, height: 100)))
    #expect(
      layout.attributes(for: .footer(section: 0))?.frame
        == Rect(x: 0, y: 36, width: 100, height: 10))
    let cell = layout.attributes(for: .cell(section: 1, item: 0))?.frame
    #expect(
      cell == Rect(x: 0, y: 46 + 20 + 7, width: 100, height: 44), "\(String(describing: cell))")
  }

  /// A group that fits none of its subitems, or has no extent along its axis, is an error naming
  /// the group; the viewport decides, so the error comes when it is laid out.
  @Test func aGroupThatFitsNothingIsAnError() {
    let json = Support.document(
      options: #"""
        {"sectionLayouts": {"row": {"group": {"axis": "horizontal",
          "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
          "subitems": [{"item": {"size": {"width": {"absolute": 500}, "height": {"fractionalHeight": 1}}}}]}}}}
        """#,
      sections: #"[{"items": 5}]"#)
    let error = Support.error(json)
    #expect(error?.path == "layout.options.sectionLayouts.row.group")
    #expect(
      error?.message.contains("fits none of its subitems") == true, "\(String(describing: error))")
    let flat = Support.error(
      json.replacingOccurrences(of: #"{"fractionalWidth": 1}"#, with: #"{"absolute": 0}"#))
    #expect(flat?.path == "layout.options.sectionLayouts.row.group")
  }
}

/// Pinned headers, backgrounds and the layout's own header and footer, on the grid-and-banner
/// document.
@Suite struct CompositionalSupplementaryTests {
  typealias Support = CompositionalTestSupport

  /// The grid's header pins, its section has a background inset by 8, and the layout has a
  /// pinned header of 60 and a footer of 30 (the SPEC's example shape).
  static let document = CompositionalGoldenTests.gridAndBanner
    .replacingOccurrences(
      of: #""header": {"extent": 44}"#,
      with:
        #""header": {"extent": 44, "pinToVisibleBounds": true}, "background": {"contentInsets": {"top": 8, "left": 8, "bottom": 8, "right": 8}}"#
    )
    .replacingOccurrences(
      of: #"{"interSectionSpacing": 20,"#,
      with:
        #"{"interSectionSpacing": 20, "header": {"extent": 60, "pinToVisibleBounds": true}, "footer": {"extent": 30},"#
    )

  @Test func headersPinBackgroundsCoverAndTheLayoutFramesItAll() throws {
    let configuration = try Support.configuration(Self.document)
    let layout = try configuration.prepare()
    // Everything moves down by the layout's header: the banner at 60, the grid's section from
    // 280 (60 + 200 + 20) to 690, the layout's footer after it.
    #expect(layout.attributes(for: .cell(section: 0, item: 0))?.frame.y == 60)
    #expect(layout.contentSize == Size(width: 390, height: 690 + 30))
    let footer = ElementID(category: .footer, kind: "layout", section: 0, item: 0)
    #expect(layout.attributes(for: footer)?.frame == Rect(x: 0, y: 690, width: 390, height: 30))
    let background = ElementID(category: .decoration, kind: "background", section: 1, item: 0)
    let covered = try #require(layout.attributes(for: background))
    // From below the grid's header (280 + 44) to above its footer (690 − 30), inset by 8.
    #expect(covered.frame == Rect(x: 8, y: 332, width: 374, height: 320))
    #expect(covered.zIndex == -1)

    let header = ElementID(category: .header, kind: "layout", section: 0, item: 0)
    for (offset, layoutHeader, gridHeader) in [
      (0.0, 0.0, 280.0), (400, 400, 400), (600, 600, 600), (900, 630, 616),
    ] {
      var viewport = configuration.input.viewport
      viewport.contentOffset = Point(x: 0, y: offset)
      #expect(layout.attributes(for: header, viewport: viewport)?.frame.y == layoutHeader)
      // The grid's header pins within its section: at most 690 − 30 − 44 = 616.
      #expect(
        layout.attributes(for: .header(section: 1), viewport: viewport)?.frame.y == gridHeader)
      var visible: [LayoutAttributes] = []
      layout.elements(in: viewport.visibleRect, viewport: viewport, into: &visible)
      let ids = visible.map(\.id)
      #expect(ids.contains(.header(section: 1)) == (gridHeader + 44 > offset))
      #expect(ids.last?.category == .decoration || !ids.contains(background))
    }
  }
}

/// Right to left: every frame mirrored across the content's width, bands running leftwards.
@Suite struct CompositionalRightToLeftTests {
  @Test func framesMirror() throws {
    let support = CompositionalTestSupport.self
    let ltr = try support.configuration(CompositionalGoldenTests.gridAndBanner).prepare()
    let rtl = try support.configuration(
      CompositionalGoldenTests.gridAndBanner.replacingOccurrences(
        of: #""height": 844}"#, with: #""height": 844, "layoutDirection": "rightToLeft"}"#)
    ).prepare()
    let width = ltr.contentSize.width
    for (left, right) in zip(support.cellFrames(ltr).joined(), support.cellFrames(rtl).joined()) {
      #expect(abs(right.x - (width - left.x - left.width)) < 1e-9 && right.y == left.y)
    }
    // The banner's second group lies to the left of the first.
    let frames = support.cellFrames(rtl)[0]
    #expect(frames[1].x < frames[0].x)
  }
}
