// ScopeHandle: one generation's view of a scope — its identity, state and controller.
import TrellisUI

/// The state and controller of one scope in one generation (ComponentKit's CKComponentScopeHandle).
///
/// A new handle is made whenever the scope's component is rebuilt; it keeps the scope's ``ScopeID`` and
/// controller. The state is written only while the owning component renders (`replaceState`), then frozen.
final class ScopeHandle: @unchecked Sendable {
    let id: ScopeID
    /// The scope's key (keyed components are always scoped, so nodes keep it here, not in every node).
    let key: AnyScopeKey?
    let parentID: ScopeID?
    // Beside the optional's tag byte (stored properties are laid out in declaration order): no padding
    // word of its own, which keeps a handle in a smaller allocation size class.
    var isResolved = false
    let link: TreeLink?
    let controller: AnyComponentController?
    let type: Any.Type
    var typeName: String { String(describing: type) }
    // Written only during this handle's render (single thread), read afterwards: no overlapping access,
    // so no dynamic exclusivity check on each `scope.state` read.
    @exclusivity(unchecked) var state: any Sendable
    /// The nodes registered in this scope in its generation, where the next one looks up previous nodes.
    /// Set once by the builder when the scope's children are built, and only when there are many: the
    /// next build finds a few by walking the scope's node instead (see the builder's `OwnerFrame`).
    var namespace: Namespace? {
        get { namespaceTable?.namespace }
        set { namespaceTable = newValue.map(NamespaceTable.init) }
    }
    // Boxed: most scopes have none, and an inline map would add five words to every handle.
    private var namespaceTable: NamespaceTable?

    private final class NamespaceTable {
        let namespace: Namespace
        init(_ namespace: Namespace) { self.namespace = namespace }
    }

    init(
        id: ScopeID, key: AnyScopeKey?, parentID: ScopeID?, link: TreeLink?, controller: AnyComponentController?,
        type: Any.Type, state: any Sendable
    ) {
        self.id = id
        self.key = key
        self.parentID = parentID
        self.link = link
        self.controller = controller
        self.type = type
        self.state = state
    }

    /// Queues `transform` on the tree, from any isolation; `isolation` is the caller's (queued at once
    /// when it is the main actor).
    func enqueue(
        _ transform: @escaping @Sendable (any Sendable) -> any Sendable, mode: UpdateMode,
        isolation: (any Actor)?
    ) {
        let id = self.id
        guard let link else {
            LifecycleChecker.emit(
                rule: "C-STATE-DETACHED", path: typeName,
                message: "updateState on a scope whose tree no longer exists; ignored")
            return
        }
        let path = typeName
        link.onMain(isolation: isolation, path: path) { root in
            root.enqueueStateUpdate(id, transform, mode: mode, path: path)
        }
    }
}
