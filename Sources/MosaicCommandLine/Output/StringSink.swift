/// An ``OutputSink`` that keeps everything written, for ``MosaicTool/run(arguments:registry:)``.
final class StringSink: OutputSink {
  /// Everything written so far.
  private(set) var text = ""

  func write(_ text: String) { self.text += text }
}
