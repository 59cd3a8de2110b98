import Foundation
import Mosaic
import MosaicCommandLine
import MosaicServe

exit(MosaicTool.main(registry: .builtIn, server: PlaygroundServer()))
