import MosaicCore
import MosaicInteraction

extension Simulation {
  /// `step` (a `dragBegin` or a `pickUp`) with the selected items added to what it lifts when
  /// the item it lifts is selected; as it is otherwise.
  /// - Complexity: a hit-test for a `dragBegin`, then O(selected × log n) look-ups.
  func withSelection(_ step: ScriptStep) -> ScriptStep {
    let lead: IndexPath?
    switch step {
    case .dragBegin(let point, _):
      lead = session.layout.indexPathForItem(
        at: session.contentPoint(atViewportPoint: point), viewport: session.viewport)
    case .keyboard(.pickUp(let path, _)): lead = path
    default: return step
    }
    guard let lead, let item = session.model.item(at: lead), selection.isSelected(item) else {
      return step
    }
    let others = session.model.indexPaths(of: selection.selectedItems).compactMap { $0 }
      .filter { $0 != lead }
    switch step {
    case .dragBegin(let point, let given): return .dragBegin(point, alsoLifting: given + others)
    case .keyboard(.pickUp(let path, let given)):
      return .keyboard(.pickUp(path, alsoLifting: given + others))
    default: return step
    }
  }
}
