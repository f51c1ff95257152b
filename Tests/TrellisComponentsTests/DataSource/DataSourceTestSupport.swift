// Data source test support: item models and components, a listener that records, and a plain-array model
// of changesets to compare the data source with.
import Foundation
import Testing
import TrellisComponents
import TrellisLayout
import TrellisTesting
import TrellisUI

/// An item's model: an identity, a text and a height in rows.
struct RowModel: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var text: String
    var height = 1
    var description: String { "\(id):\(text)" }
}

/// A leaf of a given height with a view.
struct RowLeaf: Component, Equatable {
    var text: String
    var height: Int
    var viewConfiguration: ViewConfiguration? { ViewConfiguration(.plainView) }
    var size: ComponentSize { ComponentSize(width: .points(10), height: .points(Double(height))) }
}

/// An item's root: a controller and a `String` state shown after the text.
struct RowItem: Component, Equatable {
    typealias Controller = Probe<RowItem>
    var model: RowModel
    static func initialState() -> String { "" }
    func render(_ scope: Scope<RowItem>) -> (any Component)? {
        RowLeaf(text: model.text + scope.state, height: model.height)
    }
}

/// An item whose controller asks for `didPrepareLayout`.
struct PreparingItem: Component, Equatable {
    typealias Controller = PreparingProbe
    var model: RowModel
    func render(_ scope: Scope<PreparingItem>) -> (any Component)? { RowLeaf(text: model.text, height: model.height) }
}

@MainActor final class PreparingProbe: ComponentController<PreparingItem> {
    override class var wantsDidPrepareLayout: Bool { true }
}

/// Every item is 10 wide; heights come from the models.
let rowRange =
    (try? SizeRange(min: LayoutSize(width: 10, height: 0), max: LayoutSize(width: 10, height: .infinity)))
    ?? .unconstrained

@MainActor func makeRowDataSource(
    _ screen: HeadlessScreen, splitting: ChangesetSplitting? = nil,
    provider: @escaping @Sendable (RowModel, ComponentContext) -> (any Component)? = { model, _ in RowItem(model: model)
    }
) -> ComponentDataSource<RowModel> {
    ComponentDataSource(
        configuration: DataSourceConfiguration(sizeRange: rowRange, splitting: splitting, componentProvider: provider),
        scheduler: screen.application)
}

/// Rows `first..<first+count` with texts "r<id>".
func rows(_ ids: Range<Int>) -> [RowModel] { ids.map { RowModel(id: $0, text: "r\($0)") } }

/// A changeset inserting `sections` (each a list of models) into an empty data source.
func initialChangeset(_ sections: [[RowModel]]) -> Changeset<RowModel> {
    var changeset = Changeset<RowModel>()
    for (section, models) in sections.enumerated() {
        changeset.insertSection(section)
        for (item, model) in models.enumerated() { changeset.insertItem(model, at: [section, item]) }
    }
    return changeset
}

/// The controller of the item at `path`.
@MainActor func rowController(_ dataSource: ComponentDataSource<RowModel>, _ path: IndexPath) -> Probe<RowItem>? {
    dataSource.state.item(at: path)?.scopeRoot.controllers.first as? Probe<RowItem>
}

/// Records every update a data source announces.
@MainActor final class UpdateLog<Model: Sendable>: DataSourceListener {
    var willApply: [DataSourceUpdate<Model>] = []
    var didApply: [DataSourceUpdate<Model>] = []
    /// "will"/"did" in the order they came, for ordering checks.
    var order: [String] = []
    var recordsInto: LifecycleRecorder?

    func dataSourceWillApply(_ update: DataSourceUpdate<Model>) {
        willApply.append(update)
        order.append("will")
        recordsInto?.record(self, "dataSourceWillApply")
    }

    func dataSourceDidApply(_ update: DataSourceUpdate<Model>) {
        didApply.append(update)
        order.append("did")
        recordsInto?.record(self, "dataSourceDidApply")
    }

    /// The user info values under "tag", in the order the updates were applied.
    var tags: [String] { didApply.compactMap { $0.appliedChanges.userInfo["tag"] as? String } }
}

/// The plain-array model of a changeset (ComponentKit's rules, written independently of the data source):
/// updates in place; removed items and move sources taken out; sections removed, then inserted; then the
/// inserted and moved items put at their final index paths in ascending order.
func referenceApply<Model>(_ changeset: Changeset<Model>, to sections: [[Model]]) -> [[Model]] {
    var result = sections
    for (path, model) in changeset.updatedItems { result[path[0]][path[1]] = model }
    let moved = changeset.movedItems.map { (to: $0.to, model: result[$0.from[0]][$0.from[1]]) }
    var marked: [[Model?]] = result.map { $0.map { Optional($0) } }
    for path in changeset.removedItems + changeset.movedItems.map(\.from) { marked[path[0]][path[1]] = nil }
    for section in changeset.removedSections.sorted(by: >) { marked.remove(at: section) }
    result = marked.map { $0.compactMap { $0 } }
    for section in changeset.insertedSections.sorted() { result.insert([], at: section) }
    let destinations = (changeset.insertedItems.map { (to: $0.indexPath, model: $0.model) } + moved)
        .sorted { $0.to < $1.to }
    for destination in destinations { result[destination.to[0]].insert(destination.model, at: destination.to[1]) }
    return result
}

/// Section counts → models "s<section>i<item>".
func modelsForCounts(_ counts: [Int]) -> [[RowModel]] {
    var next = 0
    return counts.enumerated().map { section, count in
        (0..<count).map { item in
            next += 1
            return RowModel(id: next, text: "s\(section)i\(item)")
        }
    }
}

/// The texts an item shows (its leaf's text), by section.
@MainActor func shownTexts(_ state: DataSourceState<RowModel>) -> [[String]] {
    state.sections.map { items in items.map { ($0.rootLayout.frames(of: RowLeaf.self).first?.component.text) ?? "-" } }
}
