import MosaicInteraction
import Testing

@testable import MosaicCommandLine

/// The command line's item names: an original `"S.I"` is a number (so a document's section is a
/// run of names), spelled back exactly, and only its one canonical spelling is that item.
@Suite("Item names")
struct ItemNameTests {
  @Test func anOriginalNameIsANumberSpelledBackExactly() {
    let name = ItemName(section: 3, item: 999_999_999)
    #expect(name.description == "3.999999999")
    #expect(ItemName("3.999999999") == name)
    #expect(ItemName("3.999999999").identityNumber == name.identityNumber)
    #expect(ItemName(identityNumber: name.identityNumber ?? -1) == name)
    #expect(ItemName("0.0") == ItemName(section: 0, item: 0))
  }

  @Test func everyOtherSpellingIsANameOfItsOwn() {
    for text in ["00.5", "0.05", "0.5x", "-1.5", "0.-5", "n1", "s1", "0", "0.5.1", ".5", "5.", ""] {
      let name = ItemName(text)
      #expect(name.identityNumber == nil, "\(text)")
      #expect(name.description == text)
      #expect(name != ItemName(section: 0, item: 5))
    }
    // Beyond the numbered range: held as text, still itself.
    #expect(ItemName("0.1073741824").identityNumber == nil)
    #expect(ItemName("0.1073741823").identityNumber != nil)
  }

  @Test func aSectionOfNamesIsARunReadByNumber() {
    let first = ItemName.firstNumber(ofSection: 2)
    let names = ItemList<ItemName>(numbers: first..<first + 1_000_000_000)
    #expect(names.count == 1_000_000_000)
    #expect(names[123_456_789].description == "2.123456789")
  }
}
