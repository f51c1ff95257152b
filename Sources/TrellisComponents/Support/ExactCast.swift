// ExactCast: casts out of existentials that skip the runtime's general cast when the value was stored
// as exactly the target type — the common case for state, props, attribute values and views.
//
// In unspecialized generic code, `value as? T` looks up `Optional<T>`'s metadata in the runtime's cache
// and runs the general cast machinery (several hundred instructions); builds, layouts and mounts do it
// for every node. Comparing the type the existential stored with `T` and reinterpreting the payload
// costs a few. Any other case (subclasses, existential targets, bridging) falls back to `as?` in a
// function of its own, so callers never touch `Optional<T>` on the fast path, and results never differ.

/// The one unchecked step of every exact cast: `payload` as `T`. Callers establish `Payload.self == T.self`
/// first; DEBUG builds check it.
@inline(__always)
func reinterpret<Payload, T>(_ payload: Payload, as type: T.Type) -> T {
    assert(Payload.self == T.self, "reinterpret: a \(Payload.self) is not a \(T.self)")
    return unsafeBitCast(payload, to: T.self)
}

/// Whether the generic `Payload` is exactly `T` (for values whose type is already open, such as a node's
/// component passed to a content attribute).
@inline(__always)
func isExactly<Payload, T>(_: Payload.Type, _: T.Type) -> Bool {
    ObjectIdentifier(Payload.self) == ObjectIdentifier(T.self)
}

/// Runs `body` with `value` as `T`, unless it is something else.
@inline(__always)
func withCast<Payload, T>(opened value: Payload, as type: T.Type, _ body: (T) -> Void) {
    if isExactly(Payload.self, T.self) {
        body(reinterpret(value, as: T.self))
    } else {
        withGeneralCast(opened: value, as: T.self, body)
    }
}

/// The type `value` was stored as: read from the existential, without the runtime's dynamic-type lookup
/// (`type(of:)` on an existential costs a call of ~70 instructions). The same as its dynamic type except
/// for a class instance stored as a superclass, which then reads as that superclass — still a type the
/// value is an instance of.
@inline(__always)
func storedType(of value: any Sendable) -> Any.Type {
    func open<Payload>(_: Payload) -> Any.Type { Payload.self }
    return open(value)
}

/// Whether `value` was stored as exactly `T` (no subclass, no existential): then its payload is a `T`.
@inline(__always)
func hasExactType<T>(_ value: any Sendable, _ type: T.Type) -> Bool {
    ObjectIdentifier(storedType(of: value)) == ObjectIdentifier(T.self)
}

/// `value` as `T`; callers check ``hasExactType(_:_:)`` first.
@inline(__always)
func unsafeExactValue<T>(_ value: any Sendable, as type: T.Type) -> T {
    func open<Payload>(_ payload: Payload) -> T { reinterpret(payload, as: T.self) }
    return open(value)
}

/// `value` as `T`, or `fallback()` when it is something else.
@inline(__always)
func cast<T>(_ value: any Sendable, as type: T.Type, orElse fallback: () -> T) -> T {
    hasExactType(value, T.self) ? unsafeExactValue(value, as: T.self) : generalCast(value, as: T.self, orElse: fallback)
}

/// Runs `body` with `value` as `T`, unless it is something else.
@inline(__always)
func withCast<T>(_ value: any Sendable, as type: T.Type, _ body: (T) -> Void) {
    if hasExactType(value, T.self) {
        body(unsafeExactValue(value, as: T.self))
    } else {
        withGeneralCast(value, as: T.self, body)
    }
}

/// Whether both values are `T`s and equal.
@inline(__always)
func castEqual<T: Equatable>(_ lhs: any Sendable, _ rhs: any Sendable, as type: T.Type) -> Bool {
    if hasExactType(lhs, T.self), hasExactType(rhs, T.self) {
        return unsafeExactValue(lhs, as: T.self) == unsafeExactValue(rhs, as: T.self)
    }
    return generalEqual(lhs, rhs, as: T.self)
}

/// `object` as the class `T`, or `nil`: an identity check of the class before the general cast.
@inline(__always)
func exactCast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T? {
    ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(T.self)
        ? unsafeDowncast(object, to: T.self) : object as? T
}

// The slow paths, out of line.

@inline(never)
private func generalCast<T>(_ value: any Sendable, as type: T.Type, orElse fallback: () -> T) -> T {
    (value as? T) ?? fallback()
}

@inline(never)
private func withGeneralCast<T>(_ value: any Sendable, as type: T.Type, _ body: (T) -> Void) {
    if let typed = value as? T { body(typed) }
}

@inline(never)
private func withGeneralCast<Payload, T>(opened value: Payload, as type: T.Type, _ body: (T) -> Void) {
    if let typed = value as? T { body(typed) }
}

@inline(never)
private func generalEqual<T: Equatable>(_ lhs: any Sendable, _ rhs: any Sendable, as type: T.Type) -> Bool {
    guard let lhs = lhs as? T, let rhs = rhs as? T else { return false }
    return lhs == rhs
}
