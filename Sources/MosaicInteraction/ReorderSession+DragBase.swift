import MosaicCore

extension ReorderSession {
  /// The order a drag moves its lead item through, and the items it lifted: for one item the
  /// committed model and layout; for several, the committed ones without the lead's companions,
  /// which wait off the layout until the drop puts them back beside the lead.
  struct DragBase {
    /// The order the lead moves through.
    let model: CollectionModel<Item>
    /// Its layout, live.
    let live: LiveLayout
    /// Its layout.
    let layout: any PreparedLayout
    /// Every lifted item's committed index path, in index-path order, the lead among them.
    let lifted: [IndexPath]
    /// The lead's place in ``lifted``.
    let lead: Int

    /// The base of a one-item drag: the committed order itself.
    init(model: CollectionModel<Item>, live: LiveLayout, lead: IndexPath) {
      self.model = model
      self.live = live
      self.layout = live.layout
      self.lifted = [lead]
      self.lead = 0
    }

    /// The base of a drag lifting `group` (committed index paths in index-path order, each an
    /// item of `model`) led by `group[lead]`: `model` and `live` without the others.
    /// - Throws: ``/MosaicCore/LayoutError`` as the layout's update does.
    init(
      model: CollectionModel<Item>, live: LiveLayout, group: [IndexPath], lead: Int
    ) throws(LayoutError) {
      var others = group
      others.remove(at: lead)
      let edit = try model.applying(BatchUpdate(deleteItems: others))
      var input = live.input
      input.sections = edit.model.sectionData
      let updated = try live.updated(to: input, change: edit.change)
      self.model = edit.model
      self.live = updated
      self.layout = updated.layout
      self.lifted = group
      self.lead = lead
    }

    /// The lead's index path in this order.
    var leadPath: IndexPath {
      let path = lifted[lead]
      let before = lifted[..<lead].count { $0.section == path.section }
      return IndexPath(section: path.section, item: path.item - before)
    }

    /// The batch a drop with the lead at `target` (an index path of this order with the lead
    /// moved there) commits to the committed model: every lifted item moves, in its original
    /// relative order, to consecutive places of `target`'s section from `target`'s item on.
    func dropBatch(at target: IndexPath) -> BatchUpdate<Item> {
      BatchUpdate(
        moveItems: lifted.enumerated().map { offset, from in
          (from, IndexPath(section: target.section, item: target.item + offset))
        })
    }
  }
}
