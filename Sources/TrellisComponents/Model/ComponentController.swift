// ComponentController: the long-lived, typed controller of one component scope.
/// A long-lived object carried across every generation of one component scope (ComponentKit's
/// CKComponentController).
///
/// ```swift
/// @MainActor final class SongRowController: ComponentController<SongRow> {
///     override func didMount() { ... }
///     func toggle() { updateState(mode: .asynchronous) { $0.toggle() } }
/// }
/// ```
/// Declare it on the component with `typealias Controller = SongRowController`. The framework creates
/// it at build time, possibly off the main actor: keep stored-property defaults simple and create
/// main-actor objects in `didInit()`.
@MainActor open class ComponentController<C: Component>: AnyComponentController {
    /// The latest generation of the controller's component.
    public private(set) var component: C

    /// Created by the framework when the scope first appears; don't call it yourself.
    nonisolated public required init(component: C) {
        self.component = component
        super.init()
    }

    override func componentChanged(to node: TreeNode) {
        withCast(node.component, as: C.self) { component = $0 }
    }

    /// Updates the scope's state, from the main actor (use ``stateUpdater`` from elsewhere).
    public func updateState(mode: UpdateMode = .asynchronous, _ transform: @escaping @Sendable (inout C.State) -> Void)
    {
        stateUpdater.update(mode: mode, transform)
    }

    /// A `Sendable` updater of the scope's state, usable from any isolation.
    public var stateUpdater: StateUpdater<C.State> {
        StateUpdater(handle: (latestNode ?? mountedNode)?.handle, type: C.self)
    }

    /// The scope's current state.
    public var state: C.State {
        guard let state = (latestNode ?? mountedNode)?.handle?.state ?? finalState else { return C.initialState() }
        return cast(state, as: C.State.self, orElse: C.initialState)
    }
}
