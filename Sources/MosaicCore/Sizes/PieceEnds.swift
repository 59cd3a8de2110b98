extension Array where Element == Int {
  /// The running totals of `counts`: element `k` is the sum of counts `0...k` (a chunked
  /// list's ends, read by ``piece(holding:)``).
  /// - Complexity: O(counts).
  package init(runningTotalsOf counts: some Collection<Int>) {
    self.init()
    reserveCapacity(counts.count)
    var total = 0
    for count in counts {
      total += count
      append(total)
    }
  }

  /// In a list of pieces whose running ends this array holds (`self[k]`: the elements in pieces
  /// `0...k`, increasing), the piece holding element `index` (in range) and the position of its
  /// first element: what every chunked list of the package (``SizeList``, the interaction
  /// module's item lists) reads an element through.
  /// - Complexity: O(log pieces).
  @inline(__always)
  package func piece(holding index: Int) -> (piece: Int, start: Int) {
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high) / 2
      if self[middle] > index { high = middle } else { low = middle + 1 }
    }
    return (low, low == 0 ? 0 : self[low - 1])
  }
}
