import Foundation
import MosaicCore

/// Reads a configuration document from disk and decodes it with a registry.
struct DocumentLoader {
  let registry: StrategyRegistry

  /// The configuration in `path`, with `offset` replacing the viewport's contentOffset.
  func load(_ path: String, offset: Point? = nil) throws(LayoutError) -> LayoutConfiguration {
    // The file's bytes as an array, which the parser reads without another copy, so a large
    // document is in memory once while it is decoded rather than twice.
    let bytes = [UInt8](try Self.read(path))
    var configuration = try registry.configuration(fromJSON: bytes)
    if let offset { configuration.input.viewport.contentOffset = offset }
    return configuration
  }

  /// The bytes of `path`, or an error that names the file.
  static func read(_ path: String) throws(LayoutError) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw LayoutError(path: path, message: "cannot read the file (\(Self.reason(error)))")
    }
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let code = Int32(exactly: underlying.code),
      let posix = POSIXErrorCode(rawValue: code)
    {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}
