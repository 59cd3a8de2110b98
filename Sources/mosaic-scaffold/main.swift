// The executable the `new-layout` command plugin runs: arguments in, files out. All the logic is
// in MosaicScaffold, which has its own tests.
import Foundation
import MosaicScaffold

do {
  let request = try ScaffoldRequest.parse(Array(CommandLine.arguments.dropFirst()))
  let package = DiskPackage(root: URL(fileURLWithPath: request.packageDirectory))
  let plan = try Scaffolder.plan(request, files: package)
  try package.write(plan)
  print(plan.report.joined(separator: "\n"))
} catch {
  // Every failure is a ScaffoldError: one line for the author.
  FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
  exit(1)
}
