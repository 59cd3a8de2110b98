import Mosaic
import MosaicCommandLine

// The `mosaic` command in-process: a hit-test on a small document.
let document = "/tmp/mosaic-client-\(Int.random(in: 0..<1_000_000)).json"
let outcome = MosaicTool.run(arguments: ["list"], registry: .builtIn)
check(outcome.status == 0 && outcome.output.contains("flow"), "list: \(outcome.errorOutput)")
let refused = MosaicTool.run(arguments: ["validate", document], registry: .builtIn)
check(refused.status == 1 && refused.errorOutput.split(separator: "\n").count == 1, "one line")
print("MosaicCommandLine: ok")
