import Foundation

/// The playground's static files: the page (package resources) and the example documents, read
/// once at start so a request never touches the disk.
struct PageFiles: Sendable {
  /// A file's bytes and its media type.
  struct File: Sendable {
    var bytes: [UInt8]
    var contentType: String
  }

  /// The page's files by name (`index.html`, `app.js`, …).
  var page: [String: File] = [:]
  /// The example documents by file name, in name order: the folder's own, then those of its
  /// `large` folder as `large/NAME` (documents of 10^6 items and more, which the tests that lay
  /// out every example in full leave out).
  var examples: [(name: String, text: String)] = []

  /// The page's files are at most this many; anything else in the resource folder is ignored.
  static let pageNames = [
    "index.html", "style.css", "render.js", "long.js", "drag.js", "keyboard.js", "board.js",
    "app.js", "panels.js", "main.js",
  ]

  /// Reads the page from the module's resources and the examples from `examplesFolder`, or,
  /// when `nil`, from the package's Examples folder (beside this source file's package) or the
  /// current directory's.
  static func load(examplesFolder: URL? = nil) throws -> PageFiles {
    var files = PageFiles()
    guard let folder = Bundle.module.url(forResource: "Page", withExtension: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    for name in pageNames {
      let url = folder.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: url) else { continue }
      files.page[name] = File(bytes: Array(data), contentType: contentType(of: name))
    }
    let candidates =
      examplesFolder.map { [$0] } ?? [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent("Examples"),
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
          "Examples"),
      ]
    for candidate in candidates {
      files.examples = documents(in: candidate, prefix: "")
      guard !files.examples.isEmpty else { continue }
      files.examples += documents(in: candidate.appendingPathComponent("large"), prefix: "large/")
      break
    }
    return files
  }

  /// The JSON files of `folder`, in name order, each named `prefix` + its file name.
  static func documents(in folder: URL, prefix: String) -> [(name: String, text: String)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".json") }.compactMap { name in
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else {
        return nil
      }
      return (prefix + name, String(decoding: data, as: UTF8.self))
    }
  }

  /// The example named `name`, as the page asks for it (`large/NAME` may arrive
  /// percent-encoded).
  func example(named name: String) -> String? {
    let decoded = name.removingPercentEncoding ?? name
    return examples.first(where: { $0.name == name || $0.name == decoded })?.text
  }

  static func contentType(of name: String) -> String {
    if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
    if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
    if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
    return "application/octet-stream"
  }
}
