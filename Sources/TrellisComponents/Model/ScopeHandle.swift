// ScopeHandle: one generation's view of a scope — its identity, state and controller.
import TrellisUI

/// The state and controller of one scope in one generation (ComponentKit's CKComponentScopeHandle).
///
/// A new handle is made whenever the scope's component is rebuilt; it keeps the scope's ``ScopeID`` and
/// controller. Its mutable fields make it `@unchecked Sendable`; each checks its rule in DEBUG builds:
/// the state is written only while the owning component renders (`replaceState`), then frozen when the
/// render resolves (``isResolved``, set once); the namespace is set once, by the builder. After that the
/// handle is read from any thread without a lock.
final class ScopeHandle: @unchecked Sendable {
    let id: ScopeID
    /// The scope's key (keyed components are always scoped, so nodes keep it here, not in every node).
    let key: AnyScopeKey?
    let parentID: ScopeID?
    // Beside the optional's tag byte (stored properties are laid out in declaration order): no padding
    // word of its own, which keeps a handle in a smaller allocation size class.
    private var isResolvedStorage = false
    let link: TreeLink?
    let controller: AnyComponentController?
    let type: Any.Type
    var typeName: String { String(describing: type) }
    // Written only during this handle's render (single thread), read afterwards: no overlapping access,
    // so no dynamic exclusivity check on each `scope.state` read.
    @exclusivity(unchecked) private var stateStorage: any Sendable
    // Boxed: most scopes have none, and an inline map would add five words to every handle.
    private var namespaceTable: NamespaceTable?
    #if DEBUG
        /// Whether ``namespace`` was set (DEBUG builds check it is set once).
        private var namespaceWasSet = false
    #endif

    /// Whether the render of this handle's component returned: the state is frozen from then on. Set
    /// once, by the builder.
    var isResolved: Bool {
        get { isResolvedStorage }
        set {
            assert(newValue && !isResolvedStorage, "ScopeHandle: a render resolves once (\(typeName))")
            isResolvedStorage = newValue
        }
    }

    /// The scope's state: written only during the render (before ``isResolved``), then frozen.
    var state: any Sendable {
        get { stateStorage }
        set {
            assert(acceptsStateWrites, "ScopeHandle: state written after the render resolved (\(typeName))")
            stateStorage = newValue
        }
    }

    /// Whether the state may still be written: the render has not resolved.
    var acceptsStateWrites: Bool { !isResolvedStorage }

    /// The nodes registered in this scope in its generation, where the next one looks up previous nodes.
    /// Set once by the builder when the scope's children are built, and only when there are many: the
    /// next build finds a few by walking the scope's node instead (see the builder's `OwnerFrame`).
    var namespace: Namespace? {
        get { namespaceTable?.namespace }
        set {
            #if DEBUG
                assert(acceptsNamespace, "ScopeHandle: the namespace is set once (\(typeName))")
                namespaceWasSet = true
            #endif
            namespaceTable = newValue.map(NamespaceTable.init)
        }
    }

    /// Whether ``namespace`` may be set: it has not been yet (always `true` in release builds, which do
    /// not track it).
    var acceptsNamespace: Bool {
        #if DEBUG
            return !namespaceWasSet
        #else
            return true
        #endif
    }

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
        stateStorage = state
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
