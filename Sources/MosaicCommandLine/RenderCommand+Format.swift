import Foundation
import MosaicCore

extension RenderCommand {
  /// The picture formats `render` writes, by the extension that names them.
  static let formats = ["svg", "png"]

  /// The format to write `output` in: `explicit` when given (it must agree with the file's
  /// extension when that names a format), else the one the extension names.
  static func format(explicit: String?, output: String) throws(LayoutError) -> String {
    let pathExtension = URL(fileURLWithPath: output).pathExtension
    let inferred = formats.first { $0 == pathExtension.lowercased() }
    guard let explicit else {
      guard let inferred else {
        throw LayoutError(
          path: "--output",
          message:
            "cannot tell the format from '\(output)': name the file .svg or .png, or give --format svg|png"
        )
      }
      return inferred
    }
    guard formats.contains(explicit) else {
      throw LayoutError(path: "--format", message: "expected svg or png, got '\(explicit)'")
    }
    if let inferred, inferred != explicit {
      throw LayoutError(
        path: "--format",
        message:
          "\(explicit) disagrees with the extension of '\(output)' (.\(pathExtension)); drop --format or rename the file"
      )
    }
    return explicit
  }
}
