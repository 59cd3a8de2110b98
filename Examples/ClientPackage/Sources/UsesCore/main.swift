import MosaicCore

// Geometry rules and a configuration error from a registry that knows no strategy.
let cell = Rect(x: 0, y: 0, width: 10, height: 10)
check(cell.contains(Point(x: 0, y: 0)) && !cell.contains(Point(x: 10, y: 5)), "half-open")
check(!cell.intersects(Rect(x: 10, y: 0, width: 5, height: 5)), "touching edges do not intersect")
do {
  _ = try StrategyRegistry().configuration(fromJSON: #"{"layout":{"strategy":"flow"}}"#)
  check(false, "an unknown strategy must be refused")
} catch {
  check(error.path == "layout.strategy", "error path \(error.path)")
}
print("MosaicCore: ok")
