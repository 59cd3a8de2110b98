/// A message's `id` alone, read from a message that did not decode as a whole.
struct MessageID: Decodable {
  var id: Int?
}
