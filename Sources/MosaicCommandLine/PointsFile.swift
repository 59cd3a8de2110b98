import Foundation
import MosaicCore

/// The points file of `mosaic hit --points`: one `X,Y` a line, read in bounded chunks.
///
/// Lines may end in LF or CRLF; blank lines and lines starting with `#` (after leading blanks)
/// are skipped. A bad line is reported with its number; a line longer than ``maximumLineBytes``
/// or a file with more than ``maximumPoints`` points is refused before more is read, so memory
/// stays bounded whatever the file holds.
enum PointsFile {
  /// The longest line accepted, in bytes.
  static let maximumLineBytes = 256
  /// The most points one file may hold.
  static let maximumPoints = 1_000_000

  /// The points in the file at `path`, in order.
  static func read(_ path: String) throws(LayoutError) -> [Point] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      _ = try DocumentLoader.read(path)  // names the reason (missing, unreadable, a directory)
      throw LayoutError(path: path, message: "cannot read the file")
    }
    defer { try? handle.close() }
    var points: [Point] = []
    var line: [UInt8] = []
    var number = 1
    while true {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: 1 << 16) ?? Data()
      } catch {
        throw LayoutError(
          path: path, message: "cannot read the file (\(error.localizedDescription))")
      }
      if chunk.isEmpty { break }
      for byte in chunk {
        if byte == UInt8(ascii: "\n") {
          try take(line, number: number, path: path, into: &points)
          line.removeAll(keepingCapacity: true)
          number += 1
        } else {
          guard line.count < maximumLineBytes else {
            throw LayoutError(
              path: "\(path):\(number)", message: "line longer than \(maximumLineBytes) bytes")
          }
          line.append(byte)
        }
      }
    }
    try take(line, number: number, path: path, into: &points)
    return points
  }

  /// Parses one line (without its LF) into `points`, unless it is blank or a comment.
  private static func take(_ line: [UInt8], number: Int, path: String, into points: inout [Point])
    throws(LayoutError)
  {
    var bytes = line[...]
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw LayoutError(path: "\(path):\(number)", message: "is not UTF-8 text")
    }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
    guard points.count < maximumPoints else {
      throw LayoutError(
        path: "\(path):\(number)",
        message: "more than \(maximumPoints) points; split the file")
    }
    points.append(try CoordinateParsing.point(trimmed, option: "\(path):\(number)"))
  }
}
