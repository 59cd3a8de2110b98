import Foundation
import Mosaic
import MosaicCommandLine
import MosaicTestSupport
import Testing

/// A playground session driven as a client would, with the replies parsed by Foundation.
struct PlaygroundTestClient {
  var session = PlaygroundSession(registry: .builtIn)
  var nextID = 1

  /// Sends `message` (an `id` is added) and returns the parsed reply, checking it echoes the id.
  mutating func send(_ message: [String: Any]) throws -> [String: Any] {
    var message = message
    message["id"] = nextID
    let data = try JSONSerialization.data(withJSONObject: message)
    let reply = try #require(
      try parseJSON(session.handle(Array(data))) as? [String: Any])
    #expect(reply["id"] as? Int == nextID, "the reply pairs with its request")
    nextID += 1
    return reply
  }

  /// Sends raw text and returns the parsed reply.
  mutating func sendText(_ text: String) throws -> [String: Any] {
    try #require(try parseJSON(session.handle(text: text)) as? [String: Any])
  }

  /// Loads an example by file name; the reply must be a state.
  mutating func loadExample(_ name: String) throws -> [String: Any] {
    let text = try String(contentsOfFile: RepositoryFiles.path("Examples/\(name)"), encoding: .utf8)
    let reply = try send(["op": "load", "text": text])
    #expect(reply["type"] as? String == "state", "\(reply)")
    return reply
  }
}

/// The elements of a state reply.
func playgroundElements(_ reply: [String: Any]) -> [[String: Any]] {
  reply["elements"] as? [[String: Any]] ?? []
}

/// The cells of a state reply by item name, with their frames.
func playgroundCells(_ reply: [String: Any]) -> [String: [Double]] {
  var cells: [String: [Double]] = [:]
  for element in playgroundElements(reply) where element["category"] as? String == "cell" {
    if let name = element["name"] as? String, let frame = element["frame"] as? [Double] {
      cells[name] = frame
    }
  }
  return cells
}
