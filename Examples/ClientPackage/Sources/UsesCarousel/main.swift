import MosaicCarousel
import MosaicCore

// A 3-page banner wrapped ×500: a slow release snaps to the nearest page (libm's `round`),
// auto-advance moves to the next page and wraps past the last.
var options = CarouselOptions()
options.itemSize = Size(width: 300, height: 180)
options.itemSpacing = 10
let layout = try Carousel(options: options).prepare(
  LayoutInput(sections: [SectionData(itemCount: 3)], viewport: Viewport(width: 390, height: 200)))
var controller = CarouselController(layout: layout, autoAdvanceInterval: 3)
check(controller.currentPage == 0, "starts on page 0")
controller.beginDrag()
controller.drag(contentOffsetBy: 100)
controller.endDrag(velocity: 0)
check(
  controller.currentPage == 0,
  "a 100-point drag snaps back, got \(String(describing: controller.currentPage))")
_ = controller.tick(seconds: 3)
_ = controller.tick(seconds: 3)
_ = controller.tick(seconds: 3)
check(
  controller.currentPage == 0,
  "three advances wrap to page 0, got \(String(describing: controller.currentPage))")
print("MosaicCarousel: ok")
