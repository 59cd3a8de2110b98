import Foundation
import Mosaic
import MosaicCommandLine

exit(MosaicTool.main(registry: .builtIn))
