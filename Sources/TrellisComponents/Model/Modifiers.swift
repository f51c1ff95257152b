// Modifiers: `.key(_:)` and `.context(_:_:)`, transparent wrappers applied while building.
/// A component the builder unwraps instead of building a node for it.
protocol TransparentComponent: Component {
    var wrapped: any Component { get }
    func modify(_ environment: inout BuildEnvironment)
}

/// What flows from a parent to the child it is building.
struct BuildEnvironment {
    var context: ComponentContext
    var key: AnyScopeKey?
}

/// A component given an explicit identity key (see ``Component/key(_:)``).
public struct KeyedComponent: Component, TransparentComponent {
    let wrapped: any Component
    let key: AnyScopeKey

    func modify(_ environment: inout BuildEnvironment) {
        if environment.key == nil { environment.key = key }
    }
}

/// A component whose subtree sees a context value (see ``Component/context(_:_:)``).
public struct ContextProvider: Component, TransparentComponent {
    let wrapped: any Component
    let apply: @Sendable (inout ComponentContext) -> Void

    func modify(_ environment: inout BuildEnvironment) { apply(&environment.context) }
}

extension Component {
    /// Gives this component an identity key among same-type siblings (ComponentKit's `CKComponentKey`):
    /// state and controller follow the key when siblings are reordered.
    public func key(_ key: some Hashable & Sendable) -> KeyedComponent {
        KeyedComponent(wrapped: self, key: AnyScopeKey(key))
    }

    /// Makes `value` visible to this component's subtree under `key`.
    public func context<Key: ComponentContextKey>(_ key: Key.Type, _ value: Key.Value) -> ContextProvider {
        let id = ObjectIdentifier(key)
        return ContextProvider(wrapped: self, apply: { $0.set(value, id: id) })
    }
}
