/// Where a command's standard output goes: collected in memory for in-process runs, streamed to
/// the file descriptor by `mosaic` itself, so that a long answer never has to exist whole.
protocol OutputSink: AnyObject {
  /// Appends `text` to the output.
  func write(_ text: String)
}
