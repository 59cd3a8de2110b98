import Foundation
import Mosaic

// An app file that imports Foundation beside Mosaic: both declare `IndexPath`, so the name is
// qualified where it is used (the guide's resolution), and Foundation's paths convert both ways
// (`item` and `section` on Foundation's type are UIKit's; here its two indexes are read).
let layout = try Flow(itemSize: Size(width: 80, height: 80))
  .prepare(sections: [SectionData(itemCount: 20)], viewport: Viewport(width: 390, height: 844))
let fromApp: Foundation.IndexPath = [0, 5]
let path = Mosaic.IndexPath(item: fromApp[1], section: fromApp[0])
let cell = layout.layoutAttributesForItem(at: path)
check(cell?.id.indexPath == path, "cell at \(path)")
let hit = layout.indexPathForItem(at: Point(x: 10, y: 10)).map {
  Foundation.IndexPath(indexes: [$0.section, $0.item])
}
check(hit == [0, 0], "hit \(String(describing: hit))")
check(layout.collectionViewContentSize == layout.contentSize, "content size")
print("Mosaic with Foundation: ok")
