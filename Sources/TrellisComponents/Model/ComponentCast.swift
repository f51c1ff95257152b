// ComponentCast: the exact casts of ExactCast for values held as `any Component`, which cannot become
// `any Sendable` without a copy of the existential.

/// The type the component was stored as (see the `any Sendable` overload).
@inline(__always)
func storedType(of component: any Component) -> any Component.Type {
    func open<Payload: Component>(_: Payload) -> any Component.Type { Payload.self }
    return open(component)
}

/// Whether the component was stored as exactly `T`.
@inline(__always)
func hasExactType<T>(_ component: any Component, _ type: T.Type) -> Bool {
    ObjectIdentifier(storedType(of: component)) == ObjectIdentifier(T.self)
}

/// The component as `T`; callers check ``hasExactType(_:_:)`` first.
@inline(__always)
func unsafeExactValue<T>(_ component: any Component, as type: T.Type) -> T {
    func open<Payload>(_ payload: Payload) -> T { reinterpret(payload, as: T.self) }
    return open(component)
}

/// Runs `body` with the component as `T`, unless it is something else.
@inline(__always)
func withCast<T>(_ component: any Component, as type: T.Type, _ body: (T) -> Void) {
    if hasExactType(component, T.self) {
        body(unsafeExactValue(component, as: T.self))
    } else {
        withGeneralCast(component, as: T.self, body)
    }
}

@inline(never)
private func withGeneralCast<T>(_ component: any Component, as type: T.Type, _ body: (T) -> Void) {
    if let typed = component as? T { body(typed) }
}
