/// Stops the program with a message when `condition` is false (a failed client check fails CI).
func check(_ condition: Bool, _ what: @autoclosure () -> String) {
  guard condition else { fatalError("client check failed: \(what())") }
}
