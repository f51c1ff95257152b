// DataSourceListener: an object told before and after a data source applies a modification.
/// The modification a ``ComponentDataSource`` applies or applied: the previous state, the new one and what
/// changed.
public struct DataSourceUpdate<Model: Sendable>: Sendable {
    /// The state before.
    public let previousState: DataSourceState<Model>
    /// The state after.
    public let state: DataSourceState<Model>
    /// What changed, with the modification's user info.
    public let appliedChanges: AppliedChanges
}

/// Observes a ``ComponentDataSource`` (ComponentKit's `CKDataSourceListener`); held weakly.
@MainActor public protocol DataSourceListener<Model>: AnyObject {
    /// The model type of the data sources it observes.
    associatedtype Model: Sendable
    /// Before the data source's state becomes `update.state`.
    func dataSourceWillApply(_ update: DataSourceUpdate<Model>)
    /// After the data source's state became `update.state` and its items' roots have their new
    /// generations (mounted items remounted).
    func dataSourceDidApply(_ update: DataSourceUpdate<Model>)
}

extension DataSourceListener {
    /// Does nothing by default.
    public func dataSourceWillApply(_ update: DataSourceUpdate<Model>) {}
}
