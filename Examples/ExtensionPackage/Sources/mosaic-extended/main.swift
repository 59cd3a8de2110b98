// `mosaic`, extended: Mosaic's built-in registry plus this package's layouts. Every subcommand
// (list, validate, layout, hit, visible, simulate, render) then knows them by name.
//
// `swift package new-layout <Name>` registers each new layout at the markers below.
import CoverFlow
import Foundation
import Mosaic
import MosaicCommandLine
// new-layout: imports

var registry = StrategyRegistry.builtIn
registry.register(CoverFlowLayout.self)
// new-layout: registrations
exit(MosaicTool.main(registry: registry))
