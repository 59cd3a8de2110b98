// Runs `rounds` edits of one kind on the `model` bench suite's model (100 sections, 10^6 items)
// and nothing else timed, so callgrind's count for 2N rounds minus N rounds is N edits'
// instructions. Kind `aged` is `batch` on the model 50 batches made first (the suite's
// `batch after 50`; the 50 cancel out of the difference). With a fourth argument `prepare-only` it makes the edits without applying them
// (subtract that difference too: making a batch of 1,000 costs instructions of its own).
import InstructionsSupport
import MosaicCore
import MosaicInteraction

#if canImport(Glibc)
  import Glibc
#endif

let usage =
  "usage: model-instructions explicit|counted|sized|estimated "
  + "[aged-]delete|[aged-]insert|[aged-]move|batch|aged ROUNDS "
  + "[prepare-only]"
let arguments = CommandLine.arguments
guard arguments.count >= 4, let rounds = Int(arguments[3]), rounds >= 0 else {
  print(usage)
  exit(1)
}
let (workload, kind) = (arguments[1], arguments[2])
let sectionCount = 100
let perSection = 10_000
let counted = workload == "counted" || workload == "estimated"
let sizes = (0..<(workload == "sized" ? perSection : 0)).map {
  Size(width: 80, height: Double(100 + $0 % 7))
}
let sections = (0..<sectionCount).map { section in
  let numbers = (section * perSection)..<((section + 1) * perSection)
  let items = counted ? ItemList(numbers: numbers) : ItemList(Array(numbers))
  switch workload {
  case "sized": return CollectionModel<Int>.Section(items: items, sizes: sizes)
  case "estimated": return CollectionModel<Int>.Section(items: items)
  default: return CollectionModel<Int>.Section(items: items, itemSize: Size(width: 80, height: 120))
  }
}
guard
  var model = try? CollectionModel<Int>(
    sections: sections,
    estimatedItemSize: workload == "estimated" ? Size(width: 80, height: 44) : nil)
else {
  print("model-instructions: the model was refused")
  exit(1)
}

var generator = Seeded(state: 0x6D6F_6465_6C)
var fresh = 10 * sectionCount * perSection
func place() -> IndexPath {
  IndexPath(
    section: Int.random(in: 0..<sectionCount, using: &generator),
    item: Int.random(in: 0..<perSection, using: &generator))
}
/// 334 deletes and 333 moves from distinct places, 333 inserts, landing at distinct places
/// (sources within `counts`, each section's items, when given).
func mixedBatch(counts: [Int] = []) -> BatchUpdate<Int> {
  var sources = Set<IndexPath>()
  while sources.count < 667 {
    let path = place()
    if counts.isEmpty || path.item < counts[path.section] { sources.insert(path) }
  }
  let leaving = sources.sorted()
  var batch = BatchUpdate<Int>(deleteItems: leaving.enumerated().filter { $0.0 % 2 == 0 }.map(\.1))
  var targets = Set<IndexPath>()
  // Each section loses at most its share, so a target below perSection - 20 (or, aged, its
  // count - 20) always exists.
  while targets.count < 666 {
    let section = place().section
    let end = (counts.isEmpty ? perSection : counts[section]) - 20
    targets.insert(
      IndexPath(section: section, item: Int.random(in: 0..<end, using: &generator)))
  }
  for (index, target) in targets.sorted().enumerated() {
    if index < 333 {
      batch.moveItems.append((from: leaving[2 * index + 1], to: target))
    } else {
      fresh += 1
      batch.insertItems.append((indexPath: target, item: fresh, size: nil))
    }
  }
  return batch
}
// `aged`, `aged-delete`, `aged-insert`, `aged-move`: on the model 50 batches made.
let aged = kind.hasPrefix("aged")
if aged {
  for _ in 0..<50 {
    let counts = (0..<sectionCount).map { model.itemCount(inSection: $0) }
    guard let next = try? model.applying(mixedBatch(counts: counts)).model else {
      print("model-instructions: an ageing batch was refused")
      exit(1)
    }
    model = next
  }
}
let counts = (0..<sectionCount).map { model.itemCount(inSection: $0) }
/// A place that holds an item (aged sections hold a few fewer or more than at first).
func held() -> IndexPath {
  let path = place()
  return IndexPath(section: path.section, item: path.item % counts[path.section])
}
var edits: [BatchUpdate<Int>] = []
for _ in 0..<rounds {
  switch aged ? String(kind.dropFirst(5)) : kind {
  case "delete": edits.append(BatchUpdate(deleteItems: [held()]))
  case "insert":
    fresh += 1
    edits.append(BatchUpdate(insertItems: [(indexPath: held(), item: fresh, size: nil)]))
  case "move": edits.append(BatchUpdate(moveItems: [(from: held(), to: held())]))
  case "batch", "": edits.append(mixedBatch(counts: aged ? counts : []))
  default:
    print(usage)
    exit(1)
  }
}
@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }
if arguments.count < 5 {
  var refused = 0
  for edit in edits {
    if let result = try? model.applying(edit) { keep(result) } else { refused += 1 }
  }
  if refused > 0 { print("model-instructions: \(refused) edits were refused") }
}
