/// A list's sizes when they lie in one explicit piece, indexed from 0 whatever part of its
/// storage the piece shares: what a packing loop reads directly, with no search per size.
package struct ContiguousSizes: RandomAccessCollection {
  /// The piece's sizes, in the storage they share with other lists.
  package let base: ArraySlice<Size>

  /// The sizes of `base`, item 0 its first.
  package init(_ base: ArraySlice<Size>) { self.base = base }

  /// 0.
  package var startIndex: Int { 0 }
  /// The number of sizes.
  package var endIndex: Int { base.count }

  /// Size `position` (in range).
  package subscript(position: Int) -> Size { base[base.startIndex + position] }
}
