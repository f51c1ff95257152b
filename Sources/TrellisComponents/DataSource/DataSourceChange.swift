// DataSourceChange: a computed modification of a data source's state, ready to be applied on the main actor.
import Foundation

/// A modification computed from one state (ComponentKit's `CKDataSourceChange`): the previous state, the
/// new one and the applied changes. Compute one with ``ComponentDataSource/change(for:userInfo:)``, check it
/// with ``ComponentDataSource/verifyChange(_:)`` and apply it with ``ComponentDataSource/applyChange(_:)``:
/// it applies only while the data source's state is still ``previousState``.
public struct DataSourceChange<Model: Sendable>: Sendable {
    /// The state the change was computed from.
    public let previousState: DataSourceState<Model>
    /// The state after the change.
    public let state: DataSourceState<Model>
    /// What changed.
    public let appliedChanges: AppliedChanges
    /// Items to hand their new generations, in the new state's order.
    let builtItems: [BuiltItem]
    /// Roots of items that left the state (their controllers are invalidated).
    let removedRoots: [ComponentRoot]
    /// The insertions split off to be applied next, asynchronously (see ``ChangesetSplitting``).
    let deferredChangeset: Changeset<Model>?
    /// Time spent computing the change.
    var computeMilliseconds = 0.0

    /// An item built for the new state.
    struct BuiltItem: Sendable {
        let root: ComponentRoot
        let generation: Generation
        let component: (any Component)?
        let layout: ComponentLayout
        /// Inserted or rebuilt (its controllers may want `didPrepareLayout`).
        let indexPath: IndexPath
    }
}
