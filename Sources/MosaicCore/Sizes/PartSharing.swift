/// How a chunked list's builder takes a part of another list's explicit chunk: one rule for
/// ``SizeList`` and the interaction module's item lists. A part of at least ``minimumShared``
/// elements is kept as a slice of the storage it shares with the list it came from; a shorter
/// part is copied into the builder's pending chunk; and a short pending chunk is first topped up
/// to ``minimumShared`` from the head of the part that follows it. So every chunk but a list's
/// last, and those beside runs, holds at least ``minimumShared``, and an edit copies at most
/// about twice that around each place it cuts.
package enum PartSharing {
  /// The fewest elements of a part that is shared rather than copied. It must stay well under
  /// the parts an edit leaves (a batch of 1,000 random edits at 10^6 items in 100 sections
  /// leaves parts of about 1,000, which a higher threshold would copy); below it, copying less
  /// around each cut is traded for more, shorter chunks. Measured on the `model` bench suite's
  /// batches of 1,000 (wall time under jemalloc, best of three, on a noisy machine), 256 → 128:
  /// per-item sizes 4.6–5.4 → 3.9 ms (each cut copied up to 512 sizes and their items), items
  /// alone within noise (32: 3.3 ms, but batches on a model 50 batches had aged 1.3–1.5× slower:
  /// chunks of 32 make sections of hundreds of chunks). The price at 128, in instructions
  /// (callgrind): one-item edits on such an aged model +13–17 % with per-item sizes, +5–10 %
  /// without (more, shorter chunks to copy).
  package static var minimumShared: Int { 128 }

  /// For a part of `count` elements appended after `pending` pending ones: how many of its first
  /// elements top up the pending chunk, and whether the rest of it is shared (else copied).
  package static func plan(count: Int, pending: Int) -> (topUp: Int, sharesRest: Bool) {
    let topUp =
      pending > 0 && pending < minimumShared ? Swift.min(count, minimumShared - pending) : 0
    return (topUp, count - topUp >= minimumShared)
  }
}
