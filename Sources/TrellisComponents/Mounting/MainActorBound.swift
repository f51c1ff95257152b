// MainActorBound: a value that only the main actor reads and writes, stored in an object that crosses
// actors — the compiler checks every access (swift-nio's NIOLoopBound, with the main actor as the loop).

/// A value only the main actor touches, kept inside a `Sendable` object that is made elsewhere (a node
/// is built off the main actor and mounted on it).
///
/// The value is reachable only through ``value``, which is main-actor isolated: code that is not on the
/// main actor does not compile, so the object's `@unchecked Sendable` needs no promise in a comment for
/// this field. It adds nothing to the value's size or to an access in a release build.
struct MainActorBound<Value>: @unchecked Sendable {
    private var storage: Value

    /// Wraps `value` (from any isolation: the object holding it may be made off the main actor).
    init(_ value: Value) { storage = value }

    /// The value, on the main actor.
    @MainActor var value: Value {
        @inline(__always) _read { yield storage }
        @inline(__always) _modify { yield &storage }
    }
}
