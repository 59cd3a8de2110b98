import MosaicCore
import MosaicFlow
import MosaicTestKit

// The conformance kit over flow, as an extension author runs it over their own layout.
var options = ConformanceOptions()
options.cases = 20
// Flow centres an item wider than the line, as UIKit does, so it may overhang across.
options.cellsMayOverflowAcross = true
let report = LayoutConformance.check(Flow(options: FlowOptions()), options: options)
check(report.passed && report.checkedLayouts > 0, "\(report)")
print("MosaicTestKit: ok")
