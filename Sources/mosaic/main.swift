import Foundation
import Mosaic
import MosaicCommandLine

// The playground's server is built only under the `Playground` trait (see Package.swift); without
// it `mosaic serve` says how to get it, and every other command is the same.
#if Playground
  import MosaicServe

  let server: (any PlaygroundServing)? = PlaygroundServer()
#else
  let server: (any PlaygroundServing)? = nil
#endif

exit(MosaicTool.main(registry: .builtIn, server: server))
