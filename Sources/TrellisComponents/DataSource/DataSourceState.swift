// DataSourceState: an immutable snapshot of a data source — configuration and sections of items.
import Foundation

/// The sections of items of a ``ComponentDataSource`` at one moment, with the configuration they were
/// built with (ComponentKit's `CKDataSourceState`). Immutable; every applied modification makes a new one.
public struct DataSourceState<Model: Sendable>: Sendable {
    /// The configuration the items were built with.
    public let configuration: DataSourceConfiguration<Model>
    /// The items, by section.
    public let sections: [[DataSourceItem<Model>]]
    /// This state's identity: a precomputed change applies only to the state it was computed from.
    let token: Token

    final class Token: Sendable {}

    init(configuration: DataSourceConfiguration<Model>, sections: [[DataSourceItem<Model>]]) {
        self.configuration = configuration
        self.sections = sections
        token = Token()
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The item at `indexPath`, or `nil` when there is none.
    public func item(at indexPath: IndexPath) -> DataSourceItem<Model>? {
        let section = indexPath.dataSourceSection
        let item = indexPath.dataSourceItem
        guard indexPath.isDataSourcePath, sections.indices.contains(section), sections[section].indices.contains(item)
        else { return nil }
        return sections[section][item]
    }

    /// The model at `indexPath`, or `nil` when there is none.
    public func model(at indexPath: IndexPath) -> Model? { item(at: indexPath)?.model }

    /// The models, by section.
    public var models: [[Model]] { sections.map { $0.map(\.model) } }

    /// Whether `other` is this very state.
    public func isSameState(as other: DataSourceState<Model>) -> Bool { token === other.token }

    /// The number of items in each section.
    var sectionCounts: [Int] { sections.map(\.count) }

    /// The index path of the item whose scope root is `root`.
    @MainActor func indexPath(of root: ComponentRoot) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(where: { $0.scopeRoot === root }) {
                return IndexPath(dataSourceItem: item, section: section)
            }
        }
        return nil
    }
}
